import { afterEach, describe, expect, it } from 'vitest';
import {
  closedRecently,
  isOldUserAgent,
  rememberClosed,
  rememberLowBrowserForce,
  shouldShowLowBrowserBanner,
} from './low-browser';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const DAY = 24 * 60 * 60 * 1000;

describe('low browser rule (decision 0006)', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko', true],
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0 Safari/537.36 Edge/18.17763',
      true,
    ],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0 Safari/537.36', true],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36', false],
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      false,
    ],
    ['Mozilla/5.0 (Windows NT 10.0; rv:91.0) Gecko/20100101 Firefox/91.0', true],
    ['Mozilla/5.0 (Windows NT 10.0; rv:133.0) Gecko/20100101 Firefox/133.0', false],
    ['Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1 Safari/605.1.15', true],
    ['Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15', false],
  ])('%s → old: %s', (ua, old) => {
    expect(isOldUserAgent(ua)).toBe(old);
  });

  it('is forced by ?lowBrowser=1 for the rest of the tab, and ?lowBrowser=0 ends it', () => {
    expect(rememberLowBrowserForce('?lowBrowser=1')).toBe(true);
    expect(rememberLowBrowserForce('')).toBe(true);
    expect(rememberLowBrowserForce('?lowBrowser=0')).toBe(false);
  });

  it('stays hidden for 15 days after closing', () => {
    const now = Date.UTC(2026, 10, 22);
    rememberClosed(now);
    expect(closedRecently(now + 14 * DAY)).toBe(true);
    expect(shouldShowLowBrowserBanner({ forced: true, userAgent: '', now: now + 14 * DAY })).toBe(false);
    expect(closedRecently(now + 15 * DAY)).toBe(false);
    expect(shouldShowLowBrowserBanner({ forced: true, userAgent: '', now: now + 15 * DAY })).toBe(true);
  });
});
