import { useMemo, type PointerEvent } from 'react';
import { createSwipeTracker, type SwipeDirection, type SwipePointer } from '../swipe';

/** Fields where a finger moves the caret or selects text: a drag starting there is never a swipe. */
const FIELD = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

function toPointer(event: PointerEvent<HTMLElement>): SwipePointer {
  const target = event.target instanceof Element ? event.target : null;
  return {
    pointerId: event.pointerId,
    pointerType: event.pointerType,
    isPrimary: event.isPrimary,
    clientX: event.clientX,
    clientY: event.clientY,
    timeStamp: event.timeStamp,
    inField: Boolean(target?.closest(FIELD)),
  };
}

/**
 * Pointer handlers for an element that swipes (spread them on it; its CSS sets touch-action:
 * pan-y so the browser keeps vertical scrolling and hands horizontal drags to the page).
 * `onSwipe` should be stable (useCallback).
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const tracker = useMemo(() => createSwipeTracker(), []);
  return useMemo(
    () => ({
      onPointerDown: (event: PointerEvent<HTMLElement>) => tracker.down(toPointer(event)),
      onPointerMove: (event: PointerEvent<HTMLElement>) => tracker.move(toPointer(event)),
      onPointerUp: (event: PointerEvent<HTMLElement>) => {
        const direction = tracker.up(toPointer(event));
        if (direction) onSwipe(direction);
      },
      onPointerCancel: (event: PointerEvent<HTMLElement>) => tracker.cancel(event),
    }),
    [tracker, onSwipe],
  );
}

/**
 * Leaving a question while a text field of it has focus: blur it first. Arco's inputs hold an
 * IME composition (pinyin being typed) locally until it ends, and blurring ends it, so the text
 * reaches the session before the question's card unmounts. A button click does this by taking
 * focus; a swipe, a tap on iOS (buttons take no focus there) or a jump from the sheet would not.
 */
export function blurTextField(doc: Document = document): void {
  const active = doc.activeElement;
  if (active instanceof HTMLElement && active.matches(FIELD)) active.blur();
}
