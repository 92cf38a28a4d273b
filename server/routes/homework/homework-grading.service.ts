import {
  ERROR_MESSAGES,
  ErrorCode,
  type GradingStrictnessLevel,
  type HomeworkAiOutcome,
  type HomeworkState,
} from '../../../protocol';
import type { HomeworkStatus } from '../../db/schema-homework';
import { emitDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../pipeline/app-error';
import type { EssayGrader } from '../../providers/ai/essay-grader';
import { moveSubmissionCounters } from './homework-counters';
import { round1, type HomeworkScope } from './homework-scope';
import { stateOf } from './homework.service';

/**
 * Administrators grade assignments (spec 001 §6, decision 0046): by hand, or a batch by the same
 * AI essay grader as exam papers (server/providers/ai, strictness and optional criteria). The
 * score sets the state — excellent at or above the excellent mark, passed at the pass mark,
 * failed below — and the grading event writes the learner's message. Only a waiting submission
 * is graded, under a conditional update, so two graders (or a double click) grade it once.
 */
export function statusForScore(
  score: number,
  homework: { pass_score: number; excellent_score: number },
): HomeworkStatus {
  if (score >= homework.excellent_score) return 'excellent';
  return score >= homework.pass_score ? 'passed' : 'failed';
}

async function waitingSubmission(scope: HomeworkScope, submissionId: number) {
  const row = await scope.db
    .selectFrom('homework_submissions as s')
    .innerJoin('homework as h', 'h.id', 's.homework_id')
    .select([
      's.id',
      's.status',
      's.user_id',
      's.note',
      's.rounds',
      'h.id as homeworkId',
      'h.title',
      'h.requirement',
      'h.reference_answer',
      'h.full_score',
      'h.pass_score',
      'h.excellent_score',
      'h.training_id',
    ])
    .where('s.id', '=', submissionId)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return row;
}
type Waiting = Awaited<ReturnType<typeof waitingSubmission>>;

async function applyScore(
  scope: HomeworkScope,
  sub: Waiting,
  input: { score: number; comment: string; how: 'hand' | 'ai' },
): Promise<HomeworkState> {
  const score = round1(input.score);
  if (score < 0 || score > sub.full_score || Math.abs(score - input.score) > 1e-6)
    throw new AppError(ErrorCode.HOMEWORK_SCORE_INVALID, { data: { fullScore: sub.full_score } });
  const status = statusForScore(score, sub);
  const now = scope.clock.now();
  await scope.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('homework_submissions')
      .set({
        status,
        score,
        comment: input.comment,
        graded_how: input.how,
        graded_by: scope.userId,
        graded_at: now,
        updated_at: now,
      })
      .where('id', '=', sub.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1)
      throw new AppError(ErrorCode.HOMEWORK_NOT_GRADABLE, { data: { state: stateOf(sub.status) } });
    await moveSubmissionCounters(trx, { eid: scope.eid, userId: sub.user_id }, 'pending', status);
    await emitDomainEvent(trx, {
      type: 'homework.graded',
      eid: scope.eid,
      at: now,
      homeworkId: sub.homeworkId,
      submissionId: sub.id,
      userId: sub.user_id,
      title: sub.title,
      trainingId: sub.training_id,
      score,
      passScore: sub.pass_score,
      passed: status !== 'failed',
      round: sub.rounds,
    });
  });
  return stateOf(status);
}

export async function gradeByHand(
  scope: HomeworkScope,
  input: { submissionId: number; score: number; comment: string },
): Promise<{ submissionId: number; state: HomeworkState; score: number | null }> {
  const sub = await waitingSubmission(scope, input.submissionId);
  if (sub.status !== 'pending')
    throw new AppError(ErrorCode.HOMEWORK_NOT_GRADABLE, { data: { state: stateOf(sub.status) } });
  const state = await applyScore(scope, sub, { score: input.score, comment: input.comment, how: 'hand' });
  return { submissionId: sub.id, state, score: round1(input.score) };
}

