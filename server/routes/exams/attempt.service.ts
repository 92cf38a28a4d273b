import {
  ErrorCode,
  EXAM_LIMITS,
  type AnswerInput,
  type ExamPaper,
  type SaveAnswers,
  type SubmitResult,
} from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import { closeOverdueOf, finalizeAttempt, isOverdue } from './attempt-finalize';
import { savedAnswers, storeAnswers } from './attempt-answers';
import { attemptToSave, paperPart, savedAnswersOf } from './attempt-save-queries';
import { examOfAttempt, ownAttempt, paperOf, type ExamScope } from './exam-scope';
import type { AttemptRow } from './exam-state';
import { isAnswered } from './scoring';

type Answer = Required<AnswerInput>;

/** The caller's attempt after closing it if it is overdue (a read touching it closes it). */
export async function currentAttempt(scope: ExamScope, attemptId: number): Promise<AttemptRow> {
  const { db, eid, userId, now } = scope;
  const attempt = await ownAttempt(db, eid, userId, attemptId);
  if (!isOverdue(attempt, now)) return attempt;
  await closeOverdueOf(db, { userId, attemptId }, now);
  return ownAttempt(db, eid, userId, attemptId);
}

/** apiExamnew/getExamQuestion: the paper without answers, what is saved, and the server's clock. */
export async function examPaper(scope: ExamScope, attemptId: number): Promise<ExamPaper> {
  const attempt = await currentAttempt(scope, attemptId);
  const exam = await examOfAttempt(scope.db, attempt);
  const paper = await paperOf(scope.db, exam);
  return {
    attemptId: attempt.id,
    examId: exam.id,
    examName: exam.name,
    makeup: attempt.makeup === 1,
    questions: paper.map((q) => ({
      id: q.id,
      type: q.type,
      stem: q.stem,
      options: q.options,
      blanks: q.blanks,
      score: q.score,
      required: exam.required_rule === 'all' || (exam.required_rule === 'marked' && q.required),
    })),
    answers: await savedAnswers(scope.db, attempt),
    startedAt: attempt.started_at,
    deadlineAt: attempt.deadline_at,
    graceMs: EXAM_LIMITS.graceMs,
    serverNow: scope.now,
    status: attempt.status === 'open' ? 'open' : 'submitted',
    switchCount: attempt.switch_count,
    switchLimit: exam.switch_limit,
    faceCheck: exam.face_check === 1,
    faceFailures: attempt.face_failures,
    faceFailLimit: exam.face_fail_limit,
    requiredRule: exam.required_rule,
    fullMarks: Math.round(paper.reduce((sum, q) => sum + q.score, 0) * 10) / 10,
    passScore: exam.pass_score,
  };
}

const closed = () => new AppError(ErrorCode.EXAM_ATTEMPT_CLOSED);

/** POST /v1/exam/attempt/save: accepted while open and until deadline + grace; refused after, changing nothing. */
export async function saveAnswers(
  scope: ExamScope,
  attemptId: number,
  answers: readonly Answer[],
): Promise<SaveAnswers> {
  // The statements of this path are compiled once per enterprise (attempt-save-queries.ts). The
  // attempt is read once, locked, in the transaction (issue 28, decision 0072: a read before it,
  // there for the rare overdue attempt, was one more statement of every save); the exam's row is
  // not read (the attempt read checks that it exists), and the answers written come back from the
  // upsert itself (decision 0077): begin, attempt, paper, upsert, commit.
  const { db, userId, now } = scope;
  try {
    return await db.transaction().execute(async (trx) => {
      const fresh = await attemptToSave(db, trx, userId, attemptId);
      if (!fresh) throw new AppError(ErrorCode.NOT_FOUND);
      if (isOverdue(fresh, now)) throw new Overdue();
      if (fresh.status !== 'open') throw closed();
      const questionIds = [...new Set(answers.map((a) => a.questionId))];
      // Only the batch's questions: a question not on the paper is simply not found, and refused.
      const paper = await paperPart(db, trx, fresh.exam_id, questionIds);
      const written = await storeAnswers(db, trx, fresh, paper, answers, now);
      const stored = await savedAnswersOf(db, trx, fresh.id, questionIds, written);
      return { stored, serverNow: now, deadlineAt: fresh.deadline_at };
    });
  } catch (error) {
    if (!(error instanceof Overdue)) throw error;
    // Past its time: closed and scored from its saved answers (its own transaction), the batch refused.
    await currentAttempt(scope, attemptId);
    throw closed();
  }
}

/** The save's transaction found the attempt past its time; it is closed after the rollback. */
class Overdue extends Error {}

export function presentSubmit(attempt: AttemptRow, first: boolean): SubmitResult {
  return {
    attemptId: attempt.id,
    examId: attempt.exam_id,
    status: attempt.status,
    score: attempt.score ?? attempt.objective_score ?? 0,
    passed: attempt.passed === null ? null : attempt.passed === 1,
    reason: attempt.submit_reason ?? 'hand_in',
    submittedAt: attempt.submitted_at ?? 0,
    firstSubmission: first,
  };
}

/**
 * POST /v1/exam/attempt/submit: the final batch and the hand-in. A replay (or a parallel call)
 * finds the attempt handed in and returns the same result without scoring again; an overdue
 * attempt is closed from its saved answers and the late batch is ignored.
 */
export async function submitAttempt(
  scope: ExamScope,
  attemptId: number,
  answers: readonly Answer[],
): Promise<SubmitResult> {
  const attempt = await currentAttempt(scope, attemptId);
  if (attempt.status !== 'open') return presentSubmit(attempt, false);
  // The final batch is kept even when the hand-in itself is refused (required questions).
  if (answers.length > 0)
    await saveAnswers(scope, attemptId, answers).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === ErrorCode.EXAM_ATTEMPT_CLOSED)) throw error;
    });
  return scope.db.transaction().execute(async (trx) => {
    const fresh = await ownAttempt(trx, scope.eid, scope.userId, attemptId, { lock: true });
    if (fresh.status !== 'open') return presentSubmit(fresh, false);
    const exam = await examOfAttempt(trx, fresh);
    const paper = await paperOf(trx, exam);
    const required = paper.filter(
      (q) => exam.required_rule === 'all' || (exam.required_rule === 'marked' && q.required),
    );
    if (required.length > 0) {
      const saved = new Map((await savedAnswers(trx, fresh)).map((a) => [a.questionId, a]));
      const missing = required.filter((q) => {
        const a = saved.get(q.id);
        return !a || !isAnswered(a.values, a.attachments.length);
      });
      if (missing.length > 0)
        throw new AppError(ErrorCode.EXAM_REQUIRED_UNANSWERED, { data: { questionIds: missing.map((q) => q.id) } });
    }
    const { attempt: done, first } = await finalizeAttempt(trx, exam, fresh, 'hand_in', scope.now);
    return presentSubmit(done, first);
  });
}
