import { useRef } from 'react';

/**
 * Run one submission at a time. A mutation's `isPending` only shows on the next render, so two
 * clicks in the same tick would both send; a ref closes that gap (a public note sent twice would
 * meet its own review lock, a comment its own duplicate check).
 */
export function useOnceAtATime() {
  const busy = useRef(false);
  return (start: (done: () => void) => void) => {
    if (busy.current) return;
    busy.current = true;
    start(() => {
      busy.current = false;
    });
  };
}
