/**
 * Kiosk idle sign-out (issue 4 item 4): after `idleMs` without a touch, key or pointer, the
 * shared screen signs out. The last `warnMs` show a countdown; any activity cancels it.
 */
export interface IdleTimerOptions {
  idleMs: number;
  warnMs: number;
  now(): number;
  /** Called when the countdown starts, each second of it, and when activity cancels it (null). */
  onCountdown(remainingMs: number | null): void;
  onIdle(): void;
  /** Where activity is heard (the window). */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  setInterval?: (run: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export interface IdleTimer {
  /** Count from now again (e.g. the countdown's "continue" button). */
  reset(): void;
  stop(): void;
}

const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const every = options.setInterval ?? ((run: () => void, ms: number) => setInterval(run, ms));
  const clear = options.clearInterval ?? ((handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>));
  let last = options.now();
  let counting = false;

  const reset = () => {
    last = options.now();
    if (counting) {
      counting = false;
      options.onCountdown(null);
    }
  };

  const tick = () => {
    const idle = options.now() - last;
    if (idle >= options.idleMs) {
      counting = false;
      last = options.now();
      options.onIdle();
    } else if (idle >= options.idleMs - options.warnMs) {
      counting = true;
      options.onCountdown(options.idleMs - idle);
    }
  };

  for (const event of ACTIVITY) options.target.addEventListener(event, reset, { passive: true });
  const handle = every(tick, 1000);
  return {
    reset,
    stop() {
      clear(handle);
      for (const event of ACTIVITY) options.target.removeEventListener(event, reset);
    },
  };
}
