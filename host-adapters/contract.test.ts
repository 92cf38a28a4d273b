import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserAdapter } from './browser/browser-adapter';
import { setRouteNavigator } from './common/route-navigator';
import { createKioskAdapter } from './kiosk/kiosk-adapter';
import { fakeWindow } from './test-support/fake-window';
import { CASES, CONFIG, NONE } from './test-support/fake-hosts';

afterEach(() => setRouteNavigator(null));

describe.each(CASES)('host adapter contract: $kind', ({ kind, make, sameWindow }) => {
  it('reports its kind and the current address', () => {
    const win = fakeWindow();
    const adapter = make(win);
    expect(adapter.kind).toBe(kind);
    expect(adapter.navigation.currentUrl()).toBe('https://learn.example.com/index?eid=1');
  });

  it('opens a portal page in the same window in hosts and kiosk, a new tab (noopener) in a browser', () => {
    const win = fakeWindow();
    make(win).navigation.openRoute('/course/7');
    if (sameWindow) expect(win.location.assign).toHaveBeenCalledWith('https://learn.example.com/course/7');
    else expect(win.open).toHaveBeenCalledWith('https://learn.example.com/course/7', '_blank', 'noopener');
  });

  it('uses the app router for same-window pages once there is one', () => {
    const win = fakeWindow();
    const navigate = vi.fn();
    setRouteNavigator(navigate);
    make(win).navigation.openRoute('/course/7');
    if (sameWindow) expect(navigate).toHaveBeenCalledWith('/course/7');
    else expect(navigate).not.toHaveBeenCalled();
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it("shares through the host's own sheet only inside DingTalk", async () => {
    const sign = vi.fn(async () => ({ corpId: 'dingcorp', agentId: '1', timestamp: 1, nonceStr: 'n', signature: 's' }));
    const shared = make(fakeWindow()).share(
      { url: 'https://learn.example.com/course/7', title: 'T', text: 'x', image: '' },
      sign,
    );
    await expect(shared).resolves.toBe(kind === 'dingtalk');
  });

  it('reloads, assigns, replaces, goes back and sets the title', () => {
    const win = fakeWindow();
    const { navigation } = make(win);
    navigation.reload();
    navigation.assign('/a');
    navigation.replace('/b');
    navigation.back();
    navigation.setTitle('Courses');
    expect(win.location.reload).toHaveBeenCalledOnce();
    expect(win.location.assign).toHaveBeenCalledWith('/a');
    expect(win.location.replace).toHaveBeenCalledWith('/b');
    expect(win.history.back).toHaveBeenCalledOnce();
    expect(win.document.title).toBe('Courses');
  });

  it('has no in-app sign-in when the enterprise has no app for any host', async () => {
    await expect(make(fakeWindow()).inAppLogin(NONE)).resolves.toBeNull();
  });

  it('offers scan login only where the host does not sign in by itself', () => {
    const options = make(fakeWindow()).qrLogin.options(CONFIG, 'https://learn.example.com/hostLogin');
    expect(options.map((o) => o.kind)).toEqual(sameWindow && kind !== 'kiosk' ? [] : ['dingtalk', 'wecom']);
  });

  it("scans with the host's own scanner only in DingTalk (phone) and WeCom; null elsewhere", async () => {
    const scanned = make(fakeWindow()).scan();
    if (kind === 'wecom') await expect(scanned).resolves.toBe('https://learn.example.com/a?signin=w');
    // DingTalk PC has no biz.util.scan (the phone clients do, below): the page uses the camera.
    else await expect(scanned).resolves.toBeNull();
  });

  it('renders names through open data only in WeCom', () => {
    expect(make(fakeWindow()).openData.enabled).toBe(kind === 'wecom');
  });
});

describe('browser and kiosk', () => {
  it('browser: outside links open a new tab with noopener; kiosk: in place', () => {
    const win = fakeWindow();
    createBrowserAdapter(win).navigation.openExternal('https://example.org/');
    expect(win.open).toHaveBeenCalledWith('https://example.org/', '_blank', 'noopener');
    const kioskWin = fakeWindow();
    createKioskAdapter(kioskWin).navigation.openExternal('https://example.org/');
    expect(kioskWin.open).not.toHaveBeenCalled();
    expect(kioskWin.location.assign).toHaveBeenCalledWith('https://example.org/');
  });

  it('scan login: start keeps a state, the callback with that state yields the code once', () => {
    const win = fakeWindow();
    const adapter = createBrowserAdapter(win);
    const [dingtalk] = adapter.qrLogin.options(CONFIG, 'https://learn.example.com/hostLogin');
    adapter.qrLogin.start(dingtalk!);
    const sent = new URL(win.location.assign.mock.calls[0]![0] as string);
    expect(sent.origin + sent.pathname).toBe('https://login.dingtalk.com/oauth2/auth');
    expect(sent.searchParams.get('client_id')).toBe('dingclient');
    const back = `https://learn.example.com/hostLogin?authCode=abc&state=${sent.searchParams.get('state')}`;
    expect(adapter.qrLogin.finish(back)).toEqual({ kind: 'dingtalk', code: 'abc', flow: 'qr' });
    expect(adapter.qrLogin.finish(back)).toBeNull();
  });

  it('scan login: a callback with a forged state is ignored', () => {
    const win = fakeWindow();
    const adapter = createKioskAdapter(win);
    adapter.qrLogin.start(adapter.qrLogin.options(CONFIG, 'https://learn.example.com/hostLogin')[1]!);
    expect(adapter.qrLogin.finish('https://learn.example.com/hostLogin?code=abc&state=wecom.forged')).toBeNull();
  });
});
