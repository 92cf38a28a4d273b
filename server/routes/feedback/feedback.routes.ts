import { feedbackReportCall } from '../../../protocol/calls/feedback';
import type { CallRegistry } from '../../pipeline/call-registry';
import { fileReport } from './feedback.service';

/** Error reports from the player and the exam page (issue 17): a signed-in member's call. */
export function registerFeedbackCalls(registry: CallRegistry): void {
  registry.serve(feedbackReportCall, {
    access: 'user',
    handler: async (ctx, input) => ({
      data: await fileReport({ db: ctx.db, eid: ctx.enterprise.id, userId: ctx.user.id, now: ctx.clock.now() }, input),
    }),
  });
}
