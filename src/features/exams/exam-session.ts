import type { LearnerQuestion } from '../../../protocol';
import {
  createAnswerStore,
  hasAnswer,
  mergeAnswers,
  readSnapshot,
  type AnswerAttachment,
  type AnswerMap,
  type KeyValueStorage,
  type StoredAnswer,
} from './answer-store';
import { createSaveQueue, type QueuedAnswer, type SaveQueueStatus } from './save-queue';
import { createServerClock, type ClockSample, type ServerClock } from './server-clock';

/**
 * One answering session: the answer store (local copy), the save queue (server copy) and the
 * server clock, behind a small subscribe/get surface React reads with useSyncExternalStore.
 * A change touches one question: its listeners run, and the sheet's flags are replaced only
 * when that question flips between answered and unanswered (O(1) per keystroke).
 */

export interface SessionPaper {
  attemptId: number;
  questions: readonly LearnerQuestion[];
  /** What the server holds (its seq per question). */
  answers: ReadonlyArray<{
    questionId: number;
    values: string[];
    seq: number;
    attachments: ReadonlyArray<AnswerAttachment>;
  }>;
}

export interface SessionDeps {
  storage: KeyValueStorage;
  clockSample: ClockSample;
  save: (batch: QueuedAnswer[]) => Promise<{ serverNow: number; sentAt: number; receivedAt: number }>;
  /** A refusal the server will repeat (attempt handed in, past the grace): stop saving. */
  isFinal: (error: unknown) => boolean;
  onStopped: (error: unknown) => void;
  debounceMs?: number;
  backoffMs?: readonly number[];
}

export interface ExamSession {
  readonly attemptId: number;
  readonly clock: ServerClock;
  answer(questionId: number): StoredAnswer | undefined;
  change(questionId: number, values: string[], attachments?: AnswerAttachment[]): void;
  subscribeQuestion(questionId: number, listener: () => void): () => void;
  /** Answered flags in paper order; a new array only when one flips. */
  answered(): readonly boolean[];
  marked(): readonly boolean[];
  toggleMarked(questionId: number): void;
  subscribeSheet(listener: () => void): () => void;
  current(): number;
  setCurrent(index: number): void;
  saveStatus(): SaveQueueStatus;
  subscribeStatus(listener: () => void): () => void;
  /** `online` fired or the learner asked: send what waits now. */
  flush(): Promise<void>;
  /** The final batch for the hand-in: everything the server has not confirmed. */
  finalBatch(): QueuedAnswer[];
  /** The hand-in carried these; forget them and drop the local copy. */
  finished(batch: readonly QueuedAnswer[]): void;
  nextSwitchSeq(serverCount: number): number;
  dispose(): void;
  /** Mounted (again): saving runs. */
  resume(): void;
}

function toServerMap(paper: SessionPaper): AnswerMap {
  const map: AnswerMap = {};
  for (const a of paper.answers)
    map[a.questionId] = a.attachments.length
      ? {
          values: a.values,
          seq: a.seq,
          attachments: a.attachments.map((f) => ({ id: f.id, name: f.name, url: f.url })),
        }
      : { values: a.values, seq: a.seq };
  return map;
}

const toQueued = (questionId: number, answer: StoredAnswer): QueuedAnswer => ({
  questionId,
  values: answer.values,
  attachmentIds: (answer.attachments ?? []).map((a) => a.id),
  seq: answer.seq,
});

