import type { EntryRefusal, ExamResult, ExamState } from '../../../protocol';
import type { Selectable } from 'kysely';
import type { ExamAttemptsTable, ExamsTable } from '../../db/schema-exams';

export type ExamRow = Selectable<ExamsTable>;
export type AttemptRow = Selectable<ExamAttemptsTable>;

const MINUTE = 60_000;

/** Where one learner stands with one exam at `now` (decision 0026 "States"). Pure: list, transition, start and result share it. */
export interface LearnerExamState {
  state: ExamState;
  result: ExamResult | null;
  /** The window that applies now (or next) is the make-up's. */
  makeup: boolean;
  bestScore: number | null;
  attemptsUsed: number;
  attemptsLeft: number;
  makeupChancesLeft: number;
  /** null while it cannot be decided yet (main window running, grading pending). */
  makeupEligible: boolean | null;
  openAttempt: AttemptRow | null;
  lastFinished: AttemptRow | null;
  pending: boolean;
  canEnter: boolean;
  refusal: EntryRefusal | null;
  availableAt: number | null;
}

/** Late entry: the exam's late-entry minutes (0 = no limit) have passed since the window opened. */
function lateFor(exam: ExamRow, windowOpensAt: number, now: number): boolean {
  return exam.late_entry_minutes > 0 && now > windowOpensAt + exam.late_entry_minutes * MINUTE;
}

function ruleMatches(rule: ExamRow['makeup_rule'], failed: boolean, absent: boolean): boolean {
  if (rule === 'failed') return failed;
  if (rule === 'absent') return absent;
  return failed || absent;
}

export function learnerExamState(
  exam: ExamRow,
  attempts: readonly AttemptRow[],
  now: number,
  questionCount: number,
  /** An after-class exam's course gate: false until the learner completed the course (or gate chapter). */
  gateMet = true,
): LearnerExamState {
  const main = attempts.filter((a) => a.makeup === 0);
  const makeups = attempts.filter((a) => a.makeup === 1);
  const openAttempt = attempts.find((a) => a.status === 'open') ?? null;
  const finished = attempts
    .filter((a) => a.status !== 'open')
    .sort((a, b) => (b.submitted_at ?? 0) - (a.submitted_at ?? 0));
  const scored = attempts.filter((a) => a.status === 'scored');
  const pending = attempts.some((a) => a.status === 'pending_grading');
  const passedAny = scored.some((a) => a.passed === 1);
  const bestScore = scored.length > 0 ? Math.max(...scored.map((a) => a.score ?? 0)) : null;
  const attemptsLeft = Math.max(0, exam.attempts_allowed - main.length);
  const makeupChancesLeft = Math.max(0, exam.makeup_chances - makeups.length);
  const hasMakeup = exam.makeup_chances > 0 && exam.makeup_opens_at !== null && exam.makeup_closes_at !== null;
  const mainOver = now >= exam.closes_at || (attemptsLeft === 0 && !(openAttempt && openAttempt.makeup === 0));
  const failed = scored.length > 0 && !passedAny;
  const absent = main.length === 0;
  const makeupEligible = !hasMakeup
    ? false
    : pending || !mainOver
      ? null
      : !passedAny && ruleMatches(exam.makeup_rule, failed, absent);

  const base = {
    bestScore,
    attemptsUsed: attempts.length,
    attemptsLeft,
    makeupChancesLeft,
    makeupEligible,
    openAttempt,
    lastFinished: finished[0] ?? null,
    pending,
  };
  const result: ExamResult | null = passedAny ? 'qualified' : scored.length > 0 && !pending ? 'unqualified' : null;

  const out = (
    state: ExamState,
    makeup: boolean,
    refusal: EntryRefusal | null,
    availableAt: number | null = null,
    res: ExamResult | null = result,
  ): LearnerExamState => {
    // An open attempt can always be resumed (its deadline bounds it); nothing else matters then.
    if (openAttempt)
      return {
        ...base,
        state: pending ? 'scoring' : state,
        result: res,
        makeup: openAttempt.makeup === 1,
        canEnter: true,
        refusal: null,
        availableAt: null,
      };
    // A paper being graded says more than any other refusal (and blocks a new attempt: the make-up rule needs its result).
    let why = pending ? 'grading_pending' : refusal;
    if (why === null && exam.kind === 'offline') why = 'offline';
    if (why === null && questionCount === 0) why = 'no_questions';
    if (why === null && !gateMet) why = 'course_not_completed';
    return {
      ...base,
      state: pending ? 'scoring' : state,
      result: res,
      makeup,
      canEnter: why === null,
      refusal: why,
      availableAt: why === null ? null : availableAt,
    };
  };

  if (now < exam.opens_at) return out('not_started', false, 'not_open', exam.opens_at);
  if (now < exam.closes_at && (attemptsLeft > 0 || openAttempt)) {
    return out('in_progress', false, lateFor(exam, exam.opens_at, now) ? 'entry_closed' : null);
  }
  if (hasMakeup && (makeupEligible === true || openAttempt?.makeup === 1)) {
    if (now < exam.makeup_opens_at!) return out('makeup_not_started', true, 'not_open', exam.makeup_opens_at);
    if (now >= exam.makeup_closes_at!)
      return out('makeup_ended', true, 'ended', null, attempts.length === 0 ? 'not_attended' : result);
    if (makeupChancesLeft === 0) return out('makeup_ended', true, 'no_attempts_left');
    // The make-up window keeps the main window's late-entry minutes, counted from its own opening.
    if (lateFor(exam, exam.makeup_opens_at!, now)) return out('in_progress', true, 'entry_closed');
    const last = finished[0]?.submitted_at ?? 0;
    const availableAt = last + exam.makeup_interval_minutes * MINUTE;
    return out('in_progress', true, now < availableAt ? 'makeup_too_soon' : null, availableAt);
  }
  const notAttended = attempts.length === 0 && now >= exam.closes_at;
  const refusal: EntryRefusal =
    now < exam.closes_at
      ? 'no_attempts_left'
      : hasMakeup && makeupEligible === false && now < exam.makeup_closes_at!
        ? 'makeup_not_allowed'
        : 'ended';
  return out(
    now < exam.closes_at ? 'in_progress' : 'ended',
    false,
    refusal,
    null,
    notAttended ? 'not_attended' : result,
  );
}

/** The deadline of a new attempt: its duration, but never past the end of the window it is sat in. */
export function deadlineFor(exam: ExamRow, makeup: boolean, startedAt: number): number {
  const windowEnd = makeup ? (exam.makeup_closes_at ?? exam.closes_at) : exam.closes_at;
  return Math.min(startedAt + exam.duration_minutes * MINUTE, windowEnd);
}

/** "To do" = the learner can still act (enter, resume, or wait for it to open); "done" = everything else. */
export function isTodo(s: LearnerExamState): boolean {
  if (s.result === 'qualified' && !s.openAttempt) return false;
  // An after-class exam waiting for its course to be completed is still to do.
  return (
    s.canEnter || s.refusal === 'not_open' || s.refusal === 'makeup_too_soon' || s.refusal === 'course_not_completed'
  );
}
