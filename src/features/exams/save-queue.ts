/**
 * Carries answer changes to the server: debounced (~500 ms) and batched, retried with backoff
 * while the network is down, flushed at once when `online` fires (issue 7 item 4). Per question
 * only the newest change waits; an older one still in flight never overwrites it because the
 * server keeps the highest seq.
 */

export interface QueuedAnswer {
  questionId: number;
  values: string[];
  attachmentIds: number[];
  seq: number;
}

export type SendBatch = (batch: QueuedAnswer[]) => Promise<void>;

export interface SaveQueueStatus {
  /** Changes the server has not confirmed yet. */
  pending: number;
  sending: boolean;
  /** The last attempt failed (offline or a transport error); retries are scheduled. */
  failing: boolean;
  /** The server refused for good (attempt closed): nothing more is sent. */
  stopped: boolean;
}

export interface SaveQueueOptions {
  send: SendBatch;
  debounceMs?: number;
  /** Retry delays after failures, the last one repeating. */
  backoffMs?: readonly number[];
  /** A failure the server will never accept (attempt submitted, deadline passed): stop the queue. */
  isFinal?: (error: unknown) => boolean;
  onStatus?: (status: SaveQueueStatus) => void;
  onStopped?: (error: unknown) => void;
}

export interface SaveQueue {
  enqueue(answer: QueuedAnswer): void;
  /** Send what waits now (e.g. `online` fired); resolves when that batch settles. */
  flush(): Promise<void>;
  /** Everything not yet confirmed, for the final batch of the submit call. */
  pendingAnswers(): QueuedAnswer[];
  /** Confirmed by another route (submit carried them): forget up to these seqs. */
  confirm(answers: readonly QueuedAnswer[]): void;
  status(): SaveQueueStatus;
  dispose(): void;
  /** Undo `dispose` (React's development double mount disposes and mounts again). */
  resume(): void;
}

export const SAVE_DEBOUNCE_MS = 500;
export const SAVE_BACKOFF_MS = [1000, 2000, 5000, 10_000, 20_000] as const;

export function createSaveQueue(options: SaveQueueOptions): SaveQueue {
  const debounceMs = options.debounceMs ?? SAVE_DEBOUNCE_MS;
  const backoff = options.backoffMs ?? SAVE_BACKOFF_MS;
  const waiting = new Map<number, QueuedAnswer>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;
  let failures = 0;
  let failing = false;
  let stopped = false;
  let disposed = false;

  const status = (): SaveQueueStatus => ({ pending: waiting.size, sending: inFlight !== null, failing, stopped });
  const report = () => options.onStatus?.(status());

  const schedule = (delay: number) => {
    if (disposed || stopped) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delay);
  };

  const forget = (sent: readonly QueuedAnswer[]) => {
    for (const answer of sent) {
      const now = waiting.get(answer.questionId);
      // A newer change made while this batch travelled still waits.
      if (now && now.seq <= answer.seq) waiting.delete(answer.questionId);
    }
  };

  async function flush(): Promise<void> {
    if (disposed || stopped) return;
    // One batch at a time: the next one goes when this settles, with whatever changed meanwhile.
    if (inFlight) {
      await inFlight;
      if (waiting.size > 0 && !failing) return flush();
      return;
    }
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (waiting.size === 0) return;
    const batch = [...waiting.values()];
    inFlight = (async () => {
      try {
        await options.send(batch);
        forget(batch);
        failures = 0;
        failing = false;
      } catch (error) {
        if (options.isFinal?.(error)) {
          stopped = true;
          options.onStopped?.(error);
        } else {
          failing = true;
          failures += 1;
        }
      }
    })();
    report();
    await inFlight;
    inFlight = null;
    report();
    if (stopped || disposed) return;
    if (failing) schedule(backoff[Math.min(failures - 1, backoff.length - 1)]!);
    else if (waiting.size > 0) schedule(debounceMs);
  }

  return {
    enqueue(answer) {
      if (disposed || stopped) return;
      const existing = waiting.get(answer.questionId);
      if (existing && existing.seq > answer.seq) return;
      waiting.set(answer.questionId, {
        questionId: answer.questionId,
        values: [...answer.values],
        attachmentIds: [...answer.attachmentIds],
        seq: answer.seq,
      });
      report();
      // While failing, the backoff timer decides; otherwise wait for the typing to pause.
      if (!failing && !inFlight) schedule(debounceMs);
    },
    flush: () => {
      // An explicit flush (online, retry) does not wait out the backoff.
      failing = false;
      return flush();
    },
    pendingAnswers: () =>
      [...waiting.values()].map((answer) => ({
        ...answer,
        values: [...answer.values],
        attachmentIds: [...answer.attachmentIds],
      })),
    confirm(answers) {
      forget(answers);
      report();
    },
    status,
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
    resume() {
      if (!disposed) return;
      disposed = false;
      if (waiting.size > 0) schedule(debounceMs);
    },
  };
}
