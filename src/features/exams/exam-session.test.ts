import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LearnerQuestion } from '../../../protocol';
import { attemptStorageKey, type KeyValueStorage } from './answer-store';
import { createExamSession, type SessionPaper } from './exam-session';
import type { QueuedAnswer } from './save-queue';

function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const question = (id: number, type: LearnerQuestion['type'] = 'single'): LearnerQuestion => ({
  id,
  type,
  stem: `Q${id}`,
  options: [],
  blanks: type === 'fill' ? 2 : 0,
  score: 2,
  required: false,
});

function paper(answers: SessionPaper['answers'] = []): SessionPaper {
  return { attemptId: 11, questions: [question(1), question(2, 'fill'), question(3, 'essay')], answers };
}

function deps(storage: KeyValueStorage, sent: QueuedAnswer[][], fail = false) {
  return {
    storage,
    clockSample: { serverNow: 1000, sentAt: 0, receivedAt: 0 },
    save: async (batch: QueuedAnswer[]) => {
      if (fail) throw new TypeError('Failed to fetch');
      sent.push(batch);
      return { serverNow: 2000, sentAt: 0, receivedAt: 0 };
    },
    isFinal: () => false,
    onStopped: () => undefined,
    backoffMs: [60_000],
  };
}

describe('exam session', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('re-renders only the sheet when a question flips between answered and not', () => {
    const session = createExamSession(paper(), deps(memoryStorage(), []));
    const sheet = vi.fn();
    const q2 = vi.fn();
    session.subscribeSheet(sheet);
    session.subscribeQuestion(2, q2);
    const before = session.answered();
    session.change(2, ['a', '']);
    session.change(2, ['ab', '']);
    session.change(2, ['ab', 'c']);
    expect(q2).toHaveBeenCalledTimes(3);
    expect(sheet).toHaveBeenCalledTimes(1);
    expect(session.answered()).not.toBe(before);
    expect(session.answered()).toEqual([false, true, false]);
    session.dispose();
  });

  it('restores offline answers after a reload over an older server copy and sends them again', async () => {
    const storage = memoryStorage();
    const sent: QueuedAnswer[][] = [];
    const offline = createExamSession(
      paper([{ questionId: 1, values: ['A'], seq: 1, attachments: [] }]),
      deps(storage, sent, true),
    );
    offline.change(1, ['B']);
    offline.change(3, ['my essay']);
    offline.setCurrent(2);
    await vi.advanceTimersByTimeAsync(500);
    offline.dispose();
    expect(sent).toEqual([]);

    // The reload: the server still has the old answer to question 1.
    const reloaded = createExamSession(
      paper([{ questionId: 1, values: ['A'], seq: 1, attachments: [] }]),
      deps(storage, sent),
    );
    expect(reloaded.answer(1)?.values).toEqual(['B']);
    expect(reloaded.answer(3)?.values).toEqual(['my essay']);
    expect(reloaded.current()).toBe(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.flat().map((a) => [a.questionId, a.values[0], a.seq])).toEqual([
      [1, 'B', 2],
      [3, 'my essay', 1],
    ]);
    reloaded.dispose();
  });

  it('keeps the server answer when it is newer, and ignores questions not on the paper', () => {
    const storage = memoryStorage();
    storage.setItem(
      attemptStorageKey(11),
      JSON.stringify({
        v: 1,
        answers: { 1: { values: ['A'], seq: 1 }, 99: { values: ['x'], seq: 5 } },
        current: 7,
        marked: [99, 1],
        switchSeq: 0,
      }),
    );
    const session = createExamSession(
      paper([{ questionId: 1, values: ['C'], seq: 4, attachments: [] }]),
      deps(storage, []),
    );
    expect(session.answer(1)?.values).toEqual(['C']);
    expect(session.answer(99)).toBeUndefined();
    expect(session.current()).toBe(2);
    expect(session.marked()).toEqual([true, false, false]);
    session.change(99, ['y']);
    expect(session.finalBatch()).toEqual([]);
    session.dispose();
  });

  it('hands the unconfirmed answers to the submit and then forgets the local copy', async () => {
    const storage = memoryStorage();
    const sent: QueuedAnswer[][] = [];
    const session = createExamSession(paper(), deps(storage, sent, true));
    session.change(1, ['A']);
    session.change(3, ['text'], [{ id: 5, name: 'a.pdf', url: '/m/5' }]);
    const batch = session.finalBatch();
    expect(batch).toEqual([
      { questionId: 1, values: ['A'], attachmentIds: [], seq: 1 },
      { questionId: 3, values: ['text'], attachmentIds: [5], seq: 1 },
    ]);
    session.finished(batch);
    expect(storage.getItem(attemptStorageKey(11))).toBeNull();
    expect(session.saveStatus().pending).toBe(0);
  });
});
