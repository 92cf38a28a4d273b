import type { Kysely } from 'kysely';
import {
  ERROR_MESSAGES,
  ErrorCode,
  type AiGradeOutcome,
  type GradeResult,
  type GradingStrictnessLevel,
  type Language,
} from '../../../protocol';
import type { Database } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';
import type { EssayGrader } from '../../providers/ai/essay-grader';
import { applyEssayScores, paperForGrading, type EssayScore, type PaperForGrading } from '../exams';

/** Who grades, where, when (the administrator in their enterprise, at the server's time). */
export interface GradingScope {
  db: Kysely<Database>;
  eid: number;
  userId: number;
  now: () => number;
  language: Language;
}

/** Hand grading: every essay still waiting gets a score; the core validates, totals and notifies. */
export async function gradeByHand(scope: GradingScope, attemptId: number, scores: EssayScore[]): Promise<GradeResult> {
  const paper = await paperForGrading(scope.db, scope.eid, attemptId);
  if (paper.status !== 'pending_grading')
    throw new AppError(ErrorCode.EXAM_NOT_GRADABLE, { data: { status: paper.status } });
  const waiting = paper.questions.filter((q) => q.type === 'essay' && q.score === null).map((q) => q.id);
  const missing = waiting.filter((id) => !scores.some((s) => s.questionId === id));
  if (missing.length) throw new AppError(ErrorCode.EXAM_GRADING_ESSAYS_MISSING, { data: { questionIds: missing } });
  const result = await scope.db
    .transaction()
    .execute((trx) =>
      applyEssayScores(trx, { eid: scope.eid, attemptId, scores, gradedBy: scope.userId, now: scope.now() }),
    );
  if (!result.complete || result.score === null || result.passed === null)
    throw new AppError(ErrorCode.EXAM_GRADING_ESSAYS_MISSING, { data: { questionIds: missing } });
  return { attemptId, totalScore: result.score, passed: result.passed };
}

/** The text of a stem for the model: tags dropped, entities of the common kind decoded. */
function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

async function gradeOnePaper(
  scope: GradingScope,
  grader: EssayGrader,
  paper: PaperForGrading,
  options: { strictness: GradingStrictnessLevel; criteria: string },
): Promise<AiGradeOutcome> {
  const base = { attemptId: paper.attemptId, totalScore: null, passed: null, code: null, message: '' };
  if (paper.status !== 'pending_grading') return { ...base, outcome: 'skipped' };
  const essays = paper.questions.filter((q) => q.type === 'essay' && q.score === null);
  let scores: EssayScore[];
  try {
    // The model is asked outside any transaction: a slow endpoint never holds the database.
    scores = await Promise.all(
      essays.map(async (q) => {
        const verdict = await grader.grade({
          questionStem: plainText(q.stem),
          referenceAnswer: q.referenceAnswer.join('\n'),
          learnerAnswer: q.answer.join('\n'),
          fullScore: q.fullScore,
          strictness: options.strictness,
          criteria: options.criteria,
          language: scope.language,
        });
        return { questionId: q.id, score: verdict.score, comment: verdict.comment };
      }),
    );
  } catch {
    // Whatever went wrong with the provider, nothing of this paper is stored: it stays waiting.
    return {
      ...base,
      outcome: 'failed',
      code: ErrorCode.EXAM_GRADING_AI_FAILED,
      message: ERROR_MESSAGES.EXAM_GRADING_AI_FAILED[scope.language],
    };
  }
  try {
    const result = await scope.db.transaction().execute((trx) =>
      applyEssayScores(trx, {
        eid: scope.eid,
        attemptId: paper.attemptId,
        scores,
        gradedBy: scope.userId,
        now: scope.now(),
      }),
    );
    return { ...base, outcome: 'graded', totalScore: result.score, passed: result.passed };
  } catch (error) {
    // Graded by someone else meanwhile (a second click, a colleague): not a failure.
    if (error instanceof AppError && error.code === ErrorCode.EXAM_NOT_GRADABLE) return { ...base, outcome: 'skipped' };
    throw error;
  }
}

/** How many papers are sent to the provider at once: enough to be quick, few enough to be polite. */
const PARALLEL_PAPERS = 4;

/**
 * Batch AI grading (decision 0028). Every id must be a paper of the caller's enterprise (else the
 * whole call is NOT_FOUND and nothing is asked or written); each paper then ends graded, failed
 * ("AI scoring failed", left waiting) or skipped (not waiting any more). Retries are safe: a
 * graded paper is skipped, never graded twice.
 */
export async function gradeWithAi(
  scope: GradingScope,
  grader: EssayGrader,
  input: { attemptIds: number[]; strictness: GradingStrictnessLevel; criteria: string },
): Promise<{ results: AiGradeOutcome[] }> {
  const ids = [...new Set(input.attemptIds)];
  const papers: PaperForGrading[] = [];
  for (const id of ids) papers.push(await paperForGrading(scope.db, scope.eid, id));
  const results: AiGradeOutcome[] = new Array(papers.length);
  let next = 0;
  async function worker() {
    while (next < papers.length) {
      const index = next++;
      results[index] = await gradeOnePaper(scope, grader, papers[index]!, input);
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_PAPERS, papers.length) }, worker));
  return { results };
}
