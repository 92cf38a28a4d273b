import { ErrorCode, type TaskCourse, type TaskState, type TasksInProgress } from '../../../protocol';
import { emitDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from '../points';
import type { Db, TrainingScope } from './training-scope';

/**
 * The task list's server side (decision 0045). Assigned courses and exams are rows of
 * task_assignments (the course and exam areas keep no due date); a course's state comes from its
 * enrolment: completed, overdue past the due date, in progress once studied, else not started.
 */
export async function taskCourses(
  scope: TrainingScope & { userId: number },
  query: { state: 'all' | TaskState; page: number; pageSize: number },
): Promise<{ page: number; pageSize: number; total: number; list: TaskCourse[] }> {
  const { now } = scope;
  const base = scope.db
    .selectFrom('task_assignments as a')
    .innerJoin('courses as c', (join) => join.onRef('c.id', '=', 'a.ref_id'))
    .leftJoin('course_enrolments as e', (join) =>
      join.onRef('e.course_id', '=', 'a.ref_id').onRef('e.user_id', '=', 'a.user_id'),
    )
    .where('a.user_id', '=', scope.userId)
    .where('a.kind', '=', 'course')
    .where((eb) => {
      const open = eb('e.completed_at', 'is', null);
      const notOverdue = eb.or([eb('a.due_at', 'is', null), eb('a.due_at', '>', now)]);
      const studied = eb('e.studied_seconds', '>', 0);
      switch (query.state) {
        case 'completed':
          return eb('e.completed_at', 'is not', null);
        case 'overdue':
          return eb.and([open, eb('a.due_at', '<=', now)]);
        case 'in_progress':
          return eb.and([open, notOverdue, studied]);
        case 'not_started':
          return eb.and([
            open,
            notOverdue,
            eb.or([eb('e.studied_seconds', 'is', null), eb('e.studied_seconds', '=', 0)]),
          ]);
        default:
          return eb.lit(true);
      }
    });
  // All of them: counted on the assignments' own index (courses are never deleted, only unpublished).
  const count =
    query.state === 'all'
      ? await scope.db
          .selectFrom('task_assignments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', scope.userId)
          .where('kind', '=', 'course')
          .executeTakeFirstOrThrow()
      : await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['a.ref_id', 'a.assigned_at', 'a.due_at', 'c.title', 'e.completed_at', 'e.studied_seconds'])
    .select((eb) =>
      eb
        .selectFrom('course_chapters as ch')
        .select((i) => i.fn.countAll<number>().as('n'))
        .whereRef('ch.course_id', '=', 'a.ref_id')
        .as('chapters'),
    )
    .select((eb) =>
      eb
        .selectFrom('chapter_progress as p')
        .select((i) => i.fn.countAll<number>().as('n'))
        .whereRef('p.course_id', '=', 'a.ref_id')
        .whereRef('p.user_id', '=', 'a.user_id')
        .where('p.completed_at', 'is not', null)
        .as('done'),
    )
    .orderBy('a.assigned_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: Number(count.n),
    list: rows.map((row) => {
      const completed = row.completed_at != null;
      const state: TaskState = completed
        ? 'completed'
        : row.due_at != null && row.due_at <= now
          ? 'overdue'
          : Number(row.studied_seconds ?? 0) > 0
            ? 'in_progress'
            : 'not_started';
      const chapters = Number(row.chapters ?? 0);
      return {
        courseId: row.ref_id,
        title: row.title,
        assignedAt: row.assigned_at,
        dueAt: row.due_at,
        state,
        progress: completed ? 100 : chapters > 0 ? Math.round((Number(row.done ?? 0) / chapters) * 100) : 0,
      };
    }),
  };
}

/**
 * Unfinished tasks of a learner per tab (roster contract: the learning centre's home uses it).
 * Courses and exams: assigned and not finished; trainings: enrolled, running or not started, not
 * completed; activities: registered, not cancelled or completed, not over.
 */
