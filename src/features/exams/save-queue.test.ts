import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaveQueue, type QueuedAnswer } from './save-queue';

const answer = (questionId: number, seq: number, value = `v${seq}`): QueuedAnswer => ({
  questionId,
  values: [value],
  attachmentIds: [],
  seq,
});

describe('save queue', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('debounces changes into one batch with the newest value per question', async () => {
    const batches: QueuedAnswer[][] = [];
    const queue = createSaveQueue({ send: async (batch) => void batches.push(batch) });
    queue.enqueue(answer(1, 1));
    await vi.advanceTimersByTimeAsync(300);
    queue.enqueue(answer(1, 2));
    queue.enqueue(answer(2, 1));
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(batches).toEqual([[answer(1, 2), answer(2, 1)]]);
    expect(queue.status().pending).toBe(0);
  });

  it('ignores an older seq than the one waiting', () => {
    const queue = createSaveQueue({ send: async () => undefined });
    queue.enqueue(answer(1, 3));
    queue.enqueue(answer(1, 2));
    expect(queue.pendingAnswers()).toEqual([answer(1, 3)]);
  });

  it('keeps answers while offline, retries with backoff and flushes when told the line is back', async () => {
    let online = false;
    const sent: QueuedAnswer[][] = [];
    const statuses: boolean[] = [];
    const queue = createSaveQueue({
      send: async (batch) => {
        if (!online) throw new TypeError('Failed to fetch');
        sent.push(batch);
      },
      backoffMs: [1000, 4000],
      onStatus: (s) => statuses.push(s.failing),
    });
    queue.enqueue(answer(1, 1));
    await vi.advanceTimersByTimeAsync(500);
    expect(queue.status()).toMatchObject({ pending: 1, failing: true });
    queue.enqueue(answer(2, 1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.status()).toMatchObject({ pending: 2, failing: true });
    online = true;
    await queue.flush();
    expect(sent).toEqual([[answer(1, 1), answer(2, 1)]]);
    expect(queue.status()).toMatchObject({ pending: 0, failing: false });
    expect(statuses).toContain(true);
  });

  it('retries on its own once the network recovers', async () => {
    let failuresLeft = 2;
    const send = vi.fn(async () => {
      if (failuresLeft-- > 0) throw new TypeError('Failed to fetch');
    });
    const queue = createSaveQueue({ send, backoffMs: [1000, 2000] });
    queue.enqueue(answer(1, 1));
    await vi.advanceTimersByTimeAsync(500);
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(3);
    expect(queue.status().pending).toBe(0);
  });

  it('keeps a change made while its older value was in flight', async () => {
    let release: () => void = () => undefined;
    const sent: QueuedAnswer[][] = [];
    const queue = createSaveQueue({
      send: (batch) => {
        sent.push(batch);
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    queue.enqueue(answer(1, 1));
    await vi.advanceTimersByTimeAsync(500);
    queue.enqueue(answer(1, 2));
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.pendingAnswers()).toEqual([answer(1, 2)]);
    await vi.advanceTimersByTimeAsync(500);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([[answer(1, 1)], [answer(1, 2)]]);
    expect(queue.status().pending).toBe(0);
  });

  it('stops for good on a final refusal', async () => {
    const stopped = vi.fn();
    const send = vi.fn(async () => {
      throw new Error('closed');
    });
    const queue = createSaveQueue({ send, isFinal: () => true, onStopped: stopped });
    queue.enqueue(answer(1, 1));
    await vi.advanceTimersByTimeAsync(500);
    expect(stopped).toHaveBeenCalledOnce();
    expect(queue.status().stopped).toBe(true);
    queue.enqueue(answer(2, 1));
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledOnce();
  });

  it('hands pending answers to the submit and forgets what it confirmed', () => {
    const queue = createSaveQueue({ send: async () => undefined });
    queue.enqueue(answer(1, 1));
    queue.enqueue(answer(2, 1));
    const final = queue.pendingAnswers();
    queue.enqueue(answer(2, 2));
    queue.confirm(final);
    expect(queue.pendingAnswers()).toEqual([answer(2, 2)]);
    queue.dispose();
  });
});
