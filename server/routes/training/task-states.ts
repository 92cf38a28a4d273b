import type { Kysely, Transaction } from 'kysely';
import type { TaskState, TrainingState } from '../../../protocol';
import type { Database } from '../../db/schema';
import { moveCounter } from '../tasks';
import type { Db } from './training-scope';

/**
 * Stored states of course tasks and training enrolments (decision 0058). Every move is a
 * conditional update from the state read ("where state = old") plus the counter move, in one
 * transaction: two writers racing on one row move it once, so the counters always equal a count
 * of the rows. Time moves (a due date or a training's start or end passing) are caught up before
 * a learner's list or counts are read, and by the periodic sweep (task-sweep.ts).
 */
export async function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : (db as Kysely<Database>).transaction().execute(work);
}

export function courseTaskState(
  task: { due_at: number | null },
  enrolment: { completed_at: number | null; studied_seconds: number } | undefined,
  now: number,
): TaskState {
  if (enrolment?.completed_at != null) return 'completed';
  if (task.due_at !== null && task.due_at <= now) return 'overdue';
  return (enrolment?.studied_seconds ?? 0) > 0 ? 'in_progress' : 'not_started';
}

/** Moves one learner's course task for a course to `to` from whatever open state it is in. */
export async function moveCourseTask(
  db: Db,
  e: { eid: number; userId: number; courseId: number },
  from: readonly TaskState[],
  to: TaskState,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    for (const old of from) {
      const moved = await trx
        .updateTable('task_assignments')
        .set({ state: to })
        .where('user_id', '=', e.userId)
        .where('kind', '=', 'course')
        .where('ref_id', '=', e.courseId)
        .where('state', '=', old)
        .executeTakeFirst();
      const n = Number(moved.numUpdatedRows);
      if (n > 0) await moveCounter(trx, { eid: e.eid, userId: e.userId, list: 'course_task' }, old, to, n);
    }
  });
}

/** Open course tasks whose due time passed become overdue (an index range of the learner's own rows). */
export async function catchUpCourseTasks(db: Db, eid: number, userId: number, now: number): Promise<void> {
  const due = await db
    .selectFrom('task_assignments')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'course')
    .where('state', 'in', ['not_started', 'in_progress'])
    .where('due_at', '<=', now)
    .limit(1)
    .executeTakeFirst();
  if (!due) return;
  await inTransaction(db, async (trx) => {
    for (const old of ['not_started', 'in_progress'] as const) {
      const moved = await trx
        .updateTable('task_assignments')
        .set({ state: 'overdue' })
        .where('user_id', '=', userId)
        .where('kind', '=', 'course')
        .where('state', '=', old)
        .where('due_at', '<=', now)
        .executeTakeFirst();
      const n = Number(moved.numUpdatedRows);
      if (n > 0) await moveCounter(trx, { eid, userId, list: 'course_task' }, old, 'overdue', n);
    }
  });
}

export function enrolmentState(
  training: { status: string; starts_at: number; ends_at: number },
  completedAt: number | null,
  now: number,
): TrainingState {
  if (training.status === 'archived') return 'archived';
  if (completedAt !== null) return 'completed';
  if (now < training.starts_at) return 'not_started';
  return now >= training.ends_at ? 'ended' : 'in_progress';
}

/** Trainings that started or ended since the learner's states were last moved. */
export async function catchUpTrainings(db: Db, eid: number, userId: number, now: number): Promise<void> {
  const moves = [
    { from: 'not_started', to: 'ended', column: 'ends_at' },
    { from: 'in_progress', to: 'ended', column: 'ends_at' },
    { from: 'not_started', to: 'in_progress', column: 'starts_at' },
  ] as const;
  let any = false;
  for (const move of moves) {
    const row = await db
      .selectFrom('training_enrolments')
      .select('id')
      .where('user_id', '=', userId)
      .where('state', '=', move.from)
      .where(move.column, '<=', now)
      .limit(1)
      .executeTakeFirst();
    any ||= row !== undefined;
  }
  if (!any) return;
  await inTransaction(db, async (trx) => {
    for (const move of moves) {
      const moved = await trx
        .updateTable('training_enrolments')
        .set({ state: move.to })
        .where('user_id', '=', userId)
        .where('state', '=', move.from)
        .where(move.column, '<=', now)
        .executeTakeFirst();
      const n = Number(moved.numUpdatedRows);
      if (n > 0) await moveCounter(trx, { eid, userId, list: 'training' }, move.from, move.to, n);
    }
  });
}

/** Record an enrolment's completion (once), moving its state and count with it. */
export async function completeEnrolment(db: Db, enrolmentId: number, now: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    // A time move may change the state between the read and the write: read again and retry.
    for (let attempt = 0; attempt < 3; attempt++) {
      const row = await trx
        .selectFrom('training_enrolments')
        .select(['eid', 'user_id', 'state', 'completed_at'])
        .where('id', '=', enrolmentId)
        .executeTakeFirst();
      if (!row || row.state === 'archived' || row.completed_at !== null) return;
      const moved = await trx
        .updateTable('training_enrolments')
        .set({ completed_at: now, state: 'completed' })
        .where('id', '=', enrolmentId)
        .where('completed_at', 'is', null)
        .where('state', '=', row.state)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 1) {
        await moveCounter(trx, { eid: row.eid, userId: row.user_id, list: 'training' }, row.state, 'completed');
        return;
      }
    }
  });
}
