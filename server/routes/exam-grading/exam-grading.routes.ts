import {
  aiGradeParamsSchema,
  gradePaperParamsSchema,
  gradingPaperParamsSchema,
  gradingQueueParamsSchema,
} from '../../../protocol';
import type { ServerConfig } from '../../config';
import type { CallContext, CallRegistry } from '../../pipeline/call-registry';
import { createEssayGrader } from '../../providers/ai/essay-grader-factory';
import { gradingPaper, gradingQueue } from './grading-queue.service';
import { gradeByHand, gradeWithAi, type GradingScope } from './grading.service';

function scopeOf(ctx: CallContext): GradingScope {
  return {
    db: ctx.db,
    eid: ctx.enterprise!.id,
    userId: ctx.user!.id,
    now: () => ctx.clock.now(),
    language: ctx.language,
  };
}

/**
 * The administrators' grading calls (issue 7 item 5, decision 0028). `access: 'admin'`: a learner
 * is refused by the pipeline; another enterprise's attempt is NOT_FOUND in the grading core.
 */
export function registerExamGradingCalls(registry: CallRegistry, config: ServerConfig): void {
  const grader = createEssayGrader(config);

  registry.register({
    name: '/v1/admin/exam-grading/list',
    method: 'GET',
    access: 'admin',
    input: gradingQueueParamsSchema,
    handler: async (ctx, input) => ({ data: await gradingQueue(ctx.db, ctx.enterprise!.id, input) }),
  });

  registry.register({
    name: '/v1/admin/exam-grading/paper',
    method: 'GET',
    access: 'admin',
    input: gradingPaperParamsSchema,
    handler: async (ctx, input) => ({ data: await gradingPaper(ctx.db, ctx.enterprise!.id, input.attemptId) }),
  });

  registry.register({
    name: '/v1/admin/exam-grading/grade',
    method: 'POST',
    access: 'admin',
    input: gradePaperParamsSchema,
    handler: async (ctx, input) => ({ data: await gradeByHand(scopeOf(ctx), input.attemptId, input.scores) }),
  });

  registry.register({
    name: '/v1/admin/exam-grading/ai-grade',
    method: 'POST',
    access: 'admin',
    input: aiGradeParamsSchema,
    handler: async (ctx, input) => ({ data: await gradeWithAi(scopeOf(ctx), grader, input) }),
  });
}
