import { examResultSchema, resultDetailSchema, submitResultSchema } from '../schemas/exam-results';
import {
  courseExamsParamsSchema,
  courseExamsSchema,
  attachmentParamsSchema,
  attachmentRefSchema,
  attemptIdParamsSchema,
  examIdParamsSchema,
  examListParamsSchema,
  examListSchema,
  examPaperSchema,
  examTransitionSchema,
  faceParamsSchema,
  faceResultSchema,
  saveAnswersParamsSchema,
  saveAnswersSchema,
  startAttemptParamsSchema,
  startAttemptSchema,
  submitAttemptParamsSchema,
  switchParamsSchema,
  switchResultSchema,
} from '../schemas/exams';
import { defineCall } from './define-call';

/** Exams: list, transition, answering, scoring, results (decisions 0026, 0029). */

/** Sealed (spec 000 §3). */
export const examListCall = defineCall({
  name: 'apiExamnew/getExamList',
  method: 'GET',
  input: examListParamsSchema,
  output: examListSchema,
});

/** The after-class exams of a course, with the learner's state and the course gate (issue 17). */
export const courseExamsCall = defineCall({
  name: '/v1/exam/course',
  method: 'GET',
  input: courseExamsParamsSchema,
  output: courseExamsSchema,
});

/** Public: the transition page is exempt from the sign-in redirect (spec 000 §4). */
export const examTransitionCall = defineCall({
  name: '/v1/exam/transition',
  method: 'GET',
  input: examIdParamsSchema,
  output: examTransitionSchema,
});

export const startAttemptCall = defineCall({
  name: '/v1/exam/attempt/start',
  method: 'POST',
  input: startAttemptParamsSchema,
  output: startAttemptSchema,
});

/** The paper of an attempt (sealed). */
export const examPaperCall = defineCall({
  name: 'apiExamnew/getExamQuestion',
  method: 'GET',
  input: attemptIdParamsSchema,
  output: examPaperSchema,
});

/** A batch of answers; per question the highest seq wins. */
export const saveAnswersCall = defineCall({
  name: '/v1/exam/attempt/save',
  method: 'POST',
  input: saveAnswersParamsSchema,
  output: saveAnswersSchema,
});

/** Hand in: the last answers, then scored once on the server. */
export const submitAttemptCall = defineCall({
  name: '/v1/exam/attempt/submit',
  method: 'POST',
  input: submitAttemptParamsSchema,
  output: submitResultSchema,
});

/** A screen switch, counted once per seq. */
export const reportSwitchCall = defineCall({
  name: '/v1/exam/attempt/switch',
  method: 'POST',
  input: switchParamsSchema,
  output: switchResultSchema,
});

/** Multipart: one camera frame for the face verifier. */
export const faceCheckCall = defineCall({
  name: '/v1/exam/attempt/face',
  method: 'POST',
  input: faceParamsSchema,
  output: faceResultSchema,
});

/** Multipart: one essay attachment. */
export const uploadAttachmentCall = defineCall({
  name: '/v1/exam/attempt/attachment',
  method: 'POST',
  input: attachmentParamsSchema,
  output: attachmentRefSchema,
});

export const examResultCall = defineCall({
  name: '/v1/exam/result',
  method: 'GET',
  input: examIdParamsSchema,
  output: examResultSchema,
});

export const resultDetailCall = defineCall({
  name: '/v1/exam/result/detail',
  method: 'GET',
  input: attemptIdParamsSchema,
  output: resultDetailSchema,
});
