import { errorText } from './error-text';

export interface BatchProgress<O> {
  done: number;
  total: number;
  outcomes: O[];
}

/**
 * Run a long batch a few ids per call, so the person sees real progress and a failed call costs
 * only its own chunk: its ids get `failed(id, message)` with the call's error and the rest go on.
 * Shared by AI grading of exam papers and of assignments (decisions 0028, 0046).
 */
export async function runInChunks<O>(
  ids: number[],
  size: number,
  runChunk: (ids: number[]) => Promise<O[]>,
  failed: (id: number, message: string) => O,
  onProgress: (progress: BatchProgress<O>) => void,
): Promise<BatchProgress<O>> {
  const step = Math.max(1, size);
  const progress: BatchProgress<O> = { done: 0, total: ids.length, outcomes: [] };
  onProgress({ ...progress });
  for (let start = 0; start < ids.length; start += step) {
    const chunk = ids.slice(start, start + step);
    try {
      progress.outcomes.push(...(await runChunk(chunk)));
    } catch (error) {
      const message = errorText(error);
      progress.outcomes.push(...chunk.map((id) => failed(id, message)));
    }
    progress.done = Math.min(ids.length, start + chunk.length);
    onProgress({ ...progress, outcomes: [...progress.outcomes] });
  }
  return progress;
}
