import { afterEach, describe, expect, it, vi } from 'vitest';
import { MONTH_DAYS } from './constants';
import { debounce } from './debounce';
import { ellipsis, formatFileSize, toMillis } from './format';
import { isEmail, isValidCatid, normaliseColour, sixDigitColour } from './validators';

describe('colour rules, both readings of spec 000 §5', () => {
  it('first reading: 3 or 6 hex digits with a hash', () => {
    expect(normaliseColour('#F62D2B')).toBe('#f62d2b');
    expect(normaliseColour('#abc')).toBe('#aabbcc');
    expect(normaliseColour('f62d2b')).toBeNull();
    expect(normaliseColour('#abcd')).toBeNull();
    expect(normaliseColour(12)).toBeNull();
  });

  it('second reading: exactly six hex digits, hash optional, else empty', () => {
    expect(sixDigitColour('f62d2b')).toBe('#f62d2b');
    expect(sixDigitColour('#C52422')).toBe('#c52422');
    expect(sixDigitColour('#abc')).toBe('');
    expect(sixDigitColour('#gggggg')).toBe('');
    expect(sixDigitColour(null)).toBe('');
  });
});

describe('e-mail and catid', () => {
  it.each([
    ['lin@example.com', true],
    ['a@b.c', true],
    ['no-at.example.com', false],
    ['lin@example', false],
    ['li n@example.com', false],
    // The spec's rule read strictly (protocol/email.ts, issue 18 item 6): one @, no empty label.
    ['a@b@c.d', false],
    ['a@b..c', false],
    ['a@b.c.', false],
  ])('isEmail(%s) is %s', (value, ok) => expect(isEmail(value)).toBe(ok));

  it.each([
    ['abc123', true],
    ['A1', true],
    ['', false],
    ['12 3', false],
    ["1' or '1'='1", false],
    ['分类', false],
  ])('isValidCatid(%s) is %s', (value, ok) => expect(isValidCatid(value)).toBe(ok));
});

describe('dates, months, sizes, ellipsis', () => {
  it('reads 10-digit values as seconds and others as milliseconds', () => {
    expect(toMillis(1767225600)).toBe(1767225600000);
    expect(toMillis('1767225600')).toBe(1767225600000);
    expect(toMillis(1767225600000)).toBe(1767225600000);
  });

  it('has 12 months with February 29 and the 30-day months', () => {
    expect(MONTH_DAYS).toHaveLength(12);
    expect(MONTH_DAYS[1]).toBe(29);
    for (const month of [4, 6, 9, 11]) expect(MONTH_DAYS[month - 1]).toBe(30);
    expect(MONTH_DAYS.filter((d) => d === 31)).toHaveLength(7);
  });

  it('formats sizes in 1024 or 1000 units', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(1500, 1000)).toBe('1.5 KB');
    expect(formatFileSize(-1)).toBe('');
  });

  it('cuts text to 5 characters by default without splitting a character', () => {
    expect(ellipsis('安全生产培训课程')).toBe('安全生产培…');
    expect(ellipsis('short')).toBe('short');
    expect(ellipsis('learning', 3)).toBe('lea…');
    expect(ellipsis('😀😀😀😀😀😀')).toBe('😀😀😀😀😀…');
  });
});

describe('debounce', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once, 3000 ms after the last call, with the last arguments', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const run = debounce(fn);
    run(1);
    vi.advanceTimersByTime(2000);
    run(2);
    vi.advanceTimersByTime(2999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const run = debounce(fn, 100);
    run();
    run.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).not.toHaveBeenCalled();
  });
});
