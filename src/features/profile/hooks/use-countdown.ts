import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that ticks once a second (the "Send code" button's 60 s wait). */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((value: number) => setSeconds(value), []);
  return { seconds, start };
}
