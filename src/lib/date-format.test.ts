import { describe, expect, it } from 'vitest';
import { formatDate } from './date-format';

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
