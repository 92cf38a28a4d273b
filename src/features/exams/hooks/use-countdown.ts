import { useEffect, useState } from 'react';
import { remainingMs, type ServerClock } from '../server-clock';

/**
 * Milliseconds left until the server's deadline, ticking each second. It reads the server clock
 * every tick (not a decrementing counter), so a throttled background tab or a sleeping laptop
 * shows the true time when it wakes.
 */
export function useCountdown(deadline: number, clock: ServerClock, onExpired: () => void): number {
  const [left, setLeft] = useState(() => remainingMs(deadline, clock.now()));
  useEffect(() => {
    let fired = false;
    const tick = () => {
      const next = remainingMs(deadline, clock.now());
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
