import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forTenant } from '../../db/tenant-scope';
import { accountUserId } from '../../test-support/lookups';

/**
 * A small history written straight into the tables, in a period far from the seed's (March 2029),
 * so the test can compare every figure with one worked out by hand (statistics.test.ts). The
 * administrator's zone is +08:00: 2029-03-09T17:00Z is 01:00 on 2029-03-10 there, one of the
 * cases where the local day is not the UTC day. Enterprise 2 gets the same kinds of rows in the
 * same days, and none of them may show in enterprise 1's figures.
 */
export const FIXTURE_NOW = Date.parse('2029-03-10T04:00:00Z');
export const FIXTURE_PERIOD = { range: 'custom', from: '2029-03-08', to: '2029-03-10' } as const;
const at = (iso: string) => Date.parse(iso);

/** A course of the enterprise the learner is not enrolled in (enrolments are one per course). */
async function freshCourse(db: Kysely<Database>, eid: number, user: number): Promise<number> {
  const scoped = forTenant(db, eid);
  const row = await scoped
    .selectFrom('courses')
    .select('id')
    .where('id', 'not in', scoped.selectFrom('course_enrolments').select('course_id').where('user_id', '=', user))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function complete(db: Kysely<Database>, eid: number, user: number, when: number): Promise<void> {
  await db
    .insertInto('course_enrolments')
    .values({
      eid,
      user_id: user,
      course_id: await freshCourse(db, eid, user),
      started_at: when - 3_600_000,
      last_studied_at: when,
      studied_seconds: 1200,
      completed_at: when,
    })
    .execute();
}

let attemptNumber = 900;
async function attempt(
  db: Kysely<Database>,
  eid: number,
  user: number,
  started: string,
  outcome: 'passed' | 'failed' | 'pending' | 'open',
): Promise<void> {
  const exam = await forTenant(db, eid).selectFrom('exams').select('id').orderBy('id').executeTakeFirstOrThrow();
  const start = at(started);
  const submitted = outcome === 'open' ? null : start + 30 * 60_000;
  await db
    .insertInto('exam_attempts')
    .values({
      eid,
      exam_id: exam.id,
      user_id: user,
      number: attemptNumber++,
      device_id: `stats-fixture-${attemptNumber}`,
      status: outcome === 'open' ? 'open' : outcome === 'pending' ? 'pending_grading' : 'scored',
      started_at: start,
      deadline_at: start + 3_600_000,
      submitted_at: submitted,
      submit_reason: submitted ? 'hand_in' : null,
      objective_score: submitted ? 50 : null,
      score: outcome === 'passed' ? 90 : outcome === 'failed' ? 40 : null,
      passed: outcome === 'passed' ? 1 : outcome === 'failed' ? 0 : null,
      graded_at: outcome === 'passed' || outcome === 'failed' ? submitted : null,
      graded_by: null,
    })
    .execute();
}

async function studied(db: Kysely<Database>, eid: number, user: number, day: string, seconds: number): Promise<void> {
  await db.insertInto('study_days').values({ eid, user_id: user, day, seconds, courses_completed: 0 }).execute();
}

async function checkedIn(db: Kysely<Database>, eid: number, user: number, day: string): Promise<void> {
  await db
    .insertInto('checkins')
    .values({ eid, user_id: user, day, streak: 1, points: 5, created_at: at(`${day}T01:00:00Z`) })
    .execute();
}

/** `db` is the raw (unscoped) test database. Returns the fixture's learners' ids. */
export async function writeStatisticsFixture(db: Kysely<Database>) {
  const learner = await accountUserId(db, 1, 'learner');
  const sales = await accountUserId(db, 1, 'sales');
  const newhire = await accountUserId(db, 1, 'newhire');
  const admin = await accountUserId(db, 1, 'admin');
  // In the period (2029-03-08 … 2029-03-10, +08:00).
  await studied(db, 1, learner, '2029-03-08', 3600);
  await studied(db, 1, learner, '2029-03-10', 1800);
  await studied(db, 1, sales, '2029-03-09', 7200);
  await studied(db, 1, newhire, '2029-03-09', 0); // a row without seconds: not activity
  await complete(db, 1, learner, at('2029-03-09T02:00:00Z')); // 03-09 10:00 local
  await complete(db, 1, sales, at('2029-03-09T17:00:00Z')); // 03-10 01:00 local
  await attempt(db, 1, learner, '2029-03-08T02:30:00Z', 'passed'); // hand-in 03-08
  await attempt(db, 1, learner, '2029-03-09T00:30:00Z', 'failed'); // hand-in 03-09
  await attempt(db, 1, sales, '2029-03-10T00:30:00Z', 'passed'); // hand-in 03-10
  await attempt(db, 1, newhire, '2029-03-09T03:00:00Z', 'pending'); // active 03-09, not scored
  await checkedIn(db, 1, newhire, '2029-03-10');
  // Before the period (the previous one is 2029-03-05 … 2029-03-07) and after it.
  await studied(db, 1, learner, '2029-03-07', 600);
  await attempt(db, 1, sales, '2029-03-06T03:00:00Z', 'open');
  await studied(db, 1, sales, '2029-03-11', 999);
  await complete(db, 1, newhire, at('2029-03-10T16:30:00Z')); // 03-11 00:30 local
  // Another enterprise, same days: never in enterprise 1's figures.
  const other = await accountUserId(db, 2, 'learner');
  await studied(db, 2, other, '2029-03-09', 5000);
  await complete(db, 2, other, at('2029-03-09T02:00:00Z'));
  await attempt(db, 2, other, '2029-03-09T02:00:00Z', 'passed');
  await checkedIn(db, 2, other, '2029-03-10');
  await db
    .insertInto('sessions')
    .values({
      token_hash: 'stats-fixture-other',
      user_id: other,
      eid: 2,
      created_at: at('2029-03-09T05:00:00Z'),
      expires_at: at('2029-04-09T05:00:00Z'),
      revoked_at: null,
    })
    .execute();
  return { learner, sales, newhire, admin, other };
}
