import { beforeEach, describe, expect, it } from 'vitest';
import { STORED_EID_KEY, resolveStartupEid } from './startup-eid';

describe('resolveStartupEid', () => {
  beforeEach(() => localStorage.clear());

  it('takes ?eid= first and remembers it for the next load', () => {
    expect(resolveStartupEid(3, 'https://x.test/login?eid=7')).toBe(7);
    expect(localStorage.getItem(STORED_EID_KEY)).toBe('7');
    expect(resolveStartupEid(3, 'https://x.test/index')).toBe(7);
  });

  it('uses the configured default when nothing was chosen', () => {
    expect(resolveStartupEid(3, 'https://x.test/index')).toBe(3);
  });

  it('falls back to 0 and ignores malformed values', () => {
    expect(resolveStartupEid(0, 'https://x.test/login?eid=abc')).toBe(0);
    expect(resolveStartupEid(0, 'not a url')).toBe(0);
    localStorage.setItem(STORED_EID_KEY, 'junk');
    expect(resolveStartupEid(0, 'https://x.test/')).toBe(0);
  });
});
