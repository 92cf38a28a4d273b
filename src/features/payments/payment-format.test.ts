import { describe, expect, it } from 'vitest';
import { REQUEST_ID_PATTERN, centsToMoney } from '../../../protocol';
import { formatMoney, formatPoints, newPurchaseRequestId, splitMinutes } from './payment-format';

describe('payment formats', () => {
  it('shows money with two decimals and points as whole numbers', () => {
    expect(formatMoney('99.00')).toBe('¥99.00');
    expect(formatMoney('5.5')).toBe('¥5.50');
    expect(formatMoney(centsToMoney(14905))).toBe('¥149.05');
    expect(centsToMoney(7)).toBe('0.07');
    expect(formatPoints(1280)).toBe('1,280');
    expect(formatPoints(50.9)).toBe('50');
    expect(splitMinutes(70)).toEqual({ hours: 1, minutes: 10 });
  });

  it('makes request ids the server accepts, a new one each time', () => {
    const a = newPurchaseRequestId();
    expect(a).toMatch(REQUEST_ID_PATTERN);
    expect(newPurchaseRequestId()).not.toBe(a);
  });
});
