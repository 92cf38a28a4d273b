import { describe, expect, it } from 'vitest';
import {
  attemptStorageKey,
  createAnswerStore,
  hasAnswer,
  mergeAnswers,
  readSnapshot,
  type KeyValueStorage,
} from './answer-store';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('answer store', () => {
  it('writes every change to storage at once with a growing seq per question', () => {
    const storage = memoryStorage();
    const store = createAnswerStore(storage, 7, readSnapshot(storage, 7));
    expect(store.set(1, ['A']).seq).toBe(1);
    expect(store.set(1, ['B']).seq).toBe(2);
    expect(store.set(2, ['T']).seq).toBe(1);
    const again = readSnapshot(storage, 7);
    expect(again.answers).toEqual({ 1: { values: ['B'], seq: 2 }, 2: { values: ['T'], seq: 1 } });
  });

  it('keeps attempts apart and restores position, marks and switch seq after a reload', () => {
    const storage = memoryStorage();
    const first = createAnswerStore(storage, 1, readSnapshot(storage, 1));
    first.set(5, ['x']);
    first.setCurrent(3);
    first.toggleMarked(5);
    expect(first.nextSwitchSeq(0)).toBe(1);
    createAnswerStore(storage, 2, readSnapshot(storage, 2)).set(5, ['other']);
    const reloaded = createAnswerStore(storage, 1, readSnapshot(storage, 1));
    expect(reloaded.get(5)).toEqual({ values: ['x'], seq: 1 });
    expect(reloaded.snapshot().current).toBe(3);
    expect(reloaded.isMarked(5)).toBe(true);
    // The server counted 4 switches already: the next seq goes past both.
    expect(reloaded.nextSwitchSeq(4)).toBe(5);
    expect(reloaded.nextSwitchSeq(0)).toBe(6);
  });

  it('continues the seq above a merged server answer', () => {
    const storage = memoryStorage();
    const { answers } = mergeAnswers({}, { 9: { values: ['A'], seq: 4 } });
    const store = createAnswerStore(storage, 3, { answers, current: 0, marked: [], switchSeq: 0 });
    expect(store.set(9, ['C']).seq).toBe(5);
  });

  it('treats unreadable or foreign storage as empty', () => {
    const storage = memoryStorage();
    storage.setItem(attemptStorageKey(4), '{not json');
    expect(readSnapshot(storage, 4).answers).toEqual({});
    storage.setItem(attemptStorageKey(4), JSON.stringify({ v: 99, answers: { 1: { values: ['A'], seq: 1 } } }));
    expect(readSnapshot(storage, 4).answers).toEqual({});
    storage.setItem(
      attemptStorageKey(4),
      JSON.stringify({ v: 1, answers: { 1: { values: [3], seq: 1 }, 2: { values: ['ok'], seq: 2 } }, current: -1 }),
    );
    const snapshot = readSnapshot(storage, 4);
    expect(snapshot.answers).toEqual({ 2: { values: ['ok'], seq: 2 } });
    expect(snapshot.current).toBe(0);
  });

  it('survives a storage that throws', () => {
    const storage: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createAnswerStore(storage, 1, readSnapshot({ ...storage, getItem: () => null }, 1));
    expect(store.set(1, ['A']).seq).toBe(1);
    expect(() => store.clear()).not.toThrow();
  });

  it('clear removes the local copy', () => {
    const storage = memoryStorage();
    const store = createAnswerStore(storage, 8, readSnapshot(storage, 8));
    store.set(1, ['A']);
    store.clear();
    expect(storage.getItem(attemptStorageKey(8))).toBeNull();
  });

  it('keeps attachments across value changes and reloads', () => {
    const storage = memoryStorage();
    const store = createAnswerStore(storage, 9, readSnapshot(storage, 9));
    store.set(1, ['essay'], [{ id: 4, name: 'plan.pdf', url: '/media/4' }]);
    store.set(1, ['essay, longer']);
    expect(readSnapshot(storage, 9).answers[1]).toEqual({
      values: ['essay, longer'],
      seq: 2,
      attachments: [{ id: 4, name: 'plan.pdf', url: '/media/4' }],
    });
    expect(hasAnswer({ values: [''], seq: 3, attachments: [{ id: 4, name: 'plan.pdf', url: '/media/4' }] })).toBe(true);
  });
});

describe('mergeAnswers', () => {
  it('takes the higher seq per question and lists the local ones the server lacks', () => {
    const local = {
      1: { values: ['new'], seq: 3 },
      2: { values: ['old'], seq: 1 },
      3: { values: ['only local'], seq: 1 },
    };
    const server = {
      1: { values: ['saved'], seq: 2 },
      2: { values: ['newer on server'], seq: 2 },
      4: { values: ['only server'], seq: 1 },
    };
    const { answers, unsent } = mergeAnswers(local, server);
    expect(answers).toEqual({
      1: { values: ['new'], seq: 3 },
      2: { values: ['newer on server'], seq: 2 },
      3: { values: ['only local'], seq: 1 },
      4: { values: ['only server'], seq: 1 },
    });
    expect(unsent.sort()).toEqual([1, 3]);
  });

  it('keeps the server copy on a tie and sends nothing', () => {
    const { answers, unsent } = mergeAnswers({ 1: { values: ['A'], seq: 2 } }, { 1: { values: ['A'], seq: 2 } });
    expect(answers[1]).toEqual({ values: ['A'], seq: 2 });
    expect(unsent).toEqual([]);
  });
});

describe('hasAnswer', () => {
  it('needs a non-blank value', () => {
    expect(hasAnswer(undefined)).toBe(false);
    expect(hasAnswer({ values: [], seq: 1 })).toBe(false);
    expect(hasAnswer({ values: ['  ', ''], seq: 1 })).toBe(false);
    expect(hasAnswer({ values: ['', 'x'], seq: 1 })).toBe(true);
  });
});
