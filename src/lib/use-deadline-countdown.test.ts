import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDeadlineCountdown } from './use-deadline-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A server clock 10 minutes ahead of the page's. */
const aheadClock = { now: () => Date.now() + 600_000 };

describe('useDeadlineCountdown', () => {
  it('counts down to the deadline by the given clock, not the page clock', () => {
    vi.setSystemTime(0);
    const deadline = 600_000 + 90_000; // 90 s left by the server's clock
    const { result } = renderHook(() => useDeadlineCountdown(deadline, aheadClock, () => {}));
    expect(result.current).toBe(90_000);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(89_000);
  });

  it('calls onExpired once when the time is up and never goes below 0', () => {
    vi.setSystemTime(0);
    const onExpired = vi.fn();
    const { result } = renderHook(() => useDeadlineCountdown(602_000, aheadClock, onExpired));
    act(() => void vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('reads the clock each tick, so a laptop that slept shows the true time', () => {
    vi.setSystemTime(0);
    const { result } = renderHook(() => useDeadlineCountdown(600_000 + 3_600_000, aheadClock, () => {}));
    vi.setSystemTime(1_800_000);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(1_799_000);
  });
});
