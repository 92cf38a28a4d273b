import { describe, expect, it } from 'vitest';
import type { ExamPaper } from '../../../protocol';
import { createAnswerStore, mergeAnswers, readSnapshot } from './answer-store';
import { dropPaperCopy, keepPaperCopy, readPaperCopy, recordSaved, type PaperStorage } from './paper-copy';

function memoryStorage(): PaperStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const NOW = 1_800_000_000_000;
const HOUR = 3_600_000;

function paper(attemptId: number, overrides: Partial<ExamPaper> = {}): ExamPaper {
  return {
    attemptId,
    examId: 5,
    examName: 'Quiz',
    makeup: false,
    questions: [
      {
        id: 1,
        type: 'single',
        stem: '<p>One</p>',
        options: [{ key: 'A', text: 'a' }],
        blanks: 0,
        score: 1,
        required: false,
      },
      { id: 2, type: 'judge', stem: '<p>Two</p>', options: [], blanks: 0, score: 1, required: false },
    ],
    answers: [],
    startedAt: NOW,
    deadlineAt: NOW + HOUR,
    graceMs: 30_000,
    serverNow: NOW,
    status: 'open',
    switchCount: 0,
    switchLimit: 0,
    faceCheck: false,
    faceFailures: 0,
    faceFailLimit: 0,
    requiredRule: 'none',
    fullMarks: 2,
    passScore: 1,
    ...overrides,
  };
}

const loadedAt = (p: ExamPaper, at = NOW) => ({ paper: p, sentAt: at, receivedAt: at });

describe('the exam paper kept on the device', () => {
  it('is read back only for the learner it belongs to, and never for a visitor', () => {
    const storage = memoryStorage();
    keepPaperCopy(storage, 'u-1', loadedAt(paper(7)), NOW);
    expect(readPaperCopy(storage, 'u-1', 7, NOW + 60_000)?.paper.questions.map((q) => q.id)).toEqual([1, 2]);
    expect(readPaperCopy(storage, 'u-2', 7, NOW)).toBeNull();
    expect(readPaperCopy(storage, '', 7, NOW)).toBeNull();
    expect(readPaperCopy(storage, 'u-1', 8, NOW)).toBeNull();

    const visitor = memoryStorage();
    keepPaperCopy(visitor, '', loadedAt(paper(7)), NOW);
    expect(visitor.data.size).toBe(0);
  });

  it('is not opened once the paper and its grace are over by the server clock, whatever the device clock says', () => {
    const storage = memoryStorage();
    // The device is ten minutes behind the server.
    const behind = NOW - 10 * 60_000;
    keepPaperCopy(storage, 'u-1', loadedAt(paper(7), behind), behind);
    // One minute before the deadline by the server's clock.
    expect(readPaperCopy(storage, 'u-1', 7, NOW + HOUR - 11 * 60_000)).not.toBeNull();
    // By the device clock nine minutes are left; by the server's the hour and the grace are over.
    expect(readPaperCopy(storage, 'u-1', 7, NOW + HOUR - 9 * 60_000)).toBeNull();
  });

  it('reads a gateway’s times in seconds as the same moments (spec 000 §5, issue 18 item 5)', () => {
    const storage = memoryStorage();
    const inSeconds = paper(7, { serverNow: NOW / 1000, deadlineAt: (NOW + HOUR) / 1000 });
    keepPaperCopy(storage, 'u-1', loadedAt(inSeconds), NOW);
    expect(readPaperCopy(storage, 'u-1', 7, NOW + HOUR - 60_000)).not.toBeNull();
    expect(readPaperCopy(storage, 'u-1', 7, NOW + HOUR + 60_000)).toBeNull();
  });

  it('keeps no handed-in paper, and is dropped with what the server confirmed', () => {
    const storage = memoryStorage();
    keepPaperCopy(storage, 'u-1', loadedAt(paper(7)), NOW);
    recordSaved(storage, 7, [{ questionId: 1, seq: 1 }]);
    keepPaperCopy(storage, 'u-1', loadedAt(paper(7, { status: 'submitted' })), NOW);
    expect(storage.data.size).toBe(0);

    keepPaperCopy(storage, 'u-1', loadedAt(paper(7)), NOW);
    recordSaved(storage, 7, [{ questionId: 1, seq: 1 }]);
    dropPaperCopy(storage, 7);
    expect(storage.data.size).toBe(0);
  });

  it('counts answers the server confirmed as saved after an offline reload, and only those', () => {
    const storage = memoryStorage();
    keepPaperCopy(storage, 'u-1', loadedAt(paper(7)), NOW);
    const answers = createAnswerStore(storage, 7, readSnapshot(storage, 7));
    answers.set(1, ['A']);
    recordSaved(storage, 7, [{ questionId: 1, seq: 1 }]);
    // Changed again after the save, and a second question never saved.
    answers.set(2, ['T']);
    answers.set(1, ['B']);

    // The server holds question 1 at seq 1, but the device has seq 2: both answers still wait.
    const copy = readPaperCopy(storage, 'u-1', 7, NOW)!;
    const server = Object.fromEntries(copy.paper.answers.map((a) => [a.questionId, a]));
    const merged = mergeAnswers(readSnapshot(storage, 7).answers, server);
    expect(merged.unsent.sort()).toEqual([1, 2]);

    recordSaved(storage, 7, [
      { questionId: 1, seq: 2 },
      { questionId: 2, seq: 1 },
    ]);
    const later = readPaperCopy(storage, 'u-1', 7, NOW)!;
    const held = Object.fromEntries(later.paper.answers.map((a) => [a.questionId, a]));
    expect(held[2]).toMatchObject({ values: ['T'], seq: 1 });
    expect(mergeAnswers(readSnapshot(storage, 7).answers, held).unsent).toEqual([]);
  });

  it('drops copies that are over or unreadable when a paper is kept, not another learner’s open one', () => {
    const storage = memoryStorage();
    keepPaperCopy(storage, 'u-2', loadedAt(paper(3)), NOW);
    keepPaperCopy(storage, 'u-1', loadedAt(paper(4, { deadlineAt: NOW + 60_000 })), NOW);
    recordSaved(storage, 4, [{ questionId: 1, seq: 1 }]);
    storage.setItem('lp-exam-paper:5', '{not json');
    keepPaperCopy(storage, 'u-1', loadedAt(paper(7)), NOW + 2 * 60_000);
    expect([...storage.data.keys()].sort()).toEqual(['lp-exam-paper:3', 'lp-exam-paper:7']);
  });

  it('ignores a copy that is not a paper', () => {
    const storage = memoryStorage();
    storage.setItem('lp-exam-paper:7', JSON.stringify({ v: 1, owner: 'u-1', sentAt: NOW, receivedAt: NOW, paper: {} }));
    expect(readPaperCopy(storage, 'u-1', 7, NOW)).toBeNull();
  });
});
