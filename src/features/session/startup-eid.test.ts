import { beforeEach, describe, expect, it } from 'vitest';
import { STORED_EID_KEY, forgetSessionEid, rememberSessionEid, resolveStartup, resolveStartupEid } from './startup-eid';

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

describe('a signed-in member and a link of another enterprise (issue 17)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the member in the enterprise the gateway confirmed, the link eid apart and not stored', () => {
    rememberSessionEid(1, '1001');
    expect(resolveStartup(0, 'https://x.test/course/14?eid=2', '1001')).toEqual({ eid: 1, linkEid: 2 });
    expect(localStorage.getItem(STORED_EID_KEY)).toBe('1');
    // The next load without ?eid= is still in the member's enterprise.
    expect(resolveStartup(0, 'https://x.test/index', '1001')).toEqual({ eid: 1, linkEid: null });
    expect(resolveStartup(0, 'https://x.test/index?eid=1', '1001')).toEqual({ eid: 1, linkEid: null });
  });

  it('follows ?eid= for visitors and for a user the record is not about', () => {
    rememberSessionEid(1, '1001');
    expect(resolveStartup(0, 'https://x.test/index?eid=2', '')).toEqual({ eid: 2, linkEid: null });
    expect(resolveStartup(0, 'https://x.test/index?eid=2', '2002')).toEqual({ eid: 2, linkEid: null });
    forgetSessionEid();
    expect(resolveStartup(0, 'https://x.test/index?eid=3', '1001')).toEqual({ eid: 3, linkEid: null });
  });
});
