import { DEBOUNCE_MS } from './constants';

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/** Run `fn` once calls have stopped for `wait` ms (default 3000, spec 000 §9), with the last arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number = DEBOUNCE_MS): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, wait);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
