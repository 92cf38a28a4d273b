import { parseResourceRelation } from '../../../protocol';
import {
  docPreviewCall,
  docPreviewTokenCall,
  endStudyCall,
  learnRecordsCall,
  saveScormStateCall,
  scormStateCall,
  setCourseCompletedCall,
  startStudyCall,
  studyHeartbeatCall,
  studyListCall,
  videoUrlCall,
} from '../../../protocol/calls/course-study';
import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';
import { learnRecords } from './learn-record.service';
import { getScormState, setScormState } from './scorm.service';
import { finishChapter, heartbeat } from './study-heartbeat.service';
import { docPreview, docPreviewToken, studyList, videoUrl } from './study-reads.service';
import { endStudy, startStudy } from './study-session.service';
import { studyScopeOf } from './study-scope';

/** The calls of studying chapters (decision 0017; the /v1 ones are in extra-calls-course-study.tsv). */
export function registerCourseStudyCalls(registry: CallRegistry, _config: ServerConfig): void {
  registry.serve(studyListCall, {
    access: 'user',
    handler: async (ctx, input) => ({
      data: await studyList(studyScopeOf(ctx), input.courseId, input.preview === '1'),
    }),
  });

  registry.serve(videoUrlCall, {
    access: 'user',
    handler: async (ctx, input) => ({
      data: await videoUrl(studyScopeOf(ctx), input.courseId, input.chapterId, input.preview === '1'),
    }),
  });

  registry.serve(startStudyCall, {
    access: 'user',
    handler: async (ctx, input) => ({
      data: await startStudy(studyScopeOf(ctx), {
        ...input,
        deviceId: input.deviceId ?? '',
        reclaim: input.reclaim === '1',
        preview: input.preview === '1',
        resourceRelation: parseResourceRelation(input.resourceRelation),
      }),
    }),
  });

  registry.serve(studyHeartbeatCall, {
    access: 'user',
    handler: async (ctx, input) => ({
      data: await heartbeat(studyScopeOf(ctx), { ...input, active: input.active === '1' }),
    }),
  });

  registry.serve(endStudyCall, {
    access: 'user',
    handler: async (ctx, input) => {
      await endStudy(studyScopeOf(ctx), input.sessionId);
      return { data: { ended: true as const } };
    },
  });

  /** Finish a chapter now: credits the time since the last beat, then refuses when it is not enough. */
  registry.serve(setCourseCompletedCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await finishChapter(studyScopeOf(ctx), input) }),
  });

  registry.serve(scormStateCall, {
    access: 'user',
    handler: async (ctx, input) => ({
      data: await getScormState(studyScopeOf(ctx), input.courseId, input.chapterId, input.preview === '1'),
    }),
  });

  registry.serve(saveScormStateCall, {
    access: 'user',
    handler: async (ctx, input) => ({
      data: await setScormState(studyScopeOf(ctx), { ...input, preview: input.preview === '1' }),
    }),
  });

  registry.serve(docPreviewTokenCall, {
    access: 'user',
    handler: async (ctx, input) => ({
      data: await docPreviewToken(studyScopeOf(ctx), input.courseId, input.chapterId),
    }),
  });

  registry.serve(docPreviewCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await docPreview(studyScopeOf(ctx), input.docToken) }),
  });

  registry.serve(learnRecordsCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await learnRecords(studyScopeOf(ctx), input.page, input.pageSize) }),
  });
}
