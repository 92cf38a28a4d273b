import { EXAM_LIMITS, type AttemptSummary, type ExamResultView, type ResultDetail } from '../../../protocol';
import { parseJsonList, parseStringList } from '../../lib/json-list';
import { attachmentsOf } from './attempt-answers';
import { currentAttempt } from './attempt.service';
import { closeOverdueOf } from './attempt-finalize';
import { attemptsOf, examOfAttempt, paperOf, questionCounts, visibleExam, type ExamScope } from './exam-scope';
import { learnerExamState, type AttemptRow } from './exam-state';

export function presentAttempt(a: AttemptRow): AttemptSummary {
  return {
    id: a.id,
    number: a.number,
    makeup: a.makeup === 1,
    status: a.status,
    score: a.status === 'scored' ? a.score : null,
    passed: a.passed === null ? null : a.passed === 1,
    reason: a.submit_reason,
    startedAt: a.started_at,
    submittedAt: a.submitted_at,
  };
}

/** GET /v1/exam/result: the score that counts (the best scored attempt), grading in progress, the make-up on offer. */
export async function examResult(scope: ExamScope, examId: number): Promise<ExamResultView> {
  const { db, eid, userId, now } = scope;
  const exam = await visibleExam(db, eid, userId, examId);
  await closeOverdueOf(db, { userId, examId }, now);
  const attempts = await attemptsOf(db, eid, userId, exam.id);
  const counts = (await questionCounts(db, [exam.id])).get(exam.id) ?? { count: 0, fullMarks: 0 };
  const s = learnerExamState(exam, attempts, now, counts.count);
  const offersMakeup =
    exam.makeup_opens_at !== null &&
    exam.makeup_closes_at !== null &&
    s.makeupEligible === true &&
    s.makeupChancesLeft > 0 &&
    now < exam.makeup_closes_at;
  return {
    examId: exam.id,
    examName: exam.name,
    state: s.state,
    result: s.result,
    fullMarks: counts.fullMarks,
    passScore: exam.pass_score,
    score: s.bestScore,
    passed: s.result === 'qualified' ? true : s.result === 'unqualified' ? false : null,
    gradingInProgress: s.pending,
    refreshAfterMs: s.pending ? EXAM_LIMITS.gradingRefreshMs : null,
    attempts: attempts.map(presentAttempt),
    attemptsLeft: s.attemptsLeft,
    makeupOffer: offersMakeup
      ? {
          opensAt: exam.makeup_opens_at!,
          closesAt: exam.makeup_closes_at!,
          chancesLeft: s.makeupChancesLeft,
          availableAt: Math.max(exam.makeup_opens_at!, s.availableAt ?? 0),
          canEnterNow: s.makeup && s.canEnter,
        }
      : null,
    showAnswers: exam.show_answers === 1,
    serverNow: now,
  };
}

/** GET /v1/exam/result/detail: one handed-in attempt per question; correct answers only where the exam shows them. */
export async function resultDetail(scope: ExamScope, attemptId: number): Promise<ResultDetail> {
  const attempt = await currentAttempt(scope, attemptId);
  const exam = await examOfAttempt(scope.db, attempt);
  const paper = await paperOf(scope.db, exam);
  const rows = await scope.db.selectFrom('exam_answers').selectAll().where('attempt_id', '=', attempt.id).execute();
  const answers = new Map(rows.map((r) => [r.question_id, r]));
  const files = await attachmentsOf(scope.db, attempt);
  // While the attempt is open nothing is revealed: the learner could read answers mid-exam.
  const reveal = exam.show_answers === 1 && attempt.status !== 'open';
  return {
    attempt: presentAttempt(attempt),
    examId: exam.id,
    examName: exam.name,
    fullMarks: Math.round(paper.reduce((sum, q) => sum + q.score, 0) * 10) / 10,
    passScore: exam.pass_score,
    showAnswers: reveal,
    questions: paper.map((q) => {
      const a = answers.get(q.id);
      return {
        id: q.id,
        type: q.type,
        stem: q.stem,
        options: q.options,
        blanks: q.blanks,
        score: q.score,
        awardedScore: attempt.status === 'open' ? null : (a?.score ?? null),
        required: q.required,
        answer: a ? parseStringList(a.answer) : [],
        attachments: a
          ? parseJsonList<number>(a.attachments).flatMap((id) => {
              const f = files.get(id);
              return f ? [{ id: f.id, name: f.name, url: f.url }] : [];
            })
          : [],
        correctAnswer: reveal ? q.answer : null,
        analysis: reveal ? q.analysis : null,
        correct: attempt.status === 'open' || !a || a.correct === null ? null : a.correct === 1,
        comment: a?.comment ?? '',
      };
    }),
  };
}
