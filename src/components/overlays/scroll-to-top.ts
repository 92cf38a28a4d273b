import { SCROLL_TO_TOP_MS } from '../../lib/constants';

/** Cubic ease-in-out: slow start, fast middle, gentle landing. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

export interface ScrollDeps {
  now: () => number;
  frame: (run: () => void) => number;
  cancel: (id: number) => void;
  getY: () => number;
  setY: (y: number) => void;
}

const windowDeps = (): ScrollDeps => ({
  now: () => performance.now(),
  frame: (run) => requestAnimationFrame(run),
  cancel: (id) => cancelAnimationFrame(id),
  getY: () => window.scrollY,
  setY: (y) => window.scrollTo(0, y),
});

/**
 * Spec 000 §9: scroll to the top in 500 ms with cubic easing, one requestAnimationFrame step at
 * a time. Returns a function that stops the animation (e.g. when the user scrolls themselves).
 */
export function scrollToTop(duration: number = SCROLL_TO_TOP_MS, deps: ScrollDeps = windowDeps()): () => void {
  const from = deps.getY();
  const start = deps.now();
  let id = 0;
  const step = () => {
    const progress = Math.min(1, (deps.now() - start) / duration);
    deps.setY(Math.round(from * (1 - easeInOutCubic(progress))));
    if (progress < 1) id = deps.frame(step);
  };
  if (from > 0) id = deps.frame(step);
  return () => deps.cancel(id);
}
