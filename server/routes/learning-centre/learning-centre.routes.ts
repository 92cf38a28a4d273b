import { learningOverviewCall } from '../../../protocol/calls/learning-centre';
import { callerOffsetMinutes } from '../../lib/local-day';
import type { CallRegistry } from '../../pipeline/call-registry';
import { learningOverview } from './overview.service';

/** The learning centre's home (issue 25, decision 0050). */
export function registerLearningCentreCalls(registry: CallRegistry): void {
  registry.serve(learningOverviewCall, {
    access: 'user',
    handler: async (ctx) => ({
      data: await learningOverview({
        db: ctx.db,
        userId: ctx.user.id,
        now: ctx.clock.now(),
        offsetMinutes: callerOffsetMinutes(ctx),
      }),
    }),
  });
}
