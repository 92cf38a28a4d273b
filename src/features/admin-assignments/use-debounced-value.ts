import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `wait` ms: a search runs when typing pauses, not per key. */
export function useDebouncedValue<T>(value: T, wait = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return settled;
}
