import { z } from 'zod';
import { learnCalendarParamsSchema, pointsLedgerParamsSchema, rankingParamsSchema } from '../../../protocol';
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
  const none = z.object({});

  registry.register({
    name: 'apiSystem/Sign/SevenSign',
    method: 'GET',
    access: 'user',
    input: none,
    handler: async (ctx) => ({ data: await sevenSign(scopeOf(ctx)) }),
  });

  registry.register({
    name: 'apiSystem/sign',
    method: 'POST',
    access: 'user',
    input: none,
    handler: async (ctx) => {
      const data = await checkIn(scopeOf(ctx));
      // The header's balance follows the new score.
      const user = await ctx.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', ctx.user!.id)
        .executeTakeFirstOrThrow();
      return { data, userinfo: presentUser(user, ctx.token!) };
    },
  });

  registry.register({
    name: 'apiStudyhall/rankByWeek/getIconMenu',
    method: 'GET',
    access: 'user',
    input: none,
    handler: async (ctx) => ({ data: rankingMenu(scopeOf(ctx)) }),
  });
  registry.register({
    name: 'apiStudyhall/rankByWeek',
    method: 'GET',
    access: 'user',
    input: rankingParamsSchema,
    handler: async (ctx, input) => ({ data: await ranking(scopeOf(ctx), input) }),
  });
  registry.register({
    name: '/v1/my/learn-calendar/pc',
    method: 'GET',
    access: 'user',
    input: learnCalendarParamsSchema,
    handler: async (ctx, input) => ({ data: await learnCalendar(scopeOf(ctx), input) }),
  });

  // Unnamed by the specs (docs/checklists/extra-calls-daily-loop.tsv).
  registry.register({
    name: '/v1/my/medals',
    method: 'GET',
    access: 'user',
    input: none,
    handler: async (ctx) => ({ data: await listMedals(scopeOf(ctx)) }),
  });
  registry.register({
    name: '/v1/my/points/ledger',
    method: 'GET',
    access: 'user',
    input: pointsLedgerParamsSchema,
    handler: async (ctx, input) => ({ data: await pointsLedger(scopeOf(ctx), input.page) }),
  });
  registry.register({
    name: '/v1/my/credits',
    method: 'GET',
    access: 'user',
    input: none,
    handler: async (ctx) => ({ data: await credits(scopeOf(ctx)) }),
  });
  registry.register({
    name: '/v1/my/duration',
    method: 'GET',
    access: 'user',
    input: none,
    handler: async (ctx) => ({ data: await duration(scopeOf(ctx)) }),
  });
}
