import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { readStored, removeStored, safeJsonParse, writeStored } from './storage';

/**
 * A few query answers kept in localStorage for the next visit's first paint (decision 0074): the
 * page renders them at once and TanStack Query refreshes them in the background. One entry per
 * storage key, owned by one viewer (enterprise, user, language): an entry is only ever read back
 * for exactly that viewer, so nobody sees another person's or another language's data.
 */
export interface PersistedQueries {
  /** Format version: an entry of another version is ignored (its shape may differ). */
  v: number;
  owner: string;
  savedAt: number;
  queries: Array<[QueryKey, unknown]>;
}

export const PERSISTED_QUERIES_VERSION = 1;
/** Larger than a home's first module ever is; a bigger entry is not worth a synchronous write. */
export const PERSISTED_QUERIES_MAX_CHARS = 32_000;

/** The stored answers of `owner`, or null: none, another owner's, another version's, older than `maxAgeMs` or unreadable. */
export function readPersistedQueries(
  storageKey: string,
  owner: string,
  options: { now: number; maxAgeMs: number },
): Array<[QueryKey, unknown]> | null {
  const entry = safeJsonParse<Partial<PersistedQueries> | null>(readStored('local', storageKey), null);
  if (!entry || typeof entry !== 'object') return null;
  if (entry.v !== PERSISTED_QUERIES_VERSION || entry.owner !== owner || !Array.isArray(entry.queries)) return null;
  const age = options.now - (typeof entry.savedAt === 'number' ? entry.savedAt : 0);
  // A clock set back makes the age negative: such an entry cannot be trusted to be recent.
  if (age < 0 || age > options.maxAgeMs) return null;
  return entry.queries.filter((item): item is [QueryKey, unknown] => Array.isArray(item) && Array.isArray(item[0]));
}

export function writePersistedQueries(
  storageKey: string,
  owner: string,
  queries: Array<[QueryKey, unknown]>,
  now: number,
): void {
  const text = JSON.stringify({ v: PERSISTED_QUERIES_VERSION, owner, savedAt: now, queries });
  if (text.length > PERSISTED_QUERIES_MAX_CHARS) return;
  writeStored('local', storageKey, text);
}

export function clearPersistedQueries(storageKey: string): void {
  removeStored('local', storageKey);
}

/**
 * Puts stored answers into the query cache as already stale (updated at 0), so the page renders
 * them and its queries still fetch afresh. A query that already has data or is fetching keeps it:
 * a stored answer never replaces a newer one.
 */
export function seedQueries(client: QueryClient, queries: Array<[QueryKey, unknown]>): void {
  for (const [key, data] of queries) {
    const state = client.getQueryState(key);
    if (state && (state.data !== undefined || state.fetchStatus !== 'idle')) continue;
    client.setQueryData(key, data, { updatedAt: 0 });
  }
}
