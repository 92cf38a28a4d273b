import { randomInt } from 'node:crypto';
import {
  ErrorCode,
  LOTTERY_ODDS_SCALE,
  type DrawList,
  type DrawResult,
  type Lottery,
  type LotteryDraw,
} from '../../../protocol';
import { forUpdate } from '../../db/engine';
import type { Selectable } from 'kysely';
import type { LotteryDrawsTable } from '../../db/schema-mall';
import { AppError } from '../../pipeline/app-error';
import { balanceOf, changePoints, lockLearner } from '../points';
import type { MallScope } from './mall-scope';

function presentDraw(row: Selectable<LotteryDrawsTable>): LotteryDraw {
  return {
    id: row.id,
    prizeId: row.prize_id,
    prizeName: row.prize_name,
    costPoints: row.cost_points,
    bonusPoints: row.bonus_points,
    createdAt: row.created_at,
  };
}

/** /lotteryMall: the enterprise's draw price and prizes, each marked available while it has stock. */
export async function lotteryOf(scope: MallScope): Promise<Lottery> {
  const settings = await scope.db.selectFrom('lottery_settings').selectAll().executeTakeFirst();
  const prizes = await scope.db.selectFrom('lottery_prizes').selectAll().orderBy('sort').orderBy('id').execute();
  return {
    enabled: settings?.enabled === 1,
    title: settings?.title ?? '',
    costPoints: settings?.cost_points ?? 0,
    prizes: prizes.map((p) => ({
      id: p.id,
      name: p.name,
      image: p.image,
      odds: p.odds,
      available: p.stock > 0 && p.odds > 0,
      bonusPoints: p.bonus_points,
    })),
    balance: await balanceOf(scope.db, scope.userId),
  };
}

/**
 * Pick by the configured odds among prizes still in stock; what they leave of 10 000 is no prize.
 * `roll` is in [0, LOTTERY_ODDS_SCALE). A prize that ran out never takes part: its share becomes
 * "no prize", so the other prizes' chances stay as configured.
 */
export function pickPrize<P extends { id: number; odds: number; stock: number }>(prizes: P[], roll: number): P | null {
  let edge = 0;
  for (const prize of prizes) {
    if (prize.stock <= 0 || prize.odds <= 0) continue;
    edge += prize.odds;
    if (roll < edge) return prize;
  }
  return null;
}

/**
 * One draw, exactly once per (learner, request id): the learner's row is locked, the price is
 * debited through the ledger keyed by the draw, the server rolls with node:crypto's randomInt, and
 * the prize's stock is taken by a conditional UPDATE (prize rows locked on PostgreSQL), so a
 * prize is never given beyond its stock. A bonus-points prize is credited in the same transaction.
 */
export async function draw(scope: MallScope, requestId: string): Promise<DrawResult> {
  const { eid, userId, now } = scope;
  return scope.db
    .transaction()
    .execute(async (trx) => {
      await lockLearner(trx, userId);
      const existing = await trx
        .selectFrom('lottery_draws')
        .selectAll()
        .where('user_id', '=', userId)
        .where('request_id', '=', requestId)
        .executeTakeFirst();
      if (existing) return { draw: presentDraw(existing), balance: await balanceOf(trx, userId), replayed: true };

      const settings = await trx.selectFrom('lottery_settings').selectAll().executeTakeFirst();
      if (!settings || settings.enabled !== 1) throw new AppError(ErrorCode.LOTTERY_CLOSED);
      const prizes = await trx
        .selectFrom('lottery_prizes')
        .selectAll()
        .orderBy('sort')
        .orderBy('id')
        .$call((q) => forUpdate(trx, q))
        .execute();
      if (!prizes.some((p) => p.stock > 0 && p.odds > 0)) throw new AppError(ErrorCode.LOTTERY_SOLD_OUT);

      const inserted = await trx
        .insertInto('lottery_draws')
        .values({ eid, user_id: userId, request_id: requestId, cost_points: settings.cost_points, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      let { balance } = await changePoints(trx, {
        eid,
        userId,
        delta: -settings.cost_points,
        reason: 'lottery_draw',
        refKey: `lottery-draw:${inserted.id}`,
        now,
      });
      const prize = pickPrize(prizes, randomInt(LOTTERY_ODDS_SCALE));
      if (prize) {
        const taken = await trx
          .updateTable('lottery_prizes')
          .set((eb) => ({ stock: eb('stock', '-', 1) }))
          .where('id', '=', prize.id)
          .where('stock', '>=', 1)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 1) {
          await trx
            .updateTable('lottery_draws')
            .set({ prize_id: prize.id, prize_name: prize.name, bonus_points: prize.bonus_points })
            .where('id', '=', inserted.id)
            .execute();
          if (prize.bonus_points > 0)
            ({ balance } = await changePoints(trx, {
              eid,
              userId,
              delta: prize.bonus_points,
              reason: 'lottery_prize',
              refKey: `lottery-prize:${inserted.id}`,
              now,
            }));
        }
      }
      const row = await trx
        .selectFrom('lottery_draws')
        .selectAll()
        .where('id', '=', inserted.id)
        .executeTakeFirstOrThrow();
      return { draw: presentDraw(row), balance, replayed: false };
    })
    .catch((error: unknown) => {
      if (!(error instanceof AppError) && /unique|duplicate key/i.test(String((error as Error)?.message)))
        throw new AppError(ErrorCode.DUPLICATE_SUBMISSION);
      throw error;
    });
}

export async function listDraws(scope: MallScope, page: number, pageSize: number): Promise<DrawList> {
  const base = scope.db.selectFrom('lottery_draws').where('user_id', '=', scope.userId);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { page, pageSize, total: Number(count.n), list: rows.map(presentDraw) };
}
