import { EXAM_GRADING_LIMITS, type AiGradeOutcome, type GradingStrictnessLevel } from '../../../protocol';
import { runInChunks, type BatchProgress } from '../../lib/batch-run';

export type AiBatchProgress = BatchProgress<AiGradeOutcome>;

type GradeChunk = (
  attemptIds: number[],
  strictness: GradingStrictnessLevel,
  criteria: string,
) => Promise<{ results: AiGradeOutcome[] }>;

/**
 * AI-grade the selection a few papers per call (src/lib/batch-run.ts): a failed call's papers are
 * reported "AI scoring failed" with the call's error, and the rest go on. Papers the server
 * already graded come back "skipped".
 */
export async function runAiBatch(
  attemptIds: number[],
  options: { strictness: GradingStrictnessLevel; criteria: string; chunkSize?: number },
  gradeChunk: GradeChunk,
  onProgress: (progress: AiBatchProgress) => void,
): Promise<AiBatchProgress> {
  const size = Math.min(options.chunkSize ?? EXAM_GRADING_LIMITS.portalChunk, EXAM_GRADING_LIMITS.batchMax);
  return runInChunks<AiGradeOutcome>(
    attemptIds,
    size,
    async (ids) => (await gradeChunk(ids, options.strictness, options.criteria)).results,
    (attemptId, message) => ({ attemptId, outcome: 'failed', totalScore: null, passed: null, code: null, message }),
    onProgress,
  );
}
