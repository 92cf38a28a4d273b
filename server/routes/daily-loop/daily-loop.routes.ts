import {
  checkInCall,
  creditsCall,
  durationCall,
  learnCalendarCall,
  medalsCall,
  pointsLedgerCall,
  rankingCall,
  rankingMenuCall,
  sevenSignCall,
} from '../../../protocol/calls/daily-loop';
import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';
import { presentUser } from '../../pipeline/present-user';
import { checkIn, sevenSign } from './checkin.service';
import { scopeOf } from './daily-loop-scope';
import { credits, duration, learnCalendar, pointsLedger } from './learning-records.service';
import { listMedals, subscribeMedalRules } from './medals.service';
import { ranking, rankingMenu } from './ranking.service';

/** The calls of check-in, rankings, medals, study calendar (decision 0021). */
export function registerDailyLoopCalls(registry: CallRegistry, _config: ServerConfig): void {
  subscribeMedalRules();

  registry.serve(sevenSignCall, {
    access: 'user',
    handler: async (ctx) => ({ data: await sevenSign(scopeOf(ctx)) }),
  });

  registry.serve(checkInCall, {
    access: 'user',
    handler: async (ctx) => {
      const data = await checkIn(scopeOf(ctx));
      // The header's balance follows the new score.
      const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', ctx.user.id).executeTakeFirstOrThrow();
      return { data, userinfo: presentUser(user, ctx.token) };
    },
  });

  registry.serve(rankingMenuCall, {
    access: 'user',
    handler: async (ctx) => ({ data: rankingMenu(scopeOf(ctx)) }),
  });
  registry.serve(rankingCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await ranking(scopeOf(ctx), input) }),
  });
  registry.serve(learnCalendarCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await learnCalendar(scopeOf(ctx), input) }),
  });

  // Unnamed by the specs (docs/checklists/extra-calls-daily-loop.tsv).
  registry.serve(medalsCall, {
    access: 'user',
    handler: async (ctx) => ({ data: await listMedals(scopeOf(ctx)) }),
  });
  registry.serve(pointsLedgerCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await pointsLedger(scopeOf(ctx), input.page) }),
  });
  registry.serve(creditsCall, {
    access: 'user',
    handler: async (ctx) => ({ data: await credits(scopeOf(ctx)) }),
  });
  registry.serve(durationCall, {
    access: 'user',
    handler: async (ctx) => ({ data: await duration(scopeOf(ctx)) }),
  });
}
