import { describe, expect, it } from 'vitest';
import { easeInOutCubic, scrollToTop } from './scroll-to-top';

describe('scrollToTop (spec 000 §9: 500 ms, cubic easing)', () => {
  it('eases in and out', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.25)).toBeCloseTo(0.0625);
  });

  it('reaches the top after 500 ms, one animation frame at a time', () => {
    let now = 0;
    let y = 1000;
    const frames: Array<() => void> = [];
    scrollToTop(500, {
      now: () => now,
      frame: (run) => frames.push(run),
      cancel: () => undefined,
      getY: () => y,
      setY: (next) => (y = next),
    });
    const positions: number[] = [];
    while (frames.length) {
      now += 100;
      frames.shift()!();
      positions.push(y);
    }
    expect(positions).toEqual([968, 744, 256, 32, 0]);
  });

  it('does nothing at the top already', () => {
    const frames: Array<() => void> = [];
    scrollToTop(500, {
      now: () => 0,
      frame: (run) => frames.push(run),
      cancel: () => undefined,
      getY: () => 0,
      setY: () => undefined,
    });
    expect(frames).toHaveLength(0);
  });
});
