import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { runInChunks, type BatchProgress } from './batch-run';

type Outcome = { id: number; outcome: 'graded' | 'failed'; message: string };
const graded = (id: number): Outcome => ({ id, outcome: 'graded', message: '' });
const failed = (id: number, message: string): Outcome => ({ id, outcome: 'failed', message });

describe('runInChunks', () => {
  it('runs a few ids per call and reports progress after each call', async () => {
    const runChunk = vi.fn(async (ids: number[]) => ids.map(graded));
    const seen: BatchProgress<Outcome>[] = [];
    const result = await runInChunks([1, 2, 3, 4, 5, 6, 7], 3, runChunk, failed, (p) => seen.push(p));
    expect(runChunk.mock.calls.map((call) => call[0])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(seen.map((p) => p.done)).toEqual([0, 3, 6, 7]);
    expect(result.outcomes.map((o) => o.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('marks only a failed call’s ids failed, with its error, and goes on', async () => {
    const runChunk = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ code: 50000, msg: 'Server down', kind: 'server', data: null }))
      .mockImplementation(async (ids: number[]) => ids.map(graded));
    const result = await runInChunks([1, 2, 3], 2, runChunk, failed, () => undefined);
    expect(result.outcomes).toEqual([failed(1, 'Server down'), failed(2, 'Server down'), graded(3)]);
    expect(result.done).toBe(3);
  });

  it('treats a size below one as one id per call', async () => {
    const runChunk = vi.fn(async (ids: number[]) => ids.map(graded));
    await runInChunks([1, 2], 0, runChunk, failed, () => undefined);
    expect(runChunk).toHaveBeenCalledTimes(2);
  });
});
