import { describe, expect, it } from 'vitest';
import { createServerClock, formatCountdown, offsetOf, remainingMs } from './server-clock';

describe('server clock', () => {
  it('puts the server stamp in the middle of the round trip', () => {
    expect(offsetOf({ serverNow: 10_500, sentAt: 1000, receivedAt: 2000 })).toBe(9000);
  });

  it('follows the server, not the local clock nor the page load', () => {
    let local = 1000;
    // The local clock is 1 h behind the server.
    const clock = createServerClock({ serverNow: 3_601_000, sentAt: 1000, receivedAt: 1000 }, () => local);
    const deadline = 3_601_000 + 30 * 60_000;
    expect(remainingMs(deadline, clock.now())).toBe(30 * 60_000);
    local += 60_000;
    expect(remainingMs(deadline, clock.now())).toBe(29 * 60_000);
    // A reload builds a new clock from the same deadline: the countdown continues, not restarts.
    const reloaded = createServerClock({ serverNow: 3_661_000, sentAt: local, receivedAt: local }, () => local);
    expect(remainingMs(deadline, reloaded.now())).toBe(29 * 60_000);
  });

  it('prefers samples with short round trips', () => {
    let local = 0;
    const clock = createServerClock({ serverNow: 5000, sentAt: 0, receivedAt: 1000 }, () => local);
    expect(clock.offset()).toBe(4500);
    clock.update({ serverNow: 12_000, sentAt: 2000, receivedAt: 2010 });
    expect(clock.offset()).toBe(12_000 - 2005);
    // A slow answer does not replace a precise one.
    clock.update({ serverNow: 20_000, sentAt: 3000, receivedAt: 8000 });
    expect(clock.offset()).toBe(12_000 - 2005);
    local = 3000;
    expect(clock.now()).toBe(3000 + 12_000 - 2005);
  });

  it('never goes below zero and formats hours, minutes, seconds', () => {
    expect(remainingMs(100, 200)).toBe(0);
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(3_909_000)).toBe('1:05:09');
    expect(formatCountdown(1)).toBe('00:01');
  });
});

// Issue 18 item 5: a gateway may stamp seconds (spec 000 §5); the clock and the countdown read both.
describe('server times in seconds', () => {
  it('takes a 10-digit serverNow and deadline as seconds', () => {
    const serverNowMs = 1_767_225_600_000;
    const sample = { serverNow: serverNowMs / 1000, sentAt: 1000, receivedAt: 1200 };
    expect(offsetOf(sample)).toBe(serverNowMs - 1100);
    expect(remainingMs((serverNowMs + 90_000) / 1000, serverNowMs)).toBe(90_000);
    expect(remainingMs(serverNowMs + 90_000, serverNowMs)).toBe(90_000);
  });
});
