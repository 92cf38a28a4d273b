import { z } from 'zod';
import {
  certificateIdSchema,
  certificateListSchema,
  certificatePdfSchema,
  certificateRevokeParamsSchema,
  certificateSchema,
  homeworkAiGradeParamsSchema,
  homeworkAiOutcomeSchema,
  homeworkDetailSchema,
  homeworkFileParamsSchema,
  homeworkGradeParamsSchema,
  homeworkGradeResultSchema,
  homeworkIdSchema,
  homeworkPageSchema,
  homeworkQueueParamsSchema,
  homeworkQueueSchema,
  homeworkSubmitParamsSchema,
  homeworkUploadInfoSchema,
  homeworkUploadSchema,
  homeworkWithdrawParamsSchema,
  myHomeworkParamsSchema,
} from '../schemas/homework';
import { defineCall } from './define-call';

/** Assignments and certificates (issue 22, decision 0046; docs/checklists/extra-calls-homework.tsv). */

/** /my/my-homeWork: the learner's assignments, filtered by state. */
export const myHomeworkCall = defineCall({
  name: '/v1/homework/mine',
  method: 'GET',
  input: myHomeworkParamsSchema,
  output: homeworkPageSchema,
});

/** /task/homework/{id}: one assignment with the learner's attachments, score and comment. */
export const homeworkDetailCall = defineCall({
  name: '/v1/homework/detail',
  method: 'GET',
  input: homeworkIdSchema,
  output: homeworkDetailSchema,
});

/** Resumable chunked upload of one attachment: init → chunk (multipart, in order) → complete; status to resume. */
export const homeworkUploadCall = defineCall({
  name: '/v1/homework/upload',
  method: 'POST',
  input: homeworkUploadSchema,
  output: homeworkUploadInfoSchema,
});

/** Attach a finished upload to the learner's (unsubmitted) assignment. */
export const homeworkAttachCall = defineCall({
  name: '/v1/homework/attach',
  method: 'POST',
  input: homeworkFileParamsSchema,
  output: homeworkDetailSchema,
});

export const homeworkDetachCall = defineCall({
  name: '/v1/homework/detach',
  method: 'POST',
  input: homeworkFileParamsSchema,
  output: homeworkDetailSchema,
});

/** Hand in: at least one attachment, before the deadline; nothing changes afterwards. */
export const homeworkSubmitCall = defineCall({
  name: '/v1/homework/submit',
  method: 'POST',
  input: homeworkSubmitParamsSchema,
  output: homeworkDetailSchema,
});

/** Administrators: submissions waiting for correction (or graded), oldest hand-in first. */
export const homeworkQueueCall = defineCall({
  name: '/v1/admin/homework-grading/list',
  method: 'GET',
  input: homeworkQueueParamsSchema,
  output: homeworkQueueSchema,
});

export const homeworkGradeCall = defineCall({
  name: '/v1/admin/homework-grading/grade',
  method: 'POST',
  input: homeworkGradeParamsSchema,
  output: homeworkGradeResultSchema,
});

/** Return a waiting submission to the learner (withdrawn): it may be changed and handed in again. */
export const homeworkWithdrawCall = defineCall({
  name: '/v1/admin/homework-grading/withdraw',
  method: 'POST',
  input: homeworkWithdrawParamsSchema,
  output: homeworkGradeResultSchema,
});

export const homeworkAiGradeCall = defineCall({
  name: '/v1/admin/homework-grading/ai-grade',
  method: 'POST',
  input: homeworkAiGradeParamsSchema,
  output: z.object({ results: z.array(homeworkAiOutcomeSchema) }),
});

/** /my/my-certificate: the learner's certificates with their state. */
export const myCertificatesCall = defineCall({
  name: '/v1/certificate/mine',
  method: 'GET',
  input: z.object({}),
  output: certificateListSchema,
});

/** The certificate as a PDF (base64 in the answer; the page saves it as a file). */
export const certificatePdfCall = defineCall({
  name: '/v1/certificate/pdf',
  method: 'GET',
  input: certificateIdSchema,
  output: certificatePdfSchema,
});

/** Administrators revoke a certificate (spec 001 §6). */
export const certificateRevokeCall = defineCall({
  name: '/v1/admin/certificate/revoke',
  method: 'POST',
  input: certificateRevokeParamsSchema,
  output: certificateSchema,
});
