/**
 * Swiping between questions on a touch screen (issue 19): the gesture's rules, free of the DOM so
 * they are tested alone. A finger moving left asks for the next question, right for the previous.
 * A swipe must be clearly horizontal (a vertical drag is the page scrolling) and either long or
 * quick (a short slow drag is a finger resting or selecting). Mouse pointers never swipe: the
 * desktop moves with the buttons and the arrow keys.
 */

export type SwipeDirection = 'next' | 'previous';

export interface SwipePoint {
  x: number;
  y: number;
  /** Milliseconds (event.timeStamp). */
  t: number;
}

export interface SwipeRules {
  /** A drag at least this long (px) swipes whatever its speed. */
  distance: number;
  /** A shorter flick swipes when at least this long (px) ... */
  flickDistance: number;
  /** ... and at least this fast (px per ms). */
  flickSpeed: number;
  /** |dy| / |dx| above this is not horizontal (0.577: more than 30° off the horizontal). */
  maxSlope: number;
  /** Movement (px) after which the gesture's axis is decided. */
  axisLock: number;
}

export const SWIPE_RULES: SwipeRules = {
  distance: 64,
  flickDistance: 32,
  flickSpeed: 0.4,
  maxSlope: 0.577,
  axisLock: 10,
};

/** Which way a finger that went down at `start` and lifted at `end` swipes, if at all. */
export function swipeDirection(
  start: SwipePoint,
  end: SwipePoint,
  rules: SwipeRules = SWIPE_RULES,
): SwipeDirection | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const along = Math.abs(dx);
  if (along < rules.flickDistance) return null;
  if (Math.abs(dy) > along * rules.maxSlope) return null;
  const elapsed = Math.max(1, end.t - start.t);
  if (along < rules.distance && along / elapsed < rules.flickSpeed) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** What the tracker reads from a PointerEvent (a plain object in tests). */
export interface SwipePointer {
  pointerId: number;
  pointerType: string;
  isPrimary: boolean;
  clientX: number;
  clientY: number;
  timeStamp: number;
  /** The pointer went down on a text field (typing, selecting, moving the caret): never a swipe. */
  inField?: boolean;
}

export interface SwipeTracker {
  down(event: SwipePointer): void;
  move(event: SwipePointer): void;
  /** The finger lifted: the direction it swiped, or null. */
  up(event: SwipePointer): SwipeDirection | null;
  /** The browser took the pointer (it scrolls or zooms) or it left: no swipe. */
  cancel(event: Pick<SwipePointer, 'pointerId'>): void;
}

/**
 * One gesture at a time, from touch or pen pointers only. A second finger (a pinch) ends it;
 * so does a drag that turns out vertical before it turns horizontal (the learner is scrolling
 * the question, and touch-action lets the browser do so).
 */
export function createSwipeTracker(rules: SwipeRules = SWIPE_RULES): SwipeTracker {
  let active: { id: number; start: SwipePoint; dropped: boolean } | null = null;
  const point = (e: SwipePointer): SwipePoint => ({ x: e.clientX, y: e.clientY, t: e.timeStamp });

  return {
    down(event) {
      if (event.pointerType === 'mouse') return;
      // The browser marks the first finger down primary; any other is a second finger.
      if (!event.isPrimary) {
        if (active) active.dropped = true;
        return;
      }
      active = { id: event.pointerId, start: point(event), dropped: Boolean(event.inField) };
    },
    move(event) {
      if (!active || active.dropped || event.pointerId !== active.id) return;
      const dx = Math.abs(event.clientX - active.start.x);
      const dy = Math.abs(event.clientY - active.start.y);
      // The first decisive movement is vertical: a scroll, not a swipe.
      if (dx < rules.axisLock && dy >= rules.axisLock) active.dropped = true;
    },
    up(event) {
      if (!active || event.pointerId !== active.id) return null;
      const gesture = active;
      active = null;
      return gesture.dropped ? null : swipeDirection(gesture.start, point(event), rules);
    },
    cancel(event) {
      if (active && event.pointerId === active.id) active = null;
    },
  };
}