/** Back to the learner: withdrawn, may be changed and handed in again (spec 001 §4). */
export async function withdrawSubmission(
  scope: HomeworkScope,
  input: { submissionId: number; comment: string },
): Promise<{ submissionId: number; state: HomeworkState; score: number | null }> {
  const sub = await waitingSubmission(scope, input.submissionId);
  await scope.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('homework_submissions')
      .set({ status: 'withdrawn', comment: input.comment, updated_at: scope.clock.now() })
      .where('id', '=', sub.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1)
      throw new AppError(ErrorCode.HOMEWORK_NOT_GRADABLE, { data: { state: stateOf(sub.status) } });
    await moveSubmissionCounters(trx, { eid: scope.eid, userId: sub.user_id }, 'pending', 'withdrawn');
  });
  return { submissionId: sub.id, state: 'withdrawn', score: null };
}

async function gradeOne(
  scope: HomeworkScope,
  grader: EssayGrader,
  sub: Waiting,
  options: { strictness: GradingStrictnessLevel; criteria: string },
): Promise<HomeworkAiOutcome> {
  const base = { submissionId: sub.id, score: null, state: null, message: '' };
  if (sub.status !== 'pending') return { ...base, outcome: 'skipped', state: stateOf(sub.status) };
  const files = await scope.db
    .selectFrom('homework_files')
    .innerJoin('homework_uploads', 'homework_uploads.id', 'homework_files.upload_id')
    .select('homework_uploads.file_name')
    .where('homework_files.submission_id', '=', sub.id)
    .orderBy('homework_files.id')
    .execute();
  let verdict: { score: number; comment: string };
  try {
    // The model is asked outside any transaction: a slow endpoint never holds the database.
    verdict = await grader.grade({
      questionStem: `${sub.title}\n${sub.requirement}`,
      referenceAnswer: sub.reference_answer,
      // The learner's own words and the names of what they attached (the files stay with the grader by hand).
      learnerAnswer: [sub.note, ...files.map((file) => file.file_name)].join('\n'),
      fullScore: sub.full_score,
      strictness: options.strictness,
      criteria: options.criteria,
      language: scope.language,
    });
  } catch {
    return { ...base, outcome: 'failed', message: ERROR_MESSAGES.EXAM_GRADING_AI_FAILED[scope.language] };
  }
  try {
    const score = Math.min(sub.full_score, Math.max(0, round1(verdict.score)));
    const state = await applyScore(scope, sub, { score, comment: verdict.comment, how: 'ai' });
    return { ...base, outcome: 'graded', score, state };
  } catch (error) {
    // Graded or withdrawn by someone else meanwhile: not a failure.
    if (error instanceof AppError && error.code === ErrorCode.HOMEWORK_NOT_GRADABLE)
      return { ...base, outcome: 'skipped' };
    throw error;
  }
}

const PARALLEL = 4;

/**
 * Batch AI grading: every id must be a submission of the caller's enterprise (else NOT_FOUND and
 * nothing is asked or written); each ends graded, failed ("AI scoring failed", left waiting) or
 * skipped (not waiting any more). Retries are safe: a graded submission is skipped.
 */
export async function gradeWithAi(
  scope: HomeworkScope,
  grader: EssayGrader,
  input: { submissionIds: number[]; strictness: GradingStrictnessLevel; criteria: string },
): Promise<{ results: HomeworkAiOutcome[] }> {
  const subs: Waiting[] = [];
  for (const id of [...new Set(input.submissionIds)]) subs.push(await waitingSubmission(scope, id));
  const results: HomeworkAiOutcome[] = new Array(subs.length);
  let next = 0;
  async function worker() {
    while (next < subs.length) {
      const index = next++;
      results[index] = await gradeOne(scope, grader, subs[index]!, input);
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, subs.length) }, worker));
  return { results };
}
