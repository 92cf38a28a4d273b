import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountWatermark, type WatermarkGuard } from './watermark-guard';

let guard: WatermarkGuard | null = null;
afterEach(() => {
  guard?.dispose();
  guard = null;
  vi.useRealTimers();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mountWatermark', () => {
  it('covers the screen without catching clicks, at 15 % opacity', () => {
    guard = mountWatermark(['Lin Xiao 1001', '2026-11-22']);
    const el = guard.element();
    expect(el.isConnected).toBe(true);
    expect(el.getAttribute('aria-hidden')).toBe('true');
    expect(el.style.getPropertyValue('pointer-events')).toBe('none');
    expect(el.style.getPropertyValue('position')).toBe('fixed');
    expect(el.style.getPropertyValue('opacity')).toBe('0.15');
  });

  it('comes back at once when removed', async () => {
    guard = mountWatermark(['x']);
    const first = guard.element();
    first.remove();
    await flush();
    expect(guard.element()).not.toBe(first);
    expect(guard.element().isConnected).toBe(true);
  });

  it('is restored when its style is altered', async () => {
    guard = mountWatermark(['x']);
    guard.element().style.setProperty('display', 'none');
    await flush();
    expect(guard.element().style.getPropertyValue('display')).toBe('block');
    expect(document.querySelectorAll('.lp-watermark')).toHaveLength(1);
  });

  it('re-checks every 2 s what the observer cannot see', () => {
    vi.useFakeTimers();
    guard = mountWatermark(['x']);
    const first = guard.element();
    // A script that disconnects observers and hides it with a class: only the timer notices.
    first.className = 'hidden';
    vi.advanceTimersByTime(2000);
    expect(guard.element()).not.toBe(first);
    expect(guard.element().className).toBe('lp-watermark');
  });

  it('leaves nothing behind when disposed', () => {
    guard = mountWatermark(['x']);
    guard.dispose();
    guard = null;
    expect(document.querySelector('.lp-watermark')).toBeNull();
  });
});
