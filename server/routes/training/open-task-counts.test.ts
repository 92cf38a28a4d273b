import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../../test-support/test-app';
import { COUNT_SOURCES_0049 } from '../../db/count-sources-0049';
import { copyRow, pick, recountedCounts, storedCounts, tenantRowIds } from '../../db/list-counts-test-support';
import { forTenant } from '../../db/tenant-scope';
import type { Database } from '../../db/schema';
import { openTaskCounts } from './open-task-counts';
import { countedOpenActivities, countedOpenExams } from './open-task-counts-reference';

/*
 * Migration 0049 (decision 0067): the task tab counts' exams and activities, read from counters by
 * time bucket, equal the COUNT(*) they replaced — after the seed, after sequential writes of every
 * kind (assignments, passing, regrading and deleting attempts, closing times moved, registrations,
 * cancellations, completions, activity ends moved) and after parallel transactions — at instants on
 * and beside every end and bucket edge, for every learner, on SQLite and PostgreSQL.
 */
let db: Kysely<Database>;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await seededDatabase());
}, 60_000);
afterAll(async () => {
  await db.destroy();
  await drop();
});

// Ends on and beside the 100-second, 1 000-second and day bucket edges, past and future.
const BASE = 1_900_000_000_000;
const ENDS = [BASE, BASE - 1, BASE + 1, BASE + 99_999, BASE + 100_000, BASE + 1_000_000, BASE + 86_400_000, BASE - 5e9];

async function expectExact(): Promise<void> {
  for (const list of ['exam_tasks', 'activity_tasks'])
    expect(await storedCounts(db, list), list).toEqual(await recountedCounts(db, COUNT_SOURCES_0049, list));
  const scoped = forTenant(db, 1);
  const instants = new Set<number>([0, Date.now()]);
  const ends = [
    ...(await scoped.selectFrom('exams').select('closes_at as at').execute()),
    ...(await scoped.selectFrom('activities').select('end_at as at').execute()),
  ];
  for (const { at } of ends) for (const d of [-1, 0, 1]) instants.add(Number(at) + d);
  const users = await tenantRowIds(db, 'users');
  let seen = 0;
  for (const userId of users)
    for (const now of instants) {
      const exams = await countedOpenExams(scoped, userId, now);
      const activities = await countedOpenActivities(scoped, userId, now);
      seen += exams + activities;
      expect(await openTaskCounts(scoped, userId, now), `user ${userId} at ${now}`).toEqual({ exams, activities });
    }
  expect(seen).toBeGreaterThan(0); // the comparison saw open items, not only zeros
}

