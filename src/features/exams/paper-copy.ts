import { examPaperSchema, type ExamPaper } from '../../../protocol';
import { toMillis } from '../../lib/date-format';
import { readSnapshot, type KeyValueStorage } from './answer-store';
import { offsetOf } from './server-clock';

/**
 * The exam page's own copy of the paper (decision 0036), so a reload without a network opens the
 * paper from this device. The service worker caches no API answer (one user's data in a cache the
 * next person on the device shares); this copy is kept beside the attempt's answers, names the
 * learner it belongs to and is read only for them, and goes when the paper is handed in or over.
 *
 * Beside it, the seq of each answer the server confirmed, so an offline reload knows which local
 * answers still wait (the paper's own `answers` are the server's as of the load). Copies of papers whose time is over
 * are dropped whenever a paper is kept: a device does not collect every paper sat on it.
 */

/** The paper as the page loaded it, with the local times of the round trip (the server clock). */
export interface LoadedPaper {
  paper: ExamPaper;
  sentAt: number;
  receivedAt: number;
}

/** What the copy needs of web storage: the answer store's three calls, and listing keys to prune. */
export interface PaperStorage extends KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
}

const PAPER_PREFIX = 'lp-exam-paper:';
const SAVED_PREFIX = 'lp-exam-saved:';
const VERSION = 1;

const paperKey = (attemptId: number) => `${PAPER_PREFIX}${attemptId}`;
const savedKey = (attemptId: number) => `${SAVED_PREFIX}${attemptId}`;

/** The server's time now, by the clock sample of the load (the device's clock may be off). */
function serverNow(loaded: LoadedPaper, now: number): number {
  const { sentAt, receivedAt } = loaded;
  return now + offsetOf({ serverNow: loaded.paper.serverNow, sentAt, receivedAt });
}

// API times through the one date conversion (seconds or milliseconds, spec 000 §5).
const isOver = (loaded: LoadedPaper, now: number) =>
  serverNow(loaded, now) > (toMillis(loaded.paper.deadlineAt) ?? 0) + loaded.paper.graceMs;

function removeQuietly(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: the copy is ignored once the paper is over.
  }
}

export function dropPaperCopy(storage: KeyValueStorage, attemptId: number): void {
  removeQuietly(storage, paperKey(attemptId));
  removeQuietly(storage, savedKey(attemptId));
}

/** Parses a stored copy with the learner it belongs to; anything unreadable or of a finished paper is null. */
function parseCopy(raw: string | null): { owner: string; loaded: LoadedPaper } | null {
  let body: unknown;
  try {
    body = JSON.parse(raw ?? 'null');
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (
    b.v !== VERSION ||
    typeof b.owner !== 'string' ||
    typeof b.sentAt !== 'number' ||
    typeof b.receivedAt !== 'number'
  )
    return null;
  const paper = examPaperSchema.safeParse(b.paper);
  if (!paper.success || paper.data.status !== 'open') return null;
  return { owner: b.owner, loaded: { paper: paper.data, sentAt: b.sentAt, receivedAt: b.receivedAt } };
}

/** Keep the paper just loaded (only an open one, only for a signed-in learner); drop the copies that are over. */
export function keepPaperCopy(storage: PaperStorage, owner: string, loaded: LoadedPaper, now = Date.now()): void {
  const { attemptId } = loaded.paper;
  if (!owner || loaded.paper.status !== 'open') return dropPaperCopy(storage, attemptId);
  try {
    for (let i = storage.length - 1; i >= 0; i -= 1) {
      const key = storage.key(i);
      if (!key?.startsWith(PAPER_PREFIX) || key === paperKey(attemptId)) continue;
      const other = parseCopy(storage.getItem(key));
      if (!other || isOver(other.loaded, now)) dropPaperCopy(storage, Number(key.slice(PAPER_PREFIX.length)));
    }
    storage.setItem(paperKey(attemptId), JSON.stringify({ v: VERSION, owner, ...loaded }));
  } catch {
    // Quota or privacy mode: the page works online as before, only an offline reload cannot.
  }
}

/** The server confirmed these answers (their seqs): an offline reload must not count them as waiting. */
export function recordSaved(
  storage: KeyValueStorage,
  attemptId: number,
  batch: ReadonlyArray<{ questionId: number; seq: number }>,
): void {
  try {
    const saved = readSaved(storage, attemptId);
    for (const { questionId, seq } of batch) saved[questionId] = Math.max(saved[questionId] ?? 0, seq);
    storage.setItem(savedKey(attemptId), JSON.stringify(saved));
  } catch {
    // Without the record an offline reload sends those answers once more; the server keeps the same seq.
  }
}

function readSaved(storage: KeyValueStorage, attemptId: number): Record<number, number> {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(savedKey(attemptId)) ?? '{}');
  } catch {
    return {};
  }
  const saved: Record<number, number> = {};
  if (typeof raw !== 'object' || raw === null) return saved;
  for (const [id, seq] of Object.entries(raw as Record<string, unknown>))
    if (Number.isInteger(Number(id)) && typeof seq === 'number' && Number.isFinite(seq)) saved[Number(id)] = seq;
  return saved;
}

/**
 * The copy of this learner's paper, with what the server is known to hold: its answers as of the
 * load, and every local answer it confirmed since. Null when there is none, it is another
 * learner's, or the paper's time (and grace) is over by the server's clock.
 */
export function readPaperCopy(
  storage: KeyValueStorage,
  owner: string,
  attemptId: number,
  now = Date.now(),
): LoadedPaper | null {
  if (!owner) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(paperKey(attemptId));
  } catch {
    return null;
  }
  const copy = parseCopy(raw);
  if (!copy || copy.owner !== owner || copy.loaded.paper.attemptId !== attemptId || isOver(copy.loaded, now))
    return null;
  const { loaded } = copy;
  const local = readSnapshot(storage, attemptId).answers;
  const answers = new Map(loaded.paper.answers.map((answer) => [answer.questionId, answer]));
  for (const [id, seq] of Object.entries(readSaved(storage, attemptId))) {
    const questionId = Number(id);
    const mine = local[questionId];
    // Only what the device still holds at that seq: the server has the same answer.
    if (!mine || mine.seq !== seq || (answers.get(questionId)?.seq ?? 0) >= seq) continue;
    answers.set(questionId, {
      questionId,
      values: mine.values,
      seq,
      savedAt: 0,
      attachments: (mine.attachments ?? []).map((file) => ({ ...file, bytes: 0, mime: '' })),
    });
  }
  return { ...loaded, paper: { ...loaded.paper, answers: [...answers.values()] } };
}
