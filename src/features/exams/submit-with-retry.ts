/**
 * The hand-in retries by itself a few times with growing pauses (spec 001: "submit failure
 * auto-retries then offers manual resubmit"). Retrying is safe: the server scores a replayed
 * hand-in once and answers every replay with the same result.
 */
export const SUBMIT_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

export interface RetryOptions {
  delaysMs?: readonly number[];
  /** Only failures a new try may cure (network, timeout, 5xx); a refusal is final. */
  isRetryable: (error: unknown) => boolean;
  onRetry?: (attempt: number) => void;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function submitWithRetry<T>(send: () => Promise<T>, options: RetryOptions): Promise<T> {
  const delays = options.delaysMs ?? SUBMIT_RETRY_DELAYS_MS;
  const sleep = options.sleep ?? wait;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= delays.length || !options.isRetryable(error)) throw error;
      options.onRetry?.(attempt + 1);
      await sleep(delays[attempt]!);
    }
  }
}
