import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredJson, safeJsonParse, writeStored } from './storage';

describe('safeJsonParse', () => {
  afterEach(() => vi.restoreAllMocks());

  it('parses valid JSON', () => {
    expect(safeJsonParse('{"a":1}', null)).toEqual({ a: 1 });
  });

  it('returns the default and warns on invalid JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeJsonParse('{oops', { ok: false })).toEqual({ ok: false });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('returns the default for missing text without warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeJsonParse(null, 3)).toBe(3);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads JSON from web storage', () => {
    writeStored('local', 'lp:test', '[1,2]');
    expect(readStoredJson('local', 'lp:test', [])).toEqual([1, 2]);
  });
});
