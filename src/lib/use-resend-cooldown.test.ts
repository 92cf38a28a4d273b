import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resendAtAfter, useResendCooldown } from './use-resend-cooldown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

describe('useResendCooldown', () => {
  it('is 0 when there is no wait', () => {
    const { result } = renderHook(() => useResendCooldown(undefined));
    expect(result.current).toBe(0);
  });

  it('counts whole seconds down to the moment a code may be sent again', () => {
    const at = resendAtAfter(60);
    const { result } = renderHook(() => useResendCooldown(at));
    expect(result.current).toBe(60);
    act(() => void vi.advanceTimersByTime(1_250));
    expect(result.current).toBe(59);
    act(() => void vi.advanceTimersByTime(58_750));
    expect(result.current).toBe(0);
  });

  it('follows the wall clock, so a tab that slept shows the true wait', () => {
    const at = resendAtAfter(60);
    const { result } = renderHook(() => useResendCooldown(at));
    // The timers did not run while asleep; the next tick reads the clock.
    vi.setSystemTime(1_000_000 + 45_000);
    act(() => void vi.advanceTimersByTime(250));
    expect(result.current).toBe(15);
  });

  it('starts over when a new wait is set (the server said "too soon")', () => {
    const { result, rerender } = renderHook(({ at }) => useResendCooldown(at), {
      initialProps: { at: resendAtAfter(5) },
    });
    act(() => void vi.advanceTimersByTime(6_000));
    expect(result.current).toBe(0);
    rerender({ at: resendAtAfter(30) });
    act(() => void vi.advanceTimersByTime(250));
    expect(result.current).toBe(30);
  });
});
