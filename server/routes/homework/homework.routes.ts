import {
  homeworkAiGradeCall,
  homeworkAttachCall,
  homeworkDetachCall,
  homeworkDetailCall,
  homeworkGradeCall,
  homeworkQueueCall,
  homeworkSubmitCall,
  homeworkUploadCall,
  homeworkWithdrawCall,
  myHomeworkCall,
} from '../../../protocol/calls/homework';
import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';
import { createEssayGrader } from '../../providers/ai/essay-grader-factory';
import { notifyExpiringCertificates } from '../certificates';
import { gradeByHand, gradeWithAi, withdrawSubmission } from './homework-grading.service';
import { homeworkQueue } from './homework-queue.service';
import { scopeOf } from './homework-scope';
import { completeUpload, findOwnUpload, initUpload, presentUpload, receiveChunk } from './homework-upload.service';
import { attachFile, detachFile, findHomework, homeworkDetail, myHomework, submitHomework } from './homework.service';

/** Assignments (issue 22 items 3–4, decision 0046): the learner's calls and the administrators' grading. */
export function registerHomeworkCalls(registry: CallRegistry, config: ServerConfig): void {
  // The same AI grader (real client or loopback simulator) as exam papers (decision 0028).
  const grader = createEssayGrader(config);

  registry.serve(myHomeworkCall, {
    access: 'user',
    handler: async (ctx, input) => {
      const scope = scopeOf(ctx);
      await notifyExpiringCertificates(ctx.db, { eid: scope.eid, userId: scope.userId, now: ctx.clock.now() });
      return { data: await myHomework(scope, input) };
    },
  });

  registry.serve(homeworkDetailCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await homeworkDetail(scopeOf(ctx), input.id) }),
  });

  registry.serve(homeworkUploadCall, {
    access: 'user',
    upload: { maxFileBytes: config.microCourseChunkBytes, maxFiles: 1 },
    handler: async (ctx, input) => {
      const scope = scopeOf(ctx);
      if (input.action === 'init') {
        // Only for an assignment the learner can see (its limits and deadline are checked again on attach and submit).
        await findHomework(scope, input.homeworkId);
        return { data: await initUpload(scope, input) };
      }
      if (input.action === 'chunk') return { data: await receiveChunk(scope, input, ctx.files ?? []) };
      if (input.action === 'complete') return { data: await completeUpload(scope, input.uploadId) };
      return { data: presentUpload(await findOwnUpload(scope, input.uploadId)) };
    },
  });

  registry.serve(homeworkAttachCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await attachFile(scopeOf(ctx), input.id, input.uploadId) }),
  });

  registry.serve(homeworkDetachCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await detachFile(scopeOf(ctx), input.id, input.uploadId) }),
  });

  registry.serve(homeworkSubmitCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await submitHomework(scopeOf(ctx), input.id, input.note) }),
  });

  registry.serve(homeworkQueueCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await homeworkQueue(scopeOf(ctx), input) }),
  });

  registry.serve(homeworkGradeCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await gradeByHand(scopeOf(ctx), input) }),
  });

  registry.serve(homeworkWithdrawCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await withdrawSubmission(scopeOf(ctx), input) }),
  });

  registry.serve(homeworkAiGradeCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await gradeWithAi(scopeOf(ctx), grader, input) }),
  });
}
