import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { learningOverviewSchema, OVERVIEW_WEEKS } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { forTenant } from '../../db/tenant-scope';
import { countCertificates } from '../homework';
import { tasksInProgress } from '../training';
import { lastMondays } from './overview.service';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

describe('lastMondays', () => {
  it('ends on the Monday of the given day, a week apart, oldest first', () => {
    expect(lastMondays('2026-11-26', 3)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(lastMondays('2026-11-23', 1)).toEqual(['2026-11-23']);
  });
});

describe('/v1/my/overview', () => {
  it('sums the learner’s study time, weeks and rank from study_days, with credits and points of the user', async () => {
    const learner = await t.login('learner');
    const me = await t.db
      .selectFrom('users')
      .select(['id', 'score', 'credit'])
      .where('id', '=', Number(learner.userid))
      .executeTakeFirstOrThrow();
    // Two days of this week and one three weeks ago, on top of the seed's days.
    const today = new Date(t.clock.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const [, , , threeAgo, , , , , , , , thisWeek] = lastMondays(today, OVERVIEW_WEEKS);
    await t.db.deleteFrom('study_days').where('user_id', '=', me.id).execute();
    await t.db
      .insertInto('study_days')
      .values([
        { eid: 1, user_id: me.id, day: thisWeek!, seconds: 3600 },
        { eid: 1, user_id: me.id, day: today, seconds: today === thisWeek ? 0 : 1800 },
        { eid: 1, user_id: me.id, day: threeAgo!, seconds: 7200 },
      ])
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .execute();
    const { body } = await t.call('/v1/my/overview', {}, learner);
    expect(body.status, body.msg).toBe('Y');
    const overview = learningOverviewSchema.parse(body.data);
    const mine = today === thisWeek ? 3600 : 5400;
    expect(overview).toMatchObject({
      studySeconds: mine + 7200,
      points: me.score,
      credits: me.credit,
    });
    // From the homework and training areas, as their index answers for this learner.
    const db = forTenant(t.db, 1);
    expect(overview.certificates).toEqual(await countCertificates(db, me.id, t.clock.now()));
    expect(overview.tasksInProgress).toEqual(await tasksInProgress(db, me.id, t.clock.now()));
    expect(overview.weeks).toHaveLength(OVERVIEW_WEEKS);
    expect(overview.weeks.at(-1)).toEqual({ week: thisWeek, seconds: mine });
    expect(overview.weeks[3]).toEqual({ week: threeAgo, seconds: 7200 });
    const totals = await t.db
      .selectFrom('study_days')
      .select(['user_id', (eb) => eb.fn.sum<number>('seconds').as('s')])
      .where('eid', '=', 1)
      .groupBy('user_id')
      .execute();
    const studied = totals.filter((r) => Number(r.s) > 0);
    expect(overview.rankTotal).toBe(studied.length);
    expect(overview.rank).toBe(studied.filter((r) => Number(r.s) > mine + 7200).length + 1);
  });

  it('answers a learner who never studied with rank 0 and empty weeks', async () => {
    const lucky = await t.login('lucky');
    const overview = learningOverviewSchema.parse((await t.call('/v1/my/overview', {}, lucky)).body.data);
    expect(overview).toMatchObject({ studySeconds: 0, studyHours: 0, rank: 0, points: 2000 });
    expect(overview.weeks.every((w) => w.seconds === 0)).toBe(true);
  });
});
