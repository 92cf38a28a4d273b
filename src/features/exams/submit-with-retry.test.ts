import { describe, expect, it, vi } from 'vitest';
import { submitWithRetry } from './submit-with-retry';

const sleep = vi.fn(async () => undefined);

describe('submitWithRetry', () => {
  it('retries transport failures with the given pauses and returns the first success', async () => {
    let calls = 0;
    const onRetry = vi.fn();
    const result = await submitWithRetry(
      async () => {
        calls += 1;
        if (calls < 3) throw new TypeError('network');
        return 'scored';
      },
      { delaysMs: [10, 20, 40], isRetryable: () => true, onRetry, sleep },
    );
    expect(result).toBe('scored');
    expect(onRetry.mock.calls).toEqual([[1], [2]]);
    expect(sleep.mock.calls.slice(-2)).toEqual([[10], [20]]);
  });

  it('gives up after the last pause so the page can offer "Submit again"', async () => {
    const send = vi.fn(async () => {
      throw new TypeError('network');
    });
    await expect(submitWithRetry(send, { delaysMs: [1, 1], isRetryable: () => true, sleep })).rejects.toThrow(
      'network',
    );
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('does not retry a refusal', async () => {
    const send = vi.fn(async () => {
      throw new Error('refused');
    });
    await expect(submitWithRetry(send, { delaysMs: [1, 1], isRetryable: () => false, sleep })).rejects.toThrow(
      'refused',
    );
    expect(send).toHaveBeenCalledTimes(1);
  });
});