export async function tasksInProgress(db: Db, userId: number, now: number = Date.now()): Promise<TasksInProgress> {
  const courses = await db
    .selectFrom('task_assignments as a')
    .leftJoin('course_enrolments as e', (join) =>
      join.onRef('e.course_id', '=', 'a.ref_id').onRef('e.user_id', '=', 'a.user_id'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('a.user_id', '=', userId)
    .where('a.kind', '=', 'course')
    .where('e.completed_at', 'is', null)
    .executeTakeFirstOrThrow();
  const exams = await db
    .selectFrom('task_assignments as a')
    .innerJoin('exams as x', (join) => join.onRef('x.id', '=', 'a.ref_id'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('a.user_id', '=', userId)
    .where('a.kind', '=', 'exam')
    .where('x.closes_at', '>', now)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('exam_attempts as t')
            .select('t.id')
            .whereRef('t.exam_id', '=', 'a.ref_id')
            .whereRef('t.user_id', '=', 'a.user_id')
            .where('t.passed', '=', 1),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  const trainings = await db
    .selectFrom('training_enrolments as e')
    .innerJoin('trainings as t', (join) => join.onRef('t.id', '=', 'e.training_id'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('e.user_id', '=', userId)
    .where('e.completed_at', 'is', null)
    .where('t.status', '!=', 'archived')
    .where('t.ends_at', '>', now)
    .executeTakeFirstOrThrow();
  const activities = await db
    .selectFrom('activity_registrations as r')
    .innerJoin('activities as x', (join) => join.onRef('x.id', '=', 'r.activity_id'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.user_id', '=', userId)
    .where('r.cancelled_at', 'is', null)
    .where('r.completed_at', 'is', null)
    .where('x.end_at', '>', now)
    .executeTakeFirstOrThrow();
  return {
    courses: Number(courses.n),
    exams: Number(exams.n),
    trainings: Number(trainings.n),
    activities: Number(activities.n),
  };
}

/** Record an assigned course's due date (from course.assigned; assigning again keeps the first). */
export async function recordCourseAssignment(
  db: Db,
  e: { eid: number; userId: number; courseId: number; dueAt: number | null; at: number },
): Promise<void> {
  await db
    .insertInto('task_assignments')
    .values({ eid: e.eid, user_id: e.userId, kind: 'course', ref_id: e.courseId, due_at: e.dueAt, assigned_at: e.at })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'ref_id']).doNothing())
    .execute();
}

/**
 * Assign an exam to learners: each is put in the exam's audience and gets a task row, a message
 * and the examtask red point (exam.assigned) — once, however often it is assigned.
 */
export async function assignExam(
  scope: TrainingScope,
  input: { examId: number; userIds: number[]; dueAt?: number },
): Promise<number> {
  const exam = await scope.db.selectFrom('exams').select(['id']).where('id', '=', input.examId).executeTakeFirst();
  if (!exam) throw new AppError(ErrorCode.NOT_FOUND);
  const ids = [...new Set(input.userIds)];
  const members = await scope.db.selectFrom('users').select('id').where('id', 'in', ids).execute();
  if (members.length !== ids.length) throw new AppError(ErrorCode.NOT_FOUND);
  let assigned = 0;
  for (const userId of ids) {
    const made = await scope.db.transaction().execute(async (trx) => {
      await lockLearner(trx, userId);
      await trx
        .insertInto('exam_audience')
        .values({ exam_id: input.examId, eid: scope.eid, user_id: userId })
        .onConflict((oc) => oc.columns(['exam_id', 'user_id']).doNothing())
        .execute();
      const row = await trx
        .insertInto('task_assignments')
        .values({
          eid: scope.eid,
          user_id: userId,
          kind: 'exam',
          ref_id: input.examId,
          due_at: input.dueAt ?? null,
          assigned_at: scope.now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'ref_id']).doNothing())
        .executeTakeFirst();
      if (Number(row.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await emitDomainEvent(trx, {
        type: 'exam.assigned',
        eid: scope.eid,
        at: scope.now,
        examId: input.examId,
        userId,
        dueAt: input.dueAt ?? null,
      });
      return true;
    });
    if (made) assigned += 1;
  }
  return assigned;
}
