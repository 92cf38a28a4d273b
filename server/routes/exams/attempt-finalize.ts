import type { Kysely, Transaction } from 'kysely';
import { EXAM_LIMITS, type SubmitReason } from '../../../protocol';
import type { Database } from '../../db/schema';
import { emitDomainEvent } from '../../lib/domain-events';
import { parseJsonList, parseStringList } from '../../lib/json-list';
import { paperOf } from './exam-scope';
import type { AttemptRow, ExamRow } from './exam-state';
import { isAnswered, roundScore, scoreQuestion } from './scoring';
import { forUpdate } from '../../db/engine';
import { crossTenant, forTenant } from '../../db/tenant-scope';

/**
 * Hand in an attempt and score it from what is saved (decision 0026 "Scoring"). The one path of
 * every hand-in — the learner's, the overdue close, switch and face limits. Idempotent: an
 * attempt that is no longer open is returned as it is, and the status update is guarded by
 * `status = 'open'`, so parallel or replayed hand-ins score once and emit one event.
 */
export async function finalizeAttempt(
  trx: Transaction<Database>,
  exam: ExamRow,
  attempt: AttemptRow,
  reason: SubmitReason,
  now: number,
): Promise<{ attempt: AttemptRow; first: boolean }> {
  if (attempt.status !== 'open') return { attempt, first: false };
  const paper = await paperOf(trx, exam);
  const saved = await trx
    .selectFrom('exam_answers')
    .select(['question_id', 'answer', 'attachments'])
    .where('attempt_id', '=', attempt.id)
    .execute();
  const byQuestion = new Map(saved.map((s) => [s.question_id, s]));

  let total = 0;
  let pending = false;
  const wrong: number[] = [];
  for (const question of paper) {
    const row = byQuestion.get(question.id);
    const values = row ? parseStringList(row.answer) : [];
    const attachments = row ? parseJsonList(row.attachments).length : 0;
    let result = scoreQuestion(question, values);
    // An essay left empty needs no grader: it scores 0.
    if (question.type === 'essay' && !isAnswered(values, attachments)) result = { score: 0, correct: false };
    if (result.score === null) pending = true;
    total += result.score ?? 0;
    if (result.correct === false && question.type !== 'essay') wrong.push(question.id);
    const marks = { score: result.score, correct: result.correct === null ? null : result.correct ? 1 : 0 };
    if (row) {
      await trx
        .updateTable('exam_answers')
        .set(marks)
        .where('attempt_id', '=', attempt.id)
        .where('question_id', '=', question.id)
        .execute();
    } else {
      // Unanswered questions get a row too, so results and grading read one table.
      await trx
        .insertInto('exam_answers')
        .values({
          attempt_id: attempt.id,
          question_id: question.id,
          eid: attempt.eid,
          answer: '[]',
          attachments: '[]',
          seq: 0,
          saved_at: now,
          ...marks,
        })
        .execute();
    }
  }

  const objective = roundScore(total);
  const submittedAt = reason === 'overdue' ? Math.min(now, attempt.deadline_at + EXAM_LIMITS.graceMs) : now;
  const update = await trx
    .updateTable('exam_attempts')
    .set({
      status: pending ? 'pending_grading' : 'scored',
      submitted_at: submittedAt,
      submit_reason: reason,
      objective_score: objective,
      score: pending ? null : objective,
      passed: pending ? null : objective >= exam.pass_score ? 1 : 0,
    })
    .where('id', '=', attempt.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  const fresh = await trx
    .selectFrom('exam_attempts')
    .selectAll()
    .where('id', '=', attempt.id)
    .executeTakeFirstOrThrow();
  if (Number(update.numUpdatedRows) === 0) return { attempt: fresh, first: false };

  await emitDomainEvent(trx, {
    type: 'exam.attempt.scored',
    eid: attempt.eid,
    at: now,
    examId: exam.id,
    attemptId: attempt.id,
    userId: attempt.user_id,
    examName: exam.name,
    wrongQuestionIds: wrong,
    pendingGrading: pending,
  });
  return { attempt: fresh, first: true };
}

/** Past its deadline plus grace, an open attempt takes no more answers. */
export function isOverdue(attempt: Pick<AttemptRow, 'status' | 'deadline_at'>, now: number): boolean {
  return attempt.status === 'open' && now > attempt.deadline_at + EXAM_LIMITS.graceMs;
}

/**
 * Close the caller's overdue attempts of one exam (or one attempt) before a read shows them:
 * "any read touching it" closes it, so nobody sees an attempt open past its time.
 */
export async function closeOverdueOf(
  db: Kysely<Database>,
  filter: { userId: number; examId?: number; attemptId?: number },
  now: number,
): Promise<void> {
  let query = db
    .selectFrom('exam_attempts')
    .select('id')
    .where('user_id', '=', filter.userId)
    .where('status', '=', 'open')
    .where('deadline_at', '<', now - EXAM_LIMITS.graceMs);
  if (filter.examId !== undefined) query = query.where('exam_id', '=', filter.examId);
  if (filter.attemptId !== undefined) query = query.where('id', '=', filter.attemptId);
  const overdue = await query.execute();
  for (const { id } of overdue) await closeOneOverdue(db, id, now);
}

async function closeOneOverdue(db: Kysely<Database>, attemptId: number, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Locked like every other write to an attempt (exam-scope ownAttempt): a save in flight finishes first.
    const attempt = await trx
      .selectFrom('exam_attempts')
      .selectAll()
      .where('id', '=', attemptId)
      .$call((q) => forUpdate(trx, q))
      .executeTakeFirst();
    if (!attempt || !isOverdue(attempt, now)) return false;
    const exam = await trx.selectFrom('exams').selectAll().where('id', '=', attempt.exam_id).executeTakeFirstOrThrow();
    return (await finalizeAttempt(trx, exam, attempt, 'overdue', now)).first;
  });
}

/** The periodic sweep: every attempt of every enterprise left open past deadline + grace. Returns how many were closed. */
export async function closeOverdueAttempts(db: Kysely<Database>, now: number): Promise<number> {
  // Found across enterprises, each closed in its own enterprise's scope (decision 0033).
  const overdue = await crossTenant(db)
    .selectFrom('exam_attempts')
    .select(['id', 'eid'])
    .where('status', '=', 'open')
    .where('deadline_at', '<', now - EXAM_LIMITS.graceMs)
    .limit(500)
    .execute();
  let closed = 0;
  for (const { id, eid } of overdue) if (await closeOneOverdue(forTenant(db, eid), id, now)) closed += 1;
  return closed;
}
