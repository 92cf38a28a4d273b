import { z } from 'zod';
import {
  chapterParamsSchema,
  docPreviewParamsSchema,
  docPreviewSchema,
  docPreviewTokenParamsSchema,
  docPreviewTokenSchema,
  learnRecordListSchema,
  learnRecordParamsSchema,
  scormStateSchema,
  setCourseCompletedParamsSchema,
  setScormCompletedParamsSchema,
  studyEndParamsSchema,
  studyHeartbeatParamsSchema,
  studyListParamsSchema,
  studyListSchema,
  studyProgressSchema,
  studyStartParamsSchema,
  studyStartSchema,
  videoUrlSchema,
} from '../schemas/course-study';
import { defineCall } from './define-call';

/** Studying chapters (decision 0017): sessions and heartbeats credited by the server's clock. */

const previewFlag = z.object({
  preview: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1']).optional()),
});

export const studyListCall = defineCall({
  name: 'apiCourse/studyList',
  method: 'GET',
  input: studyListParamsSchema,
  output: studyListSchema,
});

/** A short-lived signed address of a video or audio chapter. */
export const videoUrlCall = defineCall({
  name: 'apiCourse/getVideoUrlAliyun',
  method: 'GET',
  input: chapterParamsSchema.merge(previewFlag),
  output: videoUrlSchema,
});

export const startStudyCall = defineCall({
  name: '/v1/course/study/start',
  method: 'POST',
  input: studyStartParamsSchema,
  output: studyStartSchema,
});

/** `active`: '0' from a hidden or idle window, which is kept alive but not credited. */
export const studyHeartbeatCall = defineCall({
  name: '/v1/course/study/heartbeat',
  method: 'POST',
  input: studyHeartbeatParamsSchema.merge(z.object({ active: z.enum(['0', '1']).default('1') })),
  output: studyProgressSchema,
});

export const endStudyCall = defineCall({
  name: '/v1/course/study/end',
  method: 'POST',
  input: studyEndParamsSchema,
  output: z.object({ ended: z.literal(true) }),
});

/** Finish a chapter now: credits the time since the last beat, then refuses when it is not enough. */
export const setCourseCompletedCall = defineCall({
  name: 'apiCourse/setCourseCompleted',
  method: 'POST',
  input: setCourseCompletedParamsSchema,
  output: studyProgressSchema,
});

export const scormStateCall = defineCall({
  name: 'apiCourse/getScormCompleted',
  method: 'GET',
  input: chapterParamsSchema.merge(previewFlag),
  output: scormStateSchema,
});

export const saveScormStateCall = defineCall({
  name: 'apiCourse/setScormCompleted',
  method: 'POST',
  input: setScormCompletedParamsSchema.merge(previewFlag),
  output: scormStateSchema,
});

export const docPreviewTokenCall = defineCall({
  name: 'apiCourse/GetDocPerviewToken',
  method: 'GET',
  input: docPreviewTokenParamsSchema,
  output: docPreviewTokenSchema,
});

export const docPreviewCall = defineCall({
  name: '/v1/course/study/doc-preview',
  method: 'GET',
  input: docPreviewParamsSchema,
  output: docPreviewSchema,
});

export const learnRecordsCall = defineCall({
  name: '/v1/my/learn-record',
  method: 'GET',
  input: learnRecordParamsSchema,
  output: learnRecordListSchema,
});
