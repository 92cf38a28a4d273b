import { describe, expect, it } from 'vitest';
import { formatDate, toMillis } from './date-format';

// A local moment, so the test holds in every time zone: 2026-11-03 09:05 here.
const moment = new Date(2026, 10, 3, 9, 5, 42).getTime();

describe('formatDate', () => {
  it('has numeric forms in ISO order, whatever the language', () => {
    for (const language of ['zh_cn', 'zh_hant', 'en_us']) {
      expect(formatDate(moment, 'date', language)).toBe('2026-11-03');
      expect(formatDate(moment, 'dateTime', language)).toBe('2026-11-03 09:05');
      expect(formatDate(moment, 'time', language)).toBe('09:05');
      expect(formatDate(moment, 'monthDay', language)).toBe('11-03');
    }
  });

  it('words the long date in the app language', () => {
    expect(formatDate(moment, 'longDate', 'en_us')).toBe('3 Nov 2026');
    expect(formatDate(moment, 'longDate', 'zh_cn')).toBe('2026年11月3日');
    expect(formatDate(moment, 'longDate', 'zh_hant')).toBe('2026年11月3日');
  });

  it('follows the current language when none is given, and says date and time by default', () => {
    expect(formatDate(moment)).toBe('2026-11-03 09:05');
    expect(formatDate(moment, 'longDate')).toBe('3 Nov 2026'); // the tests run in en_us
  });

  it('reads a local day as the wire carries it', () => {
    expect(formatDate('2026-11-03', 'monthDay')).toBe('11-03');
    expect(formatDate('2026-11-03', 'longDate', 'zh_hant')).toBe('2026年11月3日');
  });

  it('answers nothing for a missing moment', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(0)).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});

// Spec 000 §5: "Date inputs of 10 digits are seconds; otherwise milliseconds" (issue 18 item 5).
describe('one conversion for every date the API gives', () => {
  const ms = Date.UTC(2026, 10, 3, 1, 5); // 13 digits
  const seconds = ms / 1000; // 10 digits

  it('reads 10 digits as seconds and 13 as milliseconds, as numbers or digit text', () => {
    expect(toMillis(seconds)).toBe(ms);
    expect(toMillis(ms)).toBe(ms);
    expect(toMillis(String(seconds))).toBe(ms);
    expect(toMillis(String(ms))).toBe(ms);
    expect(toMillis(seconds + 0.5)).toBe(ms + 500);
  });

  it('keeps the edges of the 10-digit range: 1 000 000 000 s is 2001, 999 999 999 is milliseconds', () => {
    expect(toMillis(1_000_000_000)).toBe(1_000_000_000_000);
    expect(toMillis(9_999_999_999)).toBe(9_999_999_999_000);
    expect(toMillis(999_999_999)).toBe(999_999_999);
    expect(toMillis(10_000_000_000)).toBe(10_000_000_000);
  });

  it('reads a local day or a local time as the wire carries it', () => {
    expect(toMillis('2026-11-03')).toBe(new Date(2026, 10, 3).getTime());
    expect(toMillis('2026-11-03 09:05')).toBe(new Date(2026, 10, 3, 9, 5).getTime());
  });

  it('has no moment for nothing, zero, junk or an impossible day', () => {
    for (const value of [null, undefined, 0, '', Number.NaN, Number.POSITIVE_INFINITY, 'soon', '2026-02-30'])
      expect(toMillis(value)).toBeNull();
  });

  it('shows a date in seconds as the same moment as in milliseconds, never as 1970', () => {
    for (const format of ['date', 'dateTime', 'time', 'monthDay', 'longDate'] as const)
      expect(formatDate(seconds, format)).toBe(formatDate(ms, format));
    expect(formatDate(seconds, 'date')).not.toMatch(/^1970/);
    expect(formatDate(String(seconds), 'dateTime')).toBe(formatDate(ms, 'dateTime'));
  });

  it('gives the ISO text of a <time dateTime> for either unit', () => {
    expect(formatDate(seconds, 'iso')).toBe('2026-11-03T01:05:00.000Z');
    expect(formatDate(ms, 'iso')).toBe('2026-11-03T01:05:00.000Z');
  });
});
