import { describe, expect, it } from 'vitest';
import { createSwipeTracker, swipeDirection, type SwipePointer } from './swipe';

const at = (x: number, y: number, t: number) => ({ x, y, t });

describe('swipeDirection', () => {
  it('a long drag to the left is "next", to the right "previous", whatever its speed', () => {
    expect(swipeDirection(at(300, 400, 0), at(200, 410, 900))).toBe('next');
    expect(swipeDirection(at(100, 400, 0), at(200, 390, 900))).toBe('previous');
  });

  it('a short quick flick swipes; the same distance slowly does not', () => {
    expect(swipeDirection(at(300, 400, 0), at(260, 400, 60))).toBe('next');
    expect(swipeDirection(at(300, 400, 0), at(260, 400, 400))).toBeNull();
  });

  it('a tap or a tiny drag is not a swipe', () => {
    expect(swipeDirection(at(300, 400, 0), at(300, 400, 80))).toBeNull();
    expect(swipeDirection(at(300, 400, 0), at(280, 400, 20))).toBeNull();
  });

  it('a drag more than 30° off the horizontal is a scroll, not a swipe', () => {
    expect(swipeDirection(at(300, 400, 0), at(200, 300, 200))).toBeNull();
    expect(swipeDirection(at(300, 400, 0), at(200, 350, 200))).toBe('next');
  });
});

function pointer(overrides: Partial<SwipePointer>): SwipePointer {
  return { pointerId: 1, pointerType: 'touch', isPrimary: true, clientX: 0, clientY: 0, timeStamp: 0, ...overrides };
}

/** A one-finger drag from (x0, y0) to (x1, y1) in `ms`, with a move half way. */
function drag(tracker: ReturnType<typeof createSwipeTracker>, from: [number, number], to: [number, number], ms = 150) {
  const [x0, y0] = from;
  const [x1, y1] = to;
  tracker.down(pointer({ clientX: x0, clientY: y0, timeStamp: 0 }));
  tracker.move(pointer({ clientX: (x0 + x1) / 2, clientY: (y0 + y1) / 2, timeStamp: ms / 2 }));
  return tracker.up(pointer({ clientX: x1, clientY: y1, timeStamp: ms }));
}

describe('createSwipeTracker', () => {
  it('reports one swipe per finger lifted', () => {
    const tracker = createSwipeTracker();
    expect(drag(tracker, [320, 400], [120, 410])).toBe('next');
    expect(drag(tracker, [60, 400], [300, 400])).toBe('previous');
    expect(drag(tracker, [200, 400], [205, 402])).toBeNull();
  });

  it('ignores the mouse: the desktop moves with buttons and keys', () => {
    const tracker = createSwipeTracker();
    tracker.down(pointer({ pointerType: 'mouse', clientX: 320, clientY: 400 }));
    expect(tracker.up(pointer({ pointerType: 'mouse', clientX: 100, clientY: 400, timeStamp: 100 }))).toBeNull();
  });

  it('swipes with a pen as with a finger', () => {
    const tracker = createSwipeTracker();
    tracker.down(pointer({ pointerType: 'pen', clientX: 320, clientY: 400 }));
    expect(tracker.up(pointer({ pointerType: 'pen', clientX: 100, clientY: 400, timeStamp: 100 }))).toBe('next');
  });

  it('a drag that starts vertical stays a scroll even when it ends far to the side', () => {
    const tracker = createSwipeTracker();
    tracker.down(pointer({ clientX: 300, clientY: 400 }));
    tracker.move(pointer({ clientX: 302, clientY: 430, timeStamp: 30 }));
    expect(tracker.up(pointer({ clientX: 150, clientY: 440, timeStamp: 200 }))).toBeNull();
  });

  it('a drag that starts on a text field never swipes (caret, selection)', () => {
    const tracker = createSwipeTracker();
    tracker.down(pointer({ clientX: 320, clientY: 400, inField: true }));
    expect(tracker.up(pointer({ clientX: 100, clientY: 400, timeStamp: 100 }))).toBeNull();
    // The next gesture elsewhere is a swipe again.
    expect(drag(tracker, [320, 400], [100, 400])).toBe('next');
  });

  it('a second finger (a pinch) ends the gesture, and the next one-finger swipe counts again', () => {
    const tracker = createSwipeTracker();
    tracker.down(pointer({ pointerId: 1, clientX: 300, clientY: 400 }));
    tracker.down(pointer({ pointerId: 2, isPrimary: false, clientX: 100, clientY: 400, timeStamp: 10 }));
    expect(
      tracker.up(pointer({ pointerId: 2, isPrimary: false, clientX: 40, clientY: 400, timeStamp: 100 })),
    ).toBeNull();
    expect(tracker.up(pointer({ pointerId: 1, clientX: 100, clientY: 400, timeStamp: 110 }))).toBeNull();
    expect(drag(tracker, [320, 400], [100, 400])).toBe('next');
  });

  it('a pointer the browser cancelled (it scrolled) is no swipe', () => {
    const tracker = createSwipeTracker();
    tracker.down(pointer({ clientX: 320, clientY: 400 }));
    tracker.cancel({ pointerId: 1 });
    expect(tracker.up(pointer({ clientX: 100, clientY: 400, timeStamp: 100 }))).toBeNull();
    expect(drag(tracker, [320, 400], [100, 400])).toBe('next');
  });

  it('a pointer lifted that never went down here is ignored', () => {
    const tracker = createSwipeTracker();
    expect(tracker.up(pointer({ pointerId: 9, clientX: 100, clientY: 400, timeStamp: 100 }))).toBeNull();
  });
});
