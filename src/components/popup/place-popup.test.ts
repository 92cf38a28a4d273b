import { describe, expect, it } from 'vitest';
import { placePopup } from './place-popup';

const viewport = { width: 1000, height: 800 };
const anchor = { top: 100, bottom: 130, left: 200, right: 300 };

describe('placePopup', () => {
  it('hangs below the anchor, lined up with its start or its end', () => {
    expect(placePopup(anchor, { width: 150, height: 200 }, 'start', viewport)).toEqual({ top: 134, left: 200 });
    expect(placePopup(anchor, { width: 150, height: 200 }, 'end', viewport)).toEqual({ top: 134, left: 150 });
  });

  it('stays inside the viewport at the right and left edges', () => {
    const nearRight = { top: 10, bottom: 40, left: 940, right: 990 };
    expect(placePopup(nearRight, { width: 200, height: 100 }, 'start', viewport).left).toBe(796);
    const nearLeft = { top: 10, bottom: 40, left: 10, right: 60 };
    expect(placePopup(nearLeft, { width: 200, height: 100 }, 'end', viewport).left).toBe(4);
  });

  it('opens upwards only when there is no room below and room above', () => {
    const low = { top: 700, bottom: 730, left: 0, right: 100 };
    expect(placePopup(low, { width: 100, height: 200 }, 'start', viewport).top).toBe(496);
    const tallAndHigh = { top: 50, bottom: 80, left: 0, right: 100 };
    expect(placePopup(tallAndHigh, { width: 100, height: 760 }, 'start', viewport).top).toBe(84);
  });
});
