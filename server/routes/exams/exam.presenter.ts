import {
  ErrorCode,
  type EntryRefusal,
  type ErrorCodeValue,
  type ExamRow as ExamRowView,
  type ExamTransition,
} from '../../../protocol';
import type { ExamRow, LearnerExamState } from './exam-state';

const HOUR = 3_600_000;

/** The error code that matches a refusal, so the portal can show the server's sentence. */
export const REFUSAL_CODES: Record<EntryRefusal, ErrorCodeValue> = {
  not_open: ErrorCode.EXAM_NOT_OPEN,
  entry_closed: ErrorCode.EXAM_ENTRY_CLOSED,
  ended: ErrorCode.EXAM_ENDED,
  no_attempts_left: ErrorCode.EXAM_NO_ATTEMPTS_LEFT,
  makeup_not_allowed: ErrorCode.EXAM_MAKEUP_NOT_ALLOWED,
  makeup_too_soon: ErrorCode.EXAM_MAKEUP_TOO_SOON,
  offline: ErrorCode.EXAM_OFFLINE,
  grading_pending: ErrorCode.EXAM_GRADING_PENDING,
  no_questions: ErrorCode.EXAM_NO_QUESTIONS,
  sign_in: ErrorCode.UNAUTHORIZED,
  course_not_completed: ErrorCode.EXAM_COURSE_NOT_COMPLETED,
};

export function presentExamRow(
  exam: ExamRow,
  s: LearnerExamState,
  counts: { count: number; fullMarks: number },
): ExamRowView {
  return {
    id: exam.id,
    name: exam.name,
    kind: exam.kind,
    state: s.state,
    result: s.result,
    makeup: s.makeup,
    opensAt: s.makeup && exam.makeup_opens_at !== null ? exam.makeup_opens_at : exam.opens_at,
    closesAt: s.makeup && exam.makeup_closes_at !== null ? exam.makeup_closes_at : exam.closes_at,
    durationMinutes: exam.duration_minutes,
    questionCount: counts.count,
    fullMarks: counts.fullMarks,
    passScore: exam.pass_score,
    bestScore: s.bestScore,
    attemptsUsed: s.attemptsUsed,
    attemptsAllowed: exam.attempts_allowed,
    openAttemptId: s.openAttempt?.id ?? null,
    canEnter: s.canEnter,
  };
}

export function presentTransition(
  exam: ExamRow,
  s: LearnerExamState,
  counts: { count: number; fullMarks: number },
  now: number,
): ExamTransition {
  const makeupWindow =
    exam.makeup_opens_at !== null && exam.makeup_closes_at !== null
      ? { opensAt: exam.makeup_opens_at, closesAt: exam.makeup_closes_at }
      : null;
  return {
    id: exam.id,
    name: exam.name,
    kind: exam.kind,
    description: exam.description,
    durationMinutes: exam.duration_minutes,
    questionCount: counts.count,
    passScore: exam.pass_score,
    fullMarks: counts.fullMarks,
    attemptsAllowed: exam.attempts_allowed,
    attemptsLeft: s.attemptsLeft,
    opensAt: exam.opens_at,
    closesAt: exam.closes_at,
    openHours: Math.round(((exam.closes_at - exam.opens_at) / HOUR) * 10) / 10,
    makeup: {
      chances: exam.makeup_chances,
      chancesLeft: s.makeupChancesLeft,
      window: makeupWindow,
      intervalMinutes: exam.makeup_interval_minutes,
      rule: exam.makeup_rule,
      eligible: s.makeupEligible,
    },
    deviceLimit: exam.device_limit,
    lateEntryMinutes: exam.late_entry_minutes,
    switchLimit: exam.switch_limit,
    faceCheck: exam.face_check === 1,
    faceFailLimit: exam.face_fail_limit,
    showAnswers: exam.show_answers === 1,
    state: s.state,
    result: s.result,
    bestScore: s.bestScore,
    canEnter: s.canEnter,
    refusal: s.refusal,
    refusalCode: s.refusal ? REFUSAL_CODES[s.refusal] : null,
    availableAt: s.availableAt,
    openAttempt: s.openAttempt
      ? { id: s.openAttempt.id, deadlineAt: s.openAttempt.deadline_at, makeup: s.openAttempt.makeup === 1 }
      : null,
    lastAttemptId: s.lastFinished?.id ?? null,
    serverNow: now,
  };
}
