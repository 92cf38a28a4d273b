import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ranking, RankingMenu } from '../../../protocol';
import type { TestApp } from '../../test-support/test-app';
import { dailyLoopApp, userIdOf } from './daily-loop-test-helpers';

describe('rankings', () => {
  let t: TestApp;
  let learner: { token: string; userid: string };
  const rank = async (params: Record<string, string>) =>
    (await t.call('apiStudyhall/rankByWeek', params, { ...learner })).body.data as Ranking;

  beforeAll(async () => {
    t = await dailyLoopApp(Date.now());
    learner = await t.login('learner');
    // A rival of another tenant with a huge score and study time must never appear.
    const visitor = await userIdOf(t, 2, 'visitor');
    await t.db.updateTable('users').set({ score: 10_000_000, credit: 9999 }).where('id', '=', visitor).execute();
    await t.db
      .insertInto('study_days')
      .values({ eid: 2, user_id: visitor, day: '2026-11-23', seconds: 10_000_000, courses_completed: 50 })
      .execute();
  });
  afterAll(() => t.close());

  it('lists the kinds as icon tabs', async () => {
    const menu = (await t.call('apiStudyhall/rankByWeek/getIconMenu', {}, { ...learner })).body.data as RankingMenu;
    expect(menu.list.map((m) => m.kind)).toEqual(['points', 'hours', 'credits', 'courses']);
    expect(menu.hasDepartment).toBe(true);
  });

  it('orders total points by users.score within the enterprise and shows the learner even outside the top list', async () => {
    const ranking = await rank({ kind: 'points', period: 'total', size: '3' });
    const scores = await t.db
      .selectFrom('users')
      .select(['id', 'score'])
      .where('eid', '=', 1)
      .orderBy('score', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(ranking.list.map((r) => Number(r.userid))).toEqual(scores.slice(0, 3).map((s) => s.id));
    expect(ranking.list.some((r) => r.username === 'Alex Morgan')).toBe(false);
    const mine = scores.find((s) => s.id === Number(learner.userid))!;
    const ahead = scores.filter((s) => s.score > mine.score).length;
    expect(ahead).toBeGreaterThanOrEqual(3);
    expect(ranking.meInList).toBe(false);
    expect(ranking.me).toMatchObject({ userid: learner.userid, rank: ahead + 1, value: mine.score });
  });

  it('sums this week’s study seconds, and by department only the learner’s colleagues', async () => {
    const all = await rank({ kind: 'hours', period: 'week', size: '100' });
    const expected = await t.db
      .selectFrom('study_days')
      .select(['user_id', (eb) => eb.fn.sum<number>('seconds').as('s')])
      .where('eid', '=', 1)
      .where('day', '>=', all.weekStart)
      .where('day', '<=', all.weekEnd)
      .groupBy('user_id')
      .execute();
    expect(all.list.length).toBe(expected.filter((e) => Number(e.s) > 0).length);
    expect(all.list.every((r, i) => i === 0 || all.list[i - 1]!.value >= r.value)).toBe(true);
    for (const row of all.list)
      expect(row.value).toBe(Number(expected.find((e) => e.user_id === Number(row.userid))!.s));

    const department = await rank({ kind: 'hours', period: 'week', scope: 'department', size: '100' });
    const me = await t.db
      .selectFrom('users')
      .select('department_id')
      .where('id', '=', Number(learner.userid))
      .executeTakeFirstOrThrow();
    const colleagues = new Set(
      (await t.db.selectFrom('users').select('id').where('department_id', '=', me.department_id).execute()).map((u) =>
        String(u.id),
      ),
    );
    expect(department.list.length).toBeGreaterThan(0);
    expect(department.list.length).toBeLessThan(all.list.length);
    expect(department.list.every((r) => colleagues.has(r.userid))).toBe(true);
    expect(department.departmentName).toBe('Product');
  });

  it('ranks total courses and hours from the learner totals the triggers keep', async () => {
    const hours = await rank({ kind: 'hours', period: 'total', size: '100' });
    const sums = await t.db
      .selectFrom('study_days')
      .select(['user_id', (eb) => eb.fn.sum<number>('seconds').as('s')])
      .where('eid', '=', 1)
      .groupBy('user_id')
      .execute();
    for (const row of hours.list) expect(row.value).toBe(Number(sums.find((s) => s.user_id === Number(row.userid))!.s));
    expect(hours.list.some((r) => r.username === 'Alex Morgan')).toBe(false);
    const courses = await rank({ kind: 'courses', period: 'total', size: '100' });
    expect(courses.list.every((r) => r.value > 0)).toBe(true);
  });

  it('ranks this week’s credits from courses completed this week, and refuses a bad kind', async () => {
    const course = await t.db
      .selectFrom('courses')
      .select(['id', 'credits'])
      .where('eid', '=', 1)
      .where('credits', '>', 0)
      .executeTakeFirstOrThrow();
    const sales = await userIdOf(t, 1, 'sales');
    await t.db
      .insertInto('course_enrolments')
      .values({
        eid: 1,
        user_id: sales,
        course_id: course.id,
        started_at: t.clock.now(),
        last_studied_at: t.clock.now(),
        last_chapter_id: null,
        completed_at: t.clock.now(),
        access_expires_at: null,
      })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doUpdateSet({ completed_at: t.clock.now() }))
      .execute();
    const credits = await rank({ kind: 'credits', period: 'week' });
    expect(credits.list.find((r) => Number(r.userid) === sales)?.value).toBeGreaterThanOrEqual(course.credits);
    const bad = await t.call('apiStudyhall/rankByWeek', { kind: 'karma' }, { ...learner });
    expect(bad.body.status).not.toBe('Y');
  });
});