/** One round of writes of every kind, in one transaction (run one after another). */
async function writeRound(trx: Kysely<Database>, i: number): Promise<void> {
  const users = await tenantRowIds(trx, 'users');
  const user = pick(users, i);
  const exam = await copyRow(trx, 'exams', pick(await tenantRowIds(trx, 'exams'), i), { closes_at: pick(ENDS, i) });
  for (const u of [user, pick(users, i + 1)])
    await sql`INSERT INTO task_assignments (eid, user_id, kind, ref_id, due_at, assigned_at, state)
      VALUES (1, ${u}, 'exam', ${exam}, NULL, ${i}, 'open') ON CONFLICT DO NOTHING`.execute(trx);
  const attempts = await tenantRowIds(trx, 'exam_attempts');
  const first = await copyRow(trx, 'exam_attempts', pick(attempts, i), {
    exam_id: exam,
    user_id: user,
    number: 1,
    passed: i % 3 === 0 ? 1 : 0,
  });
  const second = await copyRow(trx, 'exam_attempts', pick(attempts, i), {
    exam_id: exam,
    user_id: user,
    number: 2,
    passed: null,
  });
  await sql`UPDATE exam_attempts SET passed = ${pick([1, 0, null], i)} WHERE id = ${second}`.execute(trx);
  if (i % 2) await sql`UPDATE exam_attempts SET passed = 0 WHERE id = ${first}`.execute(trx); // regraded
  if (i % 4 === 3) await sql`DELETE FROM exam_attempts WHERE id = ${second}`.execute(trx);
  await sql`UPDATE exams SET closes_at = ${pick(ENDS, i + 3)} WHERE id = ${exam}`.execute(trx);
  // Assigned after passing: a passed attempt of another learner, then the task.
  const other = pick(users, i + 2);
  await copyRow(trx, 'exam_attempts', pick(attempts, i), { exam_id: exam, user_id: other, number: 1, passed: 1 });
  await sql`INSERT INTO task_assignments (eid, user_id, kind, ref_id, due_at, assigned_at, state)
    VALUES (1, ${other}, 'exam', ${exam}, NULL, ${i}, 'open') ON CONFLICT DO NOTHING`.execute(trx);
  if (i % 5 === 4) await sql`DELETE FROM task_assignments WHERE ref_id = ${exam} AND user_id = ${user}`.execute(trx);

  const activity = await copyRow(trx, 'activities', pick(await tenantRowIds(trx, 'activities'), i), {
    title: `ot-${i}`,
    end_at: pick(ENDS, i + 1),
  });
  const registrations = await tenantRowIds(trx, 'activity_registrations');
  const regs: number[] = [];
  for (const u of [user, pick(users, i + 1), other])
    regs.push(
      await copyRow(trx, 'activity_registrations', pick(registrations, i), {
        activity_id: activity,
        user_id: u,
        cancelled_at: null,
        completed_at: null,
      }),
    );
  await sql`UPDATE activity_registrations SET cancelled_at = ${BASE} WHERE id = ${regs[0]!}`.execute(trx);
  if (i % 2) await sql`UPDATE activity_registrations SET cancelled_at = NULL WHERE id = ${regs[0]!}`.execute(trx);
  await sql`UPDATE activity_registrations SET completed_at = ${BASE} WHERE id = ${regs[1]!}`.execute(trx);
  await sql`UPDATE activities SET end_at = ${pick(ENDS, i + 5)} WHERE id = ${activity}`.execute(trx);
  if (i % 3 === 2) await sql`DELETE FROM activity_registrations WHERE id = ${regs[2]!}`.execute(trx);
}

/** One counted write in its own transaction, as the services write; 24 side by side. */
async function oneWrite(trx: Kysely<Database>, i: number): Promise<void> {
  const users = await tenantRowIds(trx, 'users');
  const user = pick(users, i);
  if (i % 4 === 0) {
    const exam = pick(await tenantRowIds(trx, 'exams'), i);
    await sql`INSERT INTO task_assignments (eid, user_id, kind, ref_id, due_at, assigned_at, state)
      VALUES (1, ${user}, 'exam', ${exam}, NULL, ${i}, 'open') ON CONFLICT DO NOTHING`.execute(trx);
  } else if (i % 4 === 1) {
    await sql`UPDATE exam_attempts SET passed = ${i % 8 === 1 ? 1 : 0} WHERE id = ${pick(await tenantRowIds(trx, 'exam_attempts'), i)}`.execute(
      trx,
    );
  } else if (i % 4 === 2) {
    const activity = pick(await tenantRowIds(trx, 'activities'), i);
    await sql`INSERT INTO activity_registrations (eid, activity_id, user_id, registered_at)
      VALUES (1, ${activity}, ${user}, ${i}) ON CONFLICT DO NOTHING`.execute(trx);
  } else {
    await sql`UPDATE activity_registrations SET cancelled_at = ${i % 8 === 3 ? BASE : null}
      WHERE id = ${pick(await tenantRowIds(trx, 'activity_registrations'), i)}`.execute(trx);
  }
}

describe('task tab counts of exams and activities (migration 0049)', () => {
  it('equal COUNT(*) after the seed', async () => {
    await expectExact();
  });

  it('equal COUNT(*) after sequential writes of every kind', async () => {
    for (let i = 0; i < 8; i++) await db.transaction().execute((trx) => writeRound(trx, i));
    await expectExact();
  });

  it('equal COUNT(*) after parallel transactions writing the same counters', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 24 }, (_, i) => db.transaction().execute((trx) => oneWrite(trx, i))),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    await expectExact();
  });
});