export function createExamSession(paper: SessionPaper, deps: SessionDeps): ExamSession {
  const onPaper = new Set(paper.questions.map((q) => q.id));
  const local = readSnapshot(deps.storage, paper.attemptId);
  // Answers kept for questions no longer on the paper are dropped: the server would refuse them.
  const localAnswers: AnswerMap = {};
  for (const [id, answer] of Object.entries(local.answers))
    if (onPaper.has(Number(id))) localAnswers[Number(id)] = answer;
  const merged = mergeAnswers(localAnswers, toServerMap(paper));
  const current = Math.min(local.current, Math.max(0, paper.questions.length - 1));
  const store = createAnswerStore(deps.storage, paper.attemptId, {
    answers: merged.answers,
    current,
    marked: local.marked.filter((id) => onPaper.has(id)),
    switchSeq: local.switchSeq,
  });
  const clock = createServerClock(deps.clockSample);
  const indexOf = new Map(paper.questions.map((q, i) => [q.id, i]));

  let answered: boolean[] = paper.questions.map((q) => hasAnswer(store.get(q.id)));
  let marked: boolean[] = paper.questions.map((q) => store.isMarked(q.id));
  let status: SaveQueueStatus = { pending: 0, sending: false, failing: false, stopped: false };
  const questionListeners = new Map<number, Set<() => void>>();
  const sheetListeners = new Set<() => void>();
  const statusListeners = new Set<() => void>();
  const emit = (listeners: Iterable<() => void>) => [...listeners].forEach((listener) => listener());

  const queue = createSaveQueue({
    send: async (batch) => {
      const { serverNow, sentAt, receivedAt } = await deps.save(batch);
      clock.update({ serverNow, sentAt, receivedAt });
    },
    isFinal: deps.isFinal,
    onStopped: deps.onStopped,
    onStatus: (next) => {
      // Typing in an essay keeps one change waiting: only a real change re-renders the page.
      if (
        next.pending === status.pending &&
        next.sending === status.sending &&
        next.failing === status.failing &&
        next.stopped === status.stopped
      )
        return;
      status = next;
      emit(statusListeners);
    },
    ...(deps.debounceMs !== undefined ? { debounceMs: deps.debounceMs } : {}),
    ...(deps.backoffMs ? { backoffMs: deps.backoffMs } : {}),
  });
  // Local answers newer than the server's (saved offline, or lost in flight) go again now.
  for (const id of merged.unsent) queue.enqueue(toQueued(id, store.get(id)!));
  if (merged.unsent.length > 0) void queue.flush();

  const subscribe = (set: Set<() => void>, listener: () => void) => {
    set.add(listener);
    return () => void set.delete(listener);
  };

  return {
    attemptId: paper.attemptId,
    clock,
    answer: (questionId) => store.get(questionId),
    change(questionId, values, attachments) {
      const index = indexOf.get(questionId);
      if (index === undefined) return;
      const stored = store.set(questionId, values, attachments);
      queue.enqueue(toQueued(questionId, stored));
      emit(questionListeners.get(questionId) ?? []);
      const now = hasAnswer(stored);
      if (answered[index] !== now) {
        answered = [...answered];
        answered[index] = now;
        emit(sheetListeners);
      }
    },
    subscribeQuestion(questionId, listener) {
      let set = questionListeners.get(questionId);
      if (!set) questionListeners.set(questionId, (set = new Set()));
      return subscribe(set, listener);
    },
    answered: () => answered,
    marked: () => marked,
    toggleMarked(questionId) {
      const index = indexOf.get(questionId);
      if (index === undefined) return;
      marked = [...marked];
      marked[index] = store.toggleMarked(questionId);
      emit(sheetListeners);
    },
    subscribeSheet: (listener) => subscribe(sheetListeners, listener),
    current: () => store.snapshot().current,
    setCurrent(index) {
      store.setCurrent(Math.max(0, Math.min(index, paper.questions.length - 1)));
      emit(sheetListeners);
    },
    saveStatus: () => status,
    subscribeStatus: (listener) => subscribe(statusListeners, listener),
    flush: () => queue.flush(),
    finalBatch: () => queue.pendingAnswers(),
    finished(batch) {
      queue.confirm(batch);
      queue.dispose();
      store.clear();
    },
    nextSwitchSeq: (serverCount) => store.nextSwitchSeq(serverCount),
    dispose: () => queue.dispose(),
    resume: () => queue.resume(),
  };
}
