/**
 * The learner's answers to one attempt, kept in memory AND in localStorage at once, so a reload,
 * a crash or a lost connection never loses an answer (issue 7 item 4, decision 0029).
 *
 * Every change gets a per-question `seq` that only grows. The server keeps, per question, the
 * answer with the highest seq it has seen; after a reload the page merges what it kept locally
 * with what the server holds, and the higher seq wins on each question.
 */

/** An essay attachment already uploaded (its id goes with the answer). */
export interface AnswerAttachment {
  id: number;
  name: string;
  url: string;
}

export interface StoredAnswer {
  values: string[];
  seq: number;
  attachments?: AnswerAttachment[];
}

export type AnswerMap = Record<number, StoredAnswer>;

/** What one attempt keeps locally: answers, the question the learner was on, marked questions. */
export interface AttemptSnapshot {
  answers: AnswerMap;
  current: number;
  marked: number[];
  /** Screen switches are idempotent per seq on the server: a reload must not reuse one. */
  switchSeq: number;
}

/** The storage the store writes to (localStorage in the portal; a map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const KEY_PREFIX = 'lp-exam-attempt:';
const VERSION = 1;

export function attemptStorageKey(attemptId: number): string {
  return `${KEY_PREFIX}${attemptId}`;
}

function emptySnapshot(): AttemptSnapshot {
  return { answers: {}, current: 0, marked: [], switchSeq: 0 };
}

function isAttachment(value: unknown): value is AnswerAttachment {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'number' && typeof v.name === 'string' && typeof v.url === 'string';
}

function isStoredAnswer(value: unknown): value is StoredAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const attachmentsOk =
    v.attachments === undefined || (Array.isArray(v.attachments) && v.attachments.every(isAttachment));
  return (
    Array.isArray(v.values) &&
    v.values.every((x) => typeof x === 'string') &&
    typeof v.seq === 'number' &&
    Number.isFinite(v.seq) &&
    attachmentsOk
  );
}

function copyAnswer(answer: StoredAnswer): StoredAnswer {
  return answer.attachments?.length
    ? {
        values: [...answer.values],
        seq: answer.seq,
        attachments: answer.attachments.map((a) => ({ id: a.id, name: a.name, url: a.url })),
      }
    : { values: [...answer.values], seq: answer.seq };
}

/** Reads a snapshot; anything unreadable (old version, hand edits, quota errors) counts as empty. */
export function readSnapshot(storage: KeyValueStorage, attemptId: number): AttemptSnapshot {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(attemptStorageKey(attemptId)) ?? 'null');
  } catch {
    return emptySnapshot();
  }
  if (typeof raw !== 'object' || raw === null || (raw as { v?: unknown }).v !== VERSION) return emptySnapshot();
  const r = raw as Record<string, unknown>;
  const answers: AnswerMap = {};
  if (typeof r.answers === 'object' && r.answers !== null) {
    for (const [id, answer] of Object.entries(r.answers as Record<string, unknown>)) {
      const questionId = Number(id);
      if (Number.isInteger(questionId) && isStoredAnswer(answer)) answers[questionId] = copyAnswer(answer);
    }
  }
  return {
    answers,
    current: typeof r.current === 'number' && Number.isInteger(r.current) && r.current >= 0 ? r.current : 0,
    marked: Array.isArray(r.marked) ? r.marked.filter((x): x is number => Number.isInteger(x)) : [],
    switchSeq: typeof r.switchSeq === 'number' && Number.isInteger(r.switchSeq) && r.switchSeq >= 0 ? r.switchSeq : 0,
  };
}

export interface MergeResult {
  answers: AnswerMap;
  /** Questions whose local answer is newer than the server's: they must be sent again. */
  unsent: number[];
}

/** Per question the higher seq wins; on a tie the server's copy stands (it is already saved). */
export function mergeAnswers(local: AnswerMap, server: AnswerMap): MergeResult {
  const answers: AnswerMap = { ...server };
  const unsent: number[] = [];
  for (const [id, answer] of Object.entries(local)) {
    const questionId = Number(id);
    const theirs = server[questionId];
    if (!theirs || answer.seq > theirs.seq) {
      answers[questionId] = answer;
      unsent.push(questionId);
    }
  }
  return { answers, unsent };
}

/** An answer counts as given when some value is non-blank or a file is attached. */
export function hasAnswer(answer: StoredAnswer | undefined): boolean {
  return !!answer && (answer.values.some((value) => value.trim() !== '') || (answer.attachments?.length ?? 0) > 0);
}

export interface AnswerStore {
  get(questionId: number): StoredAnswer | undefined;
  /** Records a change: a new seq, written to storage at once. Returns the stored answer. */
  set(questionId: number, values: string[], attachments?: AnswerAttachment[]): StoredAnswer;
  all(): AnswerMap;
  snapshot(): AttemptSnapshot;
  setCurrent(index: number): void;
  toggleMarked(questionId: number): boolean;
  isMarked(questionId: number): boolean;
  /** The next screen-switch seq, at least one past what the server has counted. */
  nextSwitchSeq(serverCount: number): number;
  /** After hand-in the local copy is no longer needed. */
  clear(): void;
}

/**
 * The store for one attempt, seeded from the merge of local and server answers. Each `set` is
 * O(1) in memory; the write to storage serialises the attempt (a 200-question paper is a few kB).
 */
export function createAnswerStore(storage: KeyValueStorage, attemptId: number, initial: AttemptSnapshot): AnswerStore {
  const state: AttemptSnapshot = {
    answers: { ...initial.answers },
    current: initial.current,
    marked: [...initial.marked],
    switchSeq: initial.switchSeq,
  };
  const marked = new Set(state.marked);
  const persist = () => {
    const body = {
      v: VERSION,
      answers: state.answers,
      current: state.current,
      marked: [...marked],
      switchSeq: state.switchSeq,
    };
    try {
      storage.setItem(attemptStorageKey(attemptId), JSON.stringify(body));
    } catch {
      // Quota or privacy mode: the save queue still carries the answer to the server.
    }
  };
  persist();
  return {
    get: (questionId) => state.answers[questionId],
    set(questionId, values, attachments) {
      const previous = state.answers[questionId];
      // Attachments stay as they were unless the change is about them.
      const files = attachments ?? previous?.attachments;
      const answer = copyAnswer({ values, seq: (previous?.seq ?? 0) + 1, ...(files ? { attachments: files } : {}) });
      state.answers[questionId] = answer;
      persist();
      return answer;
    },
    all: () => state.answers,
    snapshot: () => ({
      answers: state.answers,
      current: state.current,
      marked: [...marked],
      switchSeq: state.switchSeq,
    }),
    setCurrent(index) {
      if (state.current === index) return;
      state.current = index;
      persist();
    },
    toggleMarked(questionId) {
      if (marked.has(questionId)) marked.delete(questionId);
      else marked.add(questionId);
      persist();
      return marked.has(questionId);
    },
    isMarked: (questionId) => marked.has(questionId),
    nextSwitchSeq(serverCount) {
      state.switchSeq = Math.max(state.switchSeq, serverCount) + 1;
      persist();
      return state.switchSeq;
    },
    clear() {
      try {
        storage.removeItem(attemptStorageKey(attemptId));
      } catch {
        // Nothing to do: a stale copy is ignored once the attempt is closed.
      }
    },
  };
}
