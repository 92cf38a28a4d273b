import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drawListSchema, drawResultSchema, ErrorCode, lotterySchema } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { pickPrize } from './lottery.service';
import { mallFixtures, newRequestId } from './mall-test-helpers';

let t: TestApp;
let f: ReturnType<typeof mallFixtures>;
let lucky: { token: string; userid: string };

beforeEach(async () => {
  t = await createTestApp();
  f = mallFixtures(t);
  lucky = await t.login('lucky');
});
afterEach(async () => t.close());

const draw = (requestId: string) => t.call('/v1/lottery/draw', { requestId }, { ...lucky, method: 'POST' });

describe('pickPrize', () => {
  it('walks the odds in order and never lands on a prize out of stock', () => {
    const prizes = [
      { id: 1, odds: 1000, stock: 1 },
      { id: 2, odds: 2000, stock: 0 },
      { id: 3, odds: 3000, stock: 5 },
    ];
    expect(pickPrize(prizes, 0)?.id).toBe(1);
    expect(pickPrize(prizes, 999)?.id).toBe(1);
    expect(pickPrize(prizes, 1000)?.id).toBe(3);
    expect(pickPrize(prizes, 3999)?.id).toBe(3);
    expect(pickPrize(prizes, 4000)).toBeNull();
    for (let roll = 0; roll < 10_000; roll += 7) expect(pickPrize(prizes, roll)?.id).not.toBe(2);
  });
});

describe('/v1/lottery/draw', () => {
  it('pays once per request id under parallel repeats and lists the draw', async () => {
    const me = await f.user('lucky');
    const requestId = newRequestId();
    const answers = await Promise.all([1, 2, 3, 4].map(() => draw(requestId)));
    for (const a of answers) expect(a.body.status, a.body.msg).toBe('Y');
    const results = answers.map((a) => drawResultSchema.parse(a.body.data));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.draw.id)).size).toBe(1);
    const { draw: drawn } = results[0]!;
    expect((await f.user('lucky')).score).toBe(me.score - 50 + drawn.bonusPoints);
    const ledger = await f.ledgerOf(me.id);
    expect(ledger.filter((l) => l.reason === 'lottery_draw')).toEqual([expect.objectContaining({ delta: -50 })]);
    expect(ledger.filter((l) => l.reason === 'lottery_prize')).toHaveLength(drawn.bonusPoints > 0 ? 1 : 0);
    const mine = drawListSchema.parse((await t.call('/v1/lottery/draw/list', {}, lucky)).body.data);
    expect(mine.list[0]).toEqual(drawn);
    expect(mine.total).toBe(4);
  });

  it('never draws a prize beyond its stock: a single prize of stock 2 is given twice in 12 draws', async () => {
    await t.db.updateTable('lottery_prizes').set({ stock: 0 }).execute();
    await t.db.updateTable('lottery_prizes').set({ stock: 2, odds: 10_000 }).where('name', '=', '定制徽章').execute();
    const answers = await Promise.all(Array.from({ length: 12 }, () => draw(newRequestId())));
    const codes = answers.map((a) => a.body.code);
    const won = answers
      .filter((a) => a.body.code === 0)
      .map((a) => drawResultSchema.parse(a.body.data).draw)
      .filter((d) => d.prizeId !== null);
    expect(won).toHaveLength(2);
    // Once it ran out every later draw is refused (nothing left to win) and charges nothing.
    expect(codes.filter((c) => c === 0)).toHaveLength(2);
    expect(codes.filter((c) => c === ErrorCode.LOTTERY_SOLD_OUT)).toHaveLength(10);
    const lottery = lotterySchema.parse((await t.call('/v1/lottery/index', {}, lucky)).body.data);
    expect(lottery.prizes.every((p) => !p.available)).toBe(true);
    const me = await f.user('lucky');
    expect((await f.ledgerOf(me.id)).filter((l) => l.reason === 'lottery_draw')).toHaveLength(2);
  });

  it('refuses short points, a closed lottery and a closed mall, changing nothing', async () => {
    const me = await f.user('lucky');
    await t.db.updateTable('users').set({ score: 20 }).where('id', '=', me.id).execute();
    expect((await draw(newRequestId())).body.code).toBe(ErrorCode.POINTS_INSUFFICIENT);
    await t.db.updateTable('users').set({ score: 500 }).where('id', '=', me.id).execute();
    await t.db.updateTable('lottery_settings').set({ enabled: 0 }).execute();
    expect((await draw(newRequestId())).body.code).toBe(ErrorCode.LOTTERY_CLOSED);
    await t.db.updateTable('lottery_settings').set({ enabled: 1 }).execute();
    await t.db.updateTable('enterprises').set({ you_fen_mall_switch: 'N' }).where('id', '=', 1).execute();
    expect((await draw(newRequestId())).body.code).toBe(ErrorCode.MALL_CLOSED);
    expect((await f.user('lucky')).score).toBe(500);
    expect(await t.db.selectFrom('lottery_draws').select('id').where('user_id', '=', me.id).execute()).toHaveLength(3);
  });
});
