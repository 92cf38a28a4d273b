import { EXAM_GRADING_LIMITS, type AiGradeOutcome, type GradingStrictnessLevel } from '../../../protocol';
import { errorText } from '../../lib/error-text';

export interface AiBatchProgress {
  done: number;
  total: number;
  outcomes: AiGradeOutcome[];
}

type GradeChunk = (
  attemptIds: number[],
  strictness: GradingStrictnessLevel,
  criteria: string,
) => Promise<{ results: AiGradeOutcome[] }>;

/**
 * AI-grade the selection a few papers per call, so the administrator sees real progress and a
 * failed call costs only its own chunk: its papers are reported "AI scoring failed" with the
 * call's error, and the rest go on. Papers the server already graded come back "skipped".
 */
export async function runAiBatch(
  attemptIds: number[],
  options: { strictness: GradingStrictnessLevel; criteria: string; chunkSize?: number },
  gradeChunk: GradeChunk,
  onProgress: (progress: AiBatchProgress) => void,
): Promise<AiBatchProgress> {
  const size = Math.max(
    1,
    Math.min(options.chunkSize ?? EXAM_GRADING_LIMITS.portalChunk, EXAM_GRADING_LIMITS.batchMax),
  );
  const progress: AiBatchProgress = { done: 0, total: attemptIds.length, outcomes: [] };
  onProgress({ ...progress });
  for (let start = 0; start < attemptIds.length; start += size) {
    const chunk = attemptIds.slice(start, start + size);
    try {
      const { results } = await gradeChunk(chunk, options.strictness, options.criteria);
      progress.outcomes.push(...results);
    } catch (error) {
      const message = errorText(error);
      progress.outcomes.push(
        ...chunk.map((attemptId) => ({
          attemptId,
          outcome: 'failed' as const,
          totalScore: null,
          passed: null,
          code: null,
          message,
        })),
      );
    }
    progress.done = Math.min(attemptIds.length, start + chunk.length);
    onProgress({ ...progress, outcomes: [...progress.outcomes] });
  }
  return progress;
}
