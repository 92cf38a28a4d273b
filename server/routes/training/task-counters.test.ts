import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { forTenant } from '../../db/tenant-scope';
import { emitDomainEvent } from '../../lib/domain-events';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { auditCounters } from '../tasks';
import { myTrainings } from './my-trainings.service';
import { completeEnrolment } from './task-states';
import { recordCourseAssignment, taskCourses, tasksInProgress } from './tasks.service';
import { enrolLearners } from './training.service';

/**
 * Decision 0058: after a sequence of writes — several of them at once, and time passing — every
 * counter equals a COUNT(*) of the rows, and every stored state equals the state its sources give.
 */
const DAY = 86_400_000;
let t: TestApp;
let db: Kysely<Database>;

beforeEach(async () => {
  t = await createTestApp();
  db = forTenant(t.db, 1);
});
afterEach(async () => {
  await t.close();
});

async function expectCountersExact(): Promise<void> {
  for (const audit of await auditCounters(forTenant(t.db, 1))) expect(audit.kept, audit.list).toEqual(audit.counted);
}

/** Stored states against their sources at `now` (after the catch-up the reads make). */
async function expectStatesTrue(now: number): Promise<void> {
  const wrongTasks = await sql<{ id: number }>`select a.id from task_assignments a
    left join course_enrolments e on e.course_id = a.ref_id and e.user_id = a.user_id
    where a.eid = 1 and a.kind = 'course' and a.state <> case
      when e.completed_at is not null then 'completed'
      when a.due_at is not null and a.due_at <= ${now} then 'overdue'
      when e.studied_seconds > 0 then 'in_progress' else 'not_started' end`.execute(t.db);
  expect(wrongTasks.rows).toEqual([]);
  const wrongTrainings = await sql<{ id: number }>`select e.id from training_enrolments e
    join trainings t on t.id = e.training_id
    where e.eid = 1 and e.state <> case when t.status = 'archived' then 'archived'
      when e.completed_at is not null then 'completed' when ${now} < t.starts_at then 'not_started'
      when ${now} >= t.ends_at then 'ended' else 'in_progress' end`.execute(t.db);
  expect(wrongTrainings.rows).toEqual([]);
}

describe('course task and training counters (decision 0058)', () => {
  it('equal COUNT(*) after assignments, study, completion, enrolment and time passing, several at once', async () => {
    const now = t.clock.now();
    const learner = await db
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'learner')
      .executeTakeFirstOrThrow();
    const sales = await db.selectFrom('users').select('id').where('account', '=', 'sales').executeTakeFirstOrThrow();
    const users = [learner.id, sales.id];
    await expectCountersExact();

    // Courses assigned at once, each twice, with due dates passed, soon, later and none.
    const courses = await db.selectFrom('courses').select('id').orderBy('id').limit(6).execute();
    const dues = [now - DAY, now + DAY, now + 3 * DAY, null, now + 10 * DAY, now + 2 * DAY];
    await Promise.all(
      courses.flatMap((c, k) =>
        users.flatMap((userId) =>
          [0, 1].map(() => recordCourseAssignment(db, { eid: 1, userId, courseId: c.id, dueAt: dues[k]!, at: now })),
        ),
      ),
    );
    await expectCountersExact();

    // The sales learner studies and finishes courses; started and finished events race each other.
    const study = (courseId: number, completed: boolean) =>
      t.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('course_enrolments')
          .values({ eid: 1, user_id: sales.id, course_id: courseId, started_at: now, last_studied_at: now })
          .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
          .execute();
        await trx
          .updateTable('course_enrolments')
          .set({ studied_seconds: 30, ...(completed ? { completed_at: now } : {}) })
          .where('user_id', '=', sales.id)
          .where('course_id', '=', courseId)
          .execute();
        const event = { eid: 1, at: now, courseId, userId: sales.id };
        await emitDomainEvent(trx, { type: 'course.study.started', ...event });
        if (completed) await emitDomainEvent(trx, { type: 'course.completed', ...event });
      });
    await Promise.all([
      study(courses[1]!.id, false),
      study(courses[2]!.id, true),
      study(courses[2]!.id, true),
      study(courses[0]!.id, true),
    ]);
    await expectCountersExact();
    await expectStatesTrue(now);

    // Trainings: the same learners enrolled twice at once; one enrolment completed twice at once.
    const trainings = await db
      .selectFrom('trainings')
      .select('id')
      .where('status', '=', 'published')
      .where('ends_at', '>', now + 5 * DAY)
      .orderBy('id')
      .limit(2)
      .execute();
    const scope = { db, eid: 1, userId: null, now, language: 'en_us' as const };
    await Promise.all(
      trainings.flatMap((tr) => [enrolLearners(scope, tr.id, users), enrolLearners(scope, tr.id, users)]),
    );
    const enrolment = await db
      .selectFrom('training_enrolments')
      .select('id')
      .where('user_id', '=', sales.id)
      .where('training_id', '=', trainings[0]!.id)
      .executeTakeFirstOrThrow();
    await Promise.all([completeEnrolment(db, enrolment.id, now), completeEnrolment(db, enrolment.id, now)]);
    await expectCountersExact();

    // Time passes: due dates and training ends go by; the reads catch up, several at once.
    const later = now + 400 * DAY;
    const at = (userId: number) => ({ db, eid: 1, userId, now: later, language: 'en_us' as const });
    await Promise.all(
      users.flatMap((userId) => [
        taskCourses(at(userId), { state: 'overdue', page: 1, pageSize: 10 }),
        tasksInProgress(db, userId, later),
        myTrainings(at(userId), { state: 'ended', page: 1, pageSize: 10 }),
        completeEnrolment(db, enrolment.id, later),
      ]),
    );
    await expectCountersExact();
    await expectStatesTrue(later);

    // What the lists answer is the counters: the totals equal the rows listed.
    const overdue = await taskCourses(at(sales.id), { state: 'overdue', page: 1, pageSize: 50 });
    expect(overdue.total).toBeGreaterThan(0);
    expect(overdue.total).toBe(overdue.list.length);
    expect(overdue.list.every((task) => task.state === 'overdue')).toBe(true);
    const ended = await myTrainings(at(sales.id), { state: 'ended', page: 1, pageSize: 50 });
    expect(ended.total).toBe(ended.list.length);
    expect(ended.list.every((training) => training.state === 'ended')).toBe(true);
  });
});
