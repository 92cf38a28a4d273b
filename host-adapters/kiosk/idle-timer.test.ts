import { describe, expect, it, vi } from 'vitest';
import { createIdleTimer } from './idle-timer';

function setup() {
  let now = 0;
  let tick: () => void = () => undefined;
  const target = new EventTarget();
  const onCountdown = vi.fn();
  const onIdle = vi.fn();
  const timer = createIdleTimer({
    idleMs: 10_000,
    warnMs: 3_000,
    now: () => now,
    onCountdown,
    onIdle,
    target,
    setInterval: (run) => (tick = run),
    clearInterval: vi.fn(),
  });
  const advance = (ms: number) => {
    for (let i = 0; i < ms / 1000; i++) {
      now += 1000;
      tick();
    }
  };
  return { timer, target, onCountdown, onIdle, advance };
}

describe('kiosk idle timer', () => {
  it('counts down in the last seconds, then signs out', () => {
    const { onCountdown, onIdle, advance } = setup();
    advance(6_000);
    expect(onCountdown).not.toHaveBeenCalled();
    advance(1_000);
    expect(onCountdown).toHaveBeenLastCalledWith(3_000);
    advance(2_000);
    expect(onCountdown).toHaveBeenLastCalledWith(1_000);
    expect(onIdle).not.toHaveBeenCalled();
    advance(1_000);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('any activity cancels the countdown and starts over', () => {
    const { target, onCountdown, onIdle, advance } = setup();
    advance(8_000);
    target.dispatchEvent(new Event('keydown'));
    expect(onCountdown).toHaveBeenLastCalledWith(null);
    advance(9_000);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('reset() (the "continue" button) starts over; stop() stops listening', () => {
    const { timer, target, onIdle, advance } = setup();
    advance(9_000);
    timer.reset();
    advance(9_000);
    expect(onIdle).not.toHaveBeenCalled();
    const spy = vi.spyOn(target, 'removeEventListener');
    timer.stop();
    expect(spy).toHaveBeenCalledWith('keydown', expect.any(Function));
  });
});
