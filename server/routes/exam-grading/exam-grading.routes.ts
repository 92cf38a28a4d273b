import { aiGradeCall, gradePaperCall, gradingPaperCall, gradingQueueCall } from '../../../protocol/calls/exam-grading';
import type { ServerConfig } from '../../config';
import type { CallRegistry, MemberContext } from '../../pipeline/call-registry';
import { createEssayGrader } from '../../providers/ai/essay-grader-factory';
import { gradingPaper, gradingQueue } from './grading-queue.service';
import { gradeByHand, gradeWithAi, type GradingScope } from './grading.service';

function scopeOf(ctx: MemberContext): GradingScope {
  return {
    db: ctx.db,
    eid: ctx.enterprise.id,
    userId: ctx.user.id,
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

  registry.serve(gradingQueueCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await gradingQueue(ctx.db, ctx.enterprise.id, input) }),
  });

  registry.serve(gradingPaperCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await gradingPaper(ctx.db, ctx.enterprise.id, input.attemptId) }),
  });

  registry.serve(gradePaperCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await gradeByHand(scopeOf(ctx), input.attemptId, input.scores) }),
  });

  registry.serve(aiGradeCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await gradeWithAi(scopeOf(ctx), grader, input) }),
  });
}
