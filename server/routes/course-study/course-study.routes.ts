import { z } from 'zod';
import {
  chapterParamsSchema,
  docPreviewParamsSchema,
  docPreviewTokenParamsSchema,
  learnRecordParamsSchema,
  setCourseCompletedParamsSchema,
  setScormCompletedParamsSchema,
  studyEndParamsSchema,
  studyHeartbeatParamsSchema,
  studyListParamsSchema,
  studyStartParamsSchema,
} from '../../../protocol';
import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';
import { learnRecords } from './learn-record.service';
import { getScormState, setScormState } from './scorm.service';
import { finishChapter, heartbeat } from './study-heartbeat.service';
import { docPreview, docPreviewToken, studyList, videoUrl } from './study-reads.service';
import { endStudy, startStudy } from './study-session.service';
import { studyScopeOf } from './study-scope';

const previewFlag = z.object({
  preview: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1']).optional()),
});

/** The calls of studying chapters (decision 0017; the /v1 ones are in extra-calls-course-study.tsv). */
export function registerCourseStudyCalls(registry: CallRegistry, _config: ServerConfig): void {
  registry.register({
    name: 'apiCourse/studyList',
    method: 'GET',
    access: 'user',
    input: studyListParamsSchema,
    handler: async (ctx, input) => ({
      data: await studyList(studyScopeOf(ctx), input.courseId, input.preview === '1'),
    }),
  });

  registry.register({
    name: 'apiCourse/getVideoUrlAliyun',
    method: 'GET',
    access: 'user',
    input: chapterParamsSchema.merge(previewFlag),
    handler: async (ctx, input) => ({
      data: await videoUrl(studyScopeOf(ctx), input.courseId, input.chapterId, input.preview === '1'),
    }),
  });

  registry.register({
    name: '/v1/course/study/start',
    method: 'POST',
    access: 'user',
    input: studyStartParamsSchema,
    handler: async (ctx, input) => ({
      data: await startStudy(studyScopeOf(ctx), { ...input, preview: input.preview === '1' }),
    }),
  });

  registry.register({
    name: '/v1/course/study/heartbeat',
    method: 'POST',
    access: 'user',
    input: studyHeartbeatParamsSchema.merge(z.object({ active: z.enum(['0', '1']).default('1') })),
    handler: async (ctx, input) => ({
      data: await heartbeat(studyScopeOf(ctx), { ...input, active: input.active === '1' }),
    }),
  });

  registry.register({
    name: '/v1/course/study/end',
    method: 'POST',
    access: 'user',
    input: studyEndParamsSchema,
    handler: async (ctx, input) => {
      await endStudy(studyScopeOf(ctx), input.sessionId);
      return { data: { ended: true } };
    },
  });

  /** Finish a chapter now: credits the time since the last beat, then refuses when it is not enough. */
  registry.register({
    name: 'apiCourse/setCourseCompleted',
    method: 'POST',
    access: 'user',
    input: setCourseCompletedParamsSchema,
    handler: async (ctx, input) => ({ data: await finishChapter(studyScopeOf(ctx), input) }),
  });

  registry.register({
    name: 'apiCourse/getScormCompleted',
    method: 'GET',
    access: 'user',
    input: chapterParamsSchema.merge(previewFlag),
    handler: async (ctx, input) => ({
      data: await getScormState(studyScopeOf(ctx), input.courseId, input.chapterId, input.preview === '1'),
    }),
  });

  registry.register({
    name: 'apiCourse/setScormCompleted',
    method: 'POST',
    access: 'user',
    input: setScormCompletedParamsSchema.merge(previewFlag),
    handler: async (ctx, input) => ({
      data: await setScormState(studyScopeOf(ctx), { ...input, preview: input.preview === '1' }),
    }),
  });

  registry.register({
    name: 'apiCourse/GetDocPerviewToken',
    method: 'GET',
    access: 'user',
    input: docPreviewTokenParamsSchema,
    handler: async (ctx, input) => ({
      data: await docPreviewToken(studyScopeOf(ctx), input.courseId, input.chapterId),
    }),
  });

  registry.register({
    name: '/v1/course/study/doc-preview',
    method: 'GET',
    access: 'user',
    input: docPreviewParamsSchema,
    handler: async (ctx, input) => ({ data: await docPreview(studyScopeOf(ctx), input.docToken) }),
  });

  registry.register({
    name: '/v1/my/learn-record',
    method: 'GET',
    access: 'user',
    input: learnRecordParamsSchema,
    handler: async (ctx, input) => ({ data: await learnRecords(studyScopeOf(ctx), input.page, input.pageSize) }),
  });
}
