import { describe, expect, it, vi } from 'vitest';
import type { AiGradeOutcome } from '../../../protocol';
import { ApiError } from '../../lib/api-client';
import { runAiBatch, type AiBatchProgress } from './ai-batch';

const graded = (attemptId: number): AiGradeOutcome => ({
  attemptId,
  outcome: 'graded',
  totalScore: 80,
  passed: true,
  code: null,
  message: '',
});

describe('runAiBatch', () => {
  it('grades in chunks, reporting progress after each', async () => {
    const gradeChunk = vi.fn(async (ids: number[]) => ({ results: ids.map(graded) }));
    const seen: AiBatchProgress[] = [];
    const result = await runAiBatch(
      [1, 2, 3, 4, 5, 6, 7],
      { strictness: 'strict', criteria: 'x', chunkSize: 3 },
      gradeChunk,
      (p) => seen.push(p),
    );
    expect(gradeChunk.mock.calls.map((call) => call[0])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(gradeChunk).toHaveBeenCalledWith([1, 2, 3], 'strict', 'x');
    expect(seen.map((p) => p.done)).toEqual([0, 3, 6, 7]);
    expect(result.outcomes.map((o) => o.attemptId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('reports a failed call as "AI scoring failed" for its papers only and goes on', async () => {
    const gradeChunk = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ code: 50000, msg: 'Server down', kind: 'server', data: null }))
      .mockImplementation(async (ids: number[]) => ({ results: ids.map(graded) }));
    const result = await runAiBatch(
      [1, 2, 3],
      { strictness: 'moderate', criteria: '', chunkSize: 2 },
      gradeChunk,
      () => undefined,
    );
    expect(result.outcomes).toEqual([
      { attemptId: 1, outcome: 'failed', totalScore: null, passed: null, code: null, message: 'Server down' },
      { attemptId: 2, outcome: 'failed', totalScore: null, passed: null, code: null, message: 'Server down' },
      graded(3),
    ]);
    expect(result.done).toBe(3);
  });
});
