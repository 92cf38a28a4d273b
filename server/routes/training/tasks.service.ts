import { ErrorCode, type TaskCourse, type TaskState, type TasksInProgress } from '../../../protocol';
import { emitDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from '../points';
import { moveCounter, readCounters, sumOf } from '../tasks';
import { catchUpCourseTasks, catchUpTrainings, courseTaskState, inTransaction, moveCourseTask } from './task-states';
import type { Db, TrainingScope } from './training-scope';
import { visibleTrainingCounts } from './hidden-trainings';
import { openTaskCounts } from './open-task-counts';

const COURSE_TASK_STATES = ['not_started', 'in_progress', 'overdue', 'completed'] as const;

/**
 * The task list's server side (decision 0045). Assigned courses and exams are rows of
 * task_assignments (the course and exam areas keep no due date); a course task's state (completed,
 * overdue past the due date, in progress once studied, else not started) is stored on the row and
 * moved with its enrolment and its due time (decision 0058), so a state's page reads one index
 * range and its total one counter.
 */
export async function taskCourses(
  scope: TrainingScope & { userId: number },
  query: { state: 'all' | TaskState; page: number; pageSize: number },
): Promise<{ page: number; pageSize: number; total: number; list: TaskCourse[] }> {
  const { now } = scope;
  await catchUpCourseTasks(scope.db, scope.eid, scope.userId, now);
  let base = scope.db
    .selectFrom('task_assignments as a')
    .innerJoin('courses as c', (join) => join.onRef('c.id', '=', 'a.ref_id'))
    .where('a.user_id', '=', scope.userId)
    .where('a.kind', '=', 'course');
  if (query.state !== 'all') base = base.where('a.state', '=', query.state);
  const counters = await readCounters(scope.db, scope.userId, 'course_task');
  const total = query.state === 'all' ? sumOf(counters, COURSE_TASK_STATES) : (counters[query.state] ?? 0);
  const rows = await base
    .select(['a.ref_id', 'a.assigned_at', 'a.due_at', 'a.state', 'c.title'])
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
    total,
    list: rows.map((row) => {
      const state = row.state as TaskState;
      const completed = state === 'completed';
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
 * Unfinished tasks of a learner per tab (courses and trainings from the learner's counters,
 * decision 0058; exams and activities from counters by time bucket, decision 0067) (roster
 * contract: the learning centre's home uses it).
 * Courses and exams: assigned and not finished; trainings: enrolled, running or not started, not
 * completed; activities: registered, not cancelled or completed, not over.
 */
export async function tasksInProgress(db: Db, userId: number, now: number = Date.now()): Promise<TasksInProgress> {
  const user = await db.selectFrom('users').select('eid').where('id', '=', userId).executeTakeFirst();
  if (user) {
    await catchUpCourseTasks(db, user.eid, userId, now);
    await catchUpTrainings(db, user.eid, userId, now);
  }
  const courseCounts = await readCounters(db, userId, 'course_task');
  const trainingCounts = await visibleTrainingCounts(db, userId);
  const { exams, activities } = await openTaskCounts(db, userId, now);
  return {
    courses: sumOf(courseCounts, ['not_started', 'in_progress', 'overdue']),
    exams,
    trainings: sumOf(trainingCounts, ['not_started', 'in_progress']),
    activities,
  };
}

/**
 * Record an assigned course's due date (from course.assigned; assigning again keeps the first),
 * in the state its enrolment and due date give, counted in the same transaction.
 */
export async function recordCourseAssignment(
  db: Db,
  e: { eid: number; userId: number; courseId: number; dueAt: number | null; at: number },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const enrolment = await trx
      .selectFrom('course_enrolments')
      .select(['completed_at', 'studied_seconds'])
      .where('user_id', '=', e.userId)
      .where('course_id', '=', e.courseId)
      .executeTakeFirst();
    const state = courseTaskState({ due_at: e.dueAt }, enrolment, e.at);
    const row = await trx
      .insertInto('task_assignments')
      .values({
        eid: e.eid,
        user_id: e.userId,
        kind: 'course',
        ref_id: e.courseId,
        due_at: e.dueAt,
        assigned_at: e.at,
        state,
      })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'ref_id']).doNothing())
      .executeTakeFirst();
    if (Number(row.numInsertedOrUpdatedRows ?? 0) === 1)
      await moveCounter(trx, { eid: e.eid, userId: e.userId, list: 'course_task' }, null, state);
  });
}

/** The learner studied an assigned course for the first time, or finished it. */
export async function onCourseStarted(db: Db, e: { eid: number; userId: number; courseId: number }): Promise<void> {
  await moveCourseTask(db, e, ['not_started'], 'in_progress');
}
export async function onCourseCompleted(db: Db, e: { eid: number; userId: number; courseId: number }): Promise<void> {
  await moveCourseTask(db, e, ['not_started', 'in_progress', 'overdue'], 'completed');
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
          state: 'open',
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
