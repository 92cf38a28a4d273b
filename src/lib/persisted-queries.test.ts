import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PERSISTED_QUERIES_MAX_CHARS,
  clearPersistedQueries,
  readPersistedQueries,
  seedQueries,
  writePersistedQueries,
} from './persisted-queries';

const KEY = 'lp:test-persisted';
const HOUR = 60 * 60 * 1000;
const at = (now: number) => ({ now, maxAgeMs: 24 * HOUR });

afterEach(() => localStorage.clear());

describe('persisted queries (decision 0074)', () => {
  it('reads an entry back for its own owner only', () => {
    writePersistedQueries(KEY, '1:alice:en_us', [[['home', '1:alice:en_us', 'modules'], [{ moduleId: 7 }]]], 1000);
    expect(readPersistedQueries(KEY, '1:alice:en_us', at(2000))).toEqual([
      [['home', '1:alice:en_us', 'modules'], [{ moduleId: 7 }]],
    ]);
    // Another user, another enterprise, another language: nothing.
    expect(readPersistedQueries(KEY, '1:bob:en_us', at(2000))).toBeNull();
    expect(readPersistedQueries(KEY, '2:alice:en_us', at(2000))).toBeNull();
    expect(readPersistedQueries(KEY, '1:alice:zh_cn', at(2000))).toBeNull();
  });

  it('expires after its maximum age and distrusts an entry from the future', () => {
    writePersistedQueries(KEY, 'v', [[['k'], 1]], 10 * HOUR);
    expect(readPersistedQueries(KEY, 'v', at(10 * HOUR + 24 * HOUR))).not.toBeNull();
    expect(readPersistedQueries(KEY, 'v', at(10 * HOUR + 24 * HOUR + 1))).toBeNull();
    expect(readPersistedQueries(KEY, 'v', at(10 * HOUR - 1))).toBeNull();
  });

  it('ignores another version, unreadable text and malformed entries', () => {
    localStorage.setItem(KEY, JSON.stringify({ v: 0, owner: 'v', savedAt: 1, queries: [[['k'], 1]] }));
    expect(readPersistedQueries(KEY, 'v', at(2))).toBeNull();
    localStorage.setItem(KEY, '{not json');
    expect(readPersistedQueries(KEY, 'v', at(2))).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ v: 1, owner: 'v', savedAt: 1, queries: 'nope' }));
    expect(readPersistedQueries(KEY, 'v', at(2))).toBeNull();
    localStorage.setItem(
      KEY,
      JSON.stringify({
        v: 1,
        owner: 'v',
        savedAt: 1,
        queries: [
          ['k', 1],
          [['ok'], 2],
        ],
      }),
    );
    expect(readPersistedQueries(KEY, 'v', at(2))).toEqual([[['ok'], 2]]);
  });

  it('does not keep an oversized entry, and clears', () => {
    writePersistedQueries(KEY, 'v', [[['k'], 'x'.repeat(PERSISTED_QUERIES_MAX_CHARS)]], 1);
    expect(localStorage.getItem(KEY)).toBeNull();
    writePersistedQueries(KEY, 'v', [[['k'], 'small']], 1);
    expect(localStorage.getItem(KEY)).not.toBeNull();
    clearPersistedQueries(KEY);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('seeds the cache as stale and never over a query that has data', () => {
    const client = new QueryClient();
    client.setQueryData(['fresh'], 'from the server');
    seedQueries(client, [
      [['fresh'], 'stored'],
      [['empty'], 'stored'],
    ]);
    expect(client.getQueryData(['fresh'])).toBe('from the server');
    expect(client.getQueryData(['empty'])).toBe('stored');
    // Stale at once: a mounted query reads it afresh whatever its stale time.
    expect(client.getQueryState(['empty'])?.dataUpdatedAt).toBe(0);
    expect(
      client
        .getQueryCache()
        .find({ queryKey: ['empty'] })
        ?.isStaleByTime(60_000),
    ).toBe(true);
  });
});
