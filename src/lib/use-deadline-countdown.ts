import { useEffect, useState } from 'react';

/** A clock that may differ from the page's (the exam's follows the server: exams/server-clock.ts). */
export interface CountdownClock {
  now(): number;
}

/**
 * Milliseconds left until a deadline (epoch ms) by `clock`, ticking each second; `onExpired` runs
 * once when it reaches 0. It reads the clock every tick (not a decrementing counter), so a
 * throttled background tab or a sleeping laptop shows the true time when it wakes.
 * `clock` and `onExpired` should be stable (memoised): a new one restarts the ticking.
 */
export function useDeadlineCountdown(deadline: number, clock: CountdownClock, onExpired: () => void): number {
  const [left, setLeft] = useState(() => Math.max(0, deadline - clock.now()));
  useEffect(() => {
    let fired = false;
    const tick = () => {
      const next = Math.max(0, deadline - clock.now());
      setLeft(next);
      if (next === 0 && !fired) {
        fired = true;
        onExpired();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, clock, onExpired]);
  return left;
}
