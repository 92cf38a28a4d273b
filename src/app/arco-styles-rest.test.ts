import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRestStylesLoader, whenRestStyles } from '../lib/rest-styles';
import { scheduleRestStyles } from './arco-styles-rest';

/** A window whose load state, idle callbacks and events the test drives by hand. */
function fakeWindow(readyState: DocumentReadyState) {
  const listeners = new Map<string, Array<() => void>>();
  const idle: Array<() => void> = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    setTimeout: (callback: () => void) => idle.push(callback),
  } as unknown as Window;
  const fire = (type: string) => (listeners.get(type) ?? []).forEach((listener) => listener());
  const runIdle = () => idle.splice(0).forEach((callback) => callback());
  return { win, fire, runIdle };
}

afterEach(() => setRestStylesLoader(() => Promise.resolve()));

describe('scheduleRestStyles (decision 0069)', () => {
  it('loads at once on a page that may render any Arco component', () => {
    const { win } = fakeWindow('loading');
    const load = vi.fn(() => Promise.resolve());
    scheduleRestStyles('/course/1', win, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits on /login and /index until the page has loaded and the browser is idle', () => {
    for (const page of ['/login', '/index']) {
      const { win, fire, runIdle } = fakeWindow('loading');
      const load = vi.fn(() => Promise.resolve());
      scheduleRestStyles(page, win, load);
      runIdle();
      expect(load).not.toHaveBeenCalled();
      fire('load');
      expect(load).not.toHaveBeenCalled();
      runIdle();
      expect(load).toHaveBeenCalledTimes(1);
    }
  });

  it('starts at the first touch or key press before that', () => {
    const { win, fire } = fakeWindow('loading');
    const load = vi.fn(() => Promise.resolve());
    scheduleRestStyles('/login', win, load);
    fire('keydown');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets dialogs of the first pages wait for it (whenRestStyles)', async () => {
    const { win } = fakeWindow('complete');
    const load = vi.fn(() => Promise.resolve());
    scheduleRestStyles('/login', win, load);
    await whenRestStyles();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
