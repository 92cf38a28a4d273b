/**
 * Safe reads of JSON text and of web storage. Stored text can be stale, hand-edited or
 * written by an older version, so a bad value must never crash start-up (spec 000 §8:
 * invalid JSON → default value, warning logged).
 */
export function safeJsonParse<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    console.warn(`[storage] invalid JSON text, using the default value: ${text.slice(0, 80)}`);
    return fallback;
  }
}

/** Storage can throw (privacy modes, disabled storage, quota); treat that as "nothing stored". */
function guard<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage {
  return kind === 'local' ? window.localStorage : window.sessionStorage;
}

export function readStored(kind: StorageArea, key: string): string | null {
  return guard(() => area(kind).getItem(key), null);
}

export function writeStored(kind: StorageArea, key: string, value: string): void {
  guard(() => area(kind).setItem(key, value), undefined);
}

export function removeStored(kind: StorageArea, key: string): void {
  guard(() => area(kind).removeItem(key), undefined);
}

export function readStoredJson<T>(kind: StorageArea, key: string, fallback: T): T {
  return safeJsonParse(readStored(kind, key), fallback);
}
