import { useEffect, useState } from 'react';

/**
 * Whole seconds before a verification code may be sent again: counts down to `resendAt` (epoch
 * ms, unset when there is no wait) by the wall clock, so a throttled background tab shows the true
 * wait when it comes back. 0 when the wait is over.
 */
export function useResendCooldown(resendAt: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!resendAt) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= resendAt) clearInterval(timer);
    };
    // The first tick at once, so a fresh cooldown never shows a stale clock.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 250);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [resendAt]);
  return resendAt ? Math.max(0, Math.ceil((resendAt - now) / 1000)) : 0;
}

/** When a wait of `seconds` that starts now ends (for `useResendCooldown`). */
export function resendAtAfter(seconds: number, now: number = Date.now()): number {
  return now + seconds * 1000;
}
