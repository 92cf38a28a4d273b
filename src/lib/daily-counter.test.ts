import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { currentDailyCount, endOfLocalDay, nextDailyCount } from './daily-counter';

describe('daily call counter', () => {
  afterEach(() => Cookies.remove('userNikkatsu', { path: '/' }));

  it('starts at 1 and increments on every call', () => {
    expect(currentDailyCount()).toBe(0);
    expect(nextDailyCount()).toBe(1);
    expect(nextDailyCount()).toBe(2);
    expect(nextDailyCount()).toBe(3);
    expect(Cookies.get('userNikkatsu')).toBe('3');
  });

  it('restarts when the cookie holds garbage', () => {
    Cookies.set('userNikkatsu', 'abc', { path: '/' });
    expect(nextDailyCount()).toBe(1);
  });

  it('expires at the end of the local day', () => {
    const end = endOfLocalDay(new Date(2026, 0, 15, 9, 30));
    expect([end.getFullYear(), end.getMonth(), end.getDate()]).toEqual([2026, 0, 15]);
    expect([end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([23, 59, 59, 999]);
  });
});
