import { describe, expect, it } from 'vitest';
import { resolveStartupEid } from './startup-eid';

describe('resolveStartupEid', () => {
  it('prefers the configured default eid', () => {
    expect(resolveStartupEid(3, 'https://x.test/login?eid=7')).toBe(3);
  });

  it('takes ?eid= when no default is configured', () => {
    expect(resolveStartupEid(0, 'https://x.test/login?eid=7')).toBe(7);
  });

  it('falls back to 0', () => {
    expect(resolveStartupEid(0, 'https://x.test/login?eid=abc')).toBe(0);
    expect(resolveStartupEid(0, 'not a url')).toBe(0);
  });
});
