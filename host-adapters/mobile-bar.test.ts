import { describe, expect, it, vi } from 'vitest';
import { createBrowserAdapter } from './browser/browser-adapter';
import { createDingtalkAdapter, type LoadDingtalkSdk } from './dingtalk/dingtalk-adapter';
import { createKioskAdapter } from './kiosk/kiosk-adapter';
import { fakeWindow } from './test-support/fake-window';
import { createWecomAdapter, type LoadWecomSdk } from './wecom/wecom-adapter';

/**
 * The host's navigation bar on a phone (issue 19): its back button goes back through the portal's
 * pages and closes the host's window on the page the portal opened on; outside the mobile hosts
 * the adapters leave the back button alone.
 */

/** A window whose history react-router numbers (history.state.idx) and whose document takes listeners. */
function windowAt(idx: number | null) {
  const win = fakeWindow();
  const listeners = new Map<string, (event: Event) => void>();
  Object.assign(win.history, { state: idx === null ? null : { idx, key: 'k' } });
  const addEventListener = vi.fn(
    (type: string, listener: (event: Event) => void) => void listeners.set(type, listener),
  );
  Object.assign(win.document, { addEventListener });
  const setIdx = (next: number) => Object.assign(win.history, { state: { idx: next, key: 'k' } });
  return { win, listeners, setIdx, addEventListener };
}

function fakeDingtalk() {
  const dd = {
    biz: {
      navigation: {
        setLeft: vi.fn(async (_options: { control?: boolean; android?: boolean; onSuccess?: () => void }) => ({})),
        setTitle: vi.fn(async () => ({})),
        close: vi.fn(async () => ({})),
      },
    },
  };
  return { dd, load: (async () => dd) as unknown as LoadDingtalkSdk };
}

function fakeWecom() {
  let onBack: (() => boolean) | null = null;
  const ww = {
    onHistoryBack: vi.fn((callback: () => boolean) => void (onBack = callback)),
    closeWindow: vi.fn(async () => ({})),
  };
  return { ww, load: (async () => ww) as unknown as LoadWecomSdk, press: () => onBack!() };
}

describe('DingTalk mobile: the navigation bar follows the portal', () => {
  it("takes the bar's back button (and Android's): back through the portal, closing on the first page", async () => {
    const { dd, load } = fakeDingtalk();
    const { win, listeners, setIdx } = windowAt(2);
    createDingtalkAdapter(win, 'mobile', load);
    await vi.waitFor(() => expect(dd.biz.navigation.setLeft).toHaveBeenCalledOnce());
    const options = dd.biz.navigation.setLeft.mock.calls[0]![0];
    expect(options).toMatchObject({ control: true, android: true });

    options.onSuccess!();
    expect(win.history.back).toHaveBeenCalledOnce();
    expect(dd.biz.navigation.close).not.toHaveBeenCalled();

    const event = { preventDefault: vi.fn() } as unknown as Event;
    listeners.get('backbutton')!(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(win.history.back).toHaveBeenCalledTimes(2);

    setIdx(0);
    options.onSuccess!();
    await vi.waitFor(() => expect(dd.biz.navigation.close).toHaveBeenCalledOnce());
    expect(win.history.back).toHaveBeenCalledTimes(2);
  });

  it('a page without a numbered history entry counts as the first page', async () => {
    const { dd, load } = fakeDingtalk();
    const { win } = windowAt(null);
    createDingtalkAdapter(win, 'mobile', load);
    await vi.waitFor(() => expect(dd.biz.navigation.setLeft).toHaveBeenCalledOnce());
    dd.biz.navigation.setLeft.mock.calls[0]![0].onSuccess!();
    await vi.waitFor(() => expect(dd.biz.navigation.close).toHaveBeenCalledOnce());
    expect(win.history.back).not.toHaveBeenCalled();
  });

  it('DingTalk on a PC keeps its own back button', async () => {
    const { dd, load } = fakeDingtalk();
    const { win, addEventListener } = windowAt(1);
    createDingtalkAdapter(win, 'pc', load);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dd.biz.navigation.setLeft).not.toHaveBeenCalled();
    expect(addEventListener).not.toHaveBeenCalled();
  });
});

describe('WeCom mobile: the navigation bar follows the portal', () => {
  it("lets the web view go back through the portal's pages and closes WeCom's window on the first page", async () => {
    const { ww, load, press } = fakeWecom();
    const { win, setIdx } = windowAt(3);
    createWecomAdapter(win, load, 'mobile');
    await vi.waitFor(() => expect(ww.onHistoryBack).toHaveBeenCalledOnce());
    // True: the web view's own back (its history holds the portal's pages).
    expect(press()).toBe(true);
    expect(ww.closeWindow).not.toHaveBeenCalled();
    setIdx(0);
    // False stops the web view going back, to the OAuth redirect that signed the person in.
    expect(press()).toBe(false);
    expect(ww.closeWindow).toHaveBeenCalledOnce();
  });

  it('WeCom on a PC keeps its own back button', async () => {
    const { ww, load } = fakeWecom();
    createWecomAdapter(windowAt(1).win, load, 'pc');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ww.onHistoryBack).not.toHaveBeenCalled();
  });
});

describe('browser and kiosk', () => {
  it('leave the back button to the browser', () => {
    for (const make of [createBrowserAdapter, createKioskAdapter]) {
      const { win, addEventListener } = windowAt(2);
      make(win);
      expect(addEventListener).not.toHaveBeenCalled();
    }
  });
});
