import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostLoginConfig } from '../protocol';
import { createBrowserAdapter } from './browser/browser-adapter';
import { setRouteNavigator } from './common/route-navigator';
import { createDingtalkAdapter, type LoadDingtalkSdk } from './dingtalk/dingtalk-adapter';
import { createKioskAdapter } from './kiosk/kiosk-adapter';
import { fakeWindow } from './test-support/fake-window';
import type { HostAdapter, HostKind } from './types';
import { createWecomAdapter, type LoadWecomSdk } from './wecom/wecom-adapter';

const CONFIG: HostLoginConfig = {
  dingtalk: {
    corpId: 'dingcorp',
    clientId: 'dingclient',
    qrLoginUrl: 'https://login.dingtalk.com/oauth2/auth',
    frameLoginScriptUrl: 'https://g.alicdn.com/dingding/h5-dingtalk-login/0.21.0/ddlogin.js',
  },
  wecom: {
    corpId: 'wwcorp',
    agentId: '1000002',
    oauthUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
    qrLoginUrl: 'https://login.work.weixin.qq.com/wwlogin/sso/login',
    loginPanel: true,
  },
};
const NONE: HostLoginConfig = { dingtalk: null, wecom: null };

function fakeDingtalk(options: { modernFails?: boolean; configRefused?: boolean } = {}) {
  let onReady: () => void = () => undefined;
  let onError: (error: unknown) => void = () => undefined;
  const dd = {
    ready: vi.fn((callback: () => void) => void (onReady = callback)),
    error: vi.fn((callback: (error: unknown) => void) => void (onError = callback)),
    // The container checks the signature, then calls ready or error.
    config: vi.fn(() => void setTimeout(() => (options.configRefused ? onError({ errorCode: 52013 }) : onReady()), 0)),
    requestAuthCode: vi.fn(async () => {
      if (options.modernFails) throw new Error('client too old');
      return { code: 'dt-code' };
    }),
    runtime: { permission: { requestAuthCode: vi.fn(async () => ({ code: 'dt-legacy-code' })) } },
    openLink: vi.fn(async () => ({})),
    biz: {
      navigation: { setTitle: vi.fn(async () => ({})), setRight: vi.fn(async (_options: unknown) => ({})) },
      util: {
        share: vi.fn(async () => ({})),
        scan: vi.fn(async (_options: unknown) => ({ text: 'https://learn.example.com/a?signin=t' })),
      },
    },
  };
  return { dd, load: (async () => dd) as unknown as LoadDingtalkSdk };
}

function fakeWecom() {
  const ww = {
    register: vi.fn(),
    initOpenData: vi.fn(async () => ({})),
    ensureCorpConfigReady: vi.fn(async () => ({})),
    openDefaultBrowser: vi.fn(async () => ({})),
    scanQRCode: vi.fn(async (_options: unknown) => ({ resultStr: 'https://learn.example.com/a?signin=w' })),
  };
  return { ww, load: (async () => ww) as unknown as LoadWecomSdk };
}

interface Case {
  kind: HostKind;
  make(win: ReturnType<typeof fakeWindow>): HostAdapter;
  sameWindow: boolean;
}

const CASES: Case[] = [
  { kind: 'browser', make: (win) => createBrowserAdapter(win), sameWindow: false },
  { kind: 'kiosk', make: (win) => createKioskAdapter(win), sameWindow: true },
  { kind: 'dingtalk', make: (win) => createDingtalkAdapter(win, 'pc', fakeDingtalk().load), sameWindow: true },
  { kind: 'wecom', make: (win) => createWecomAdapter(win, fakeWecom().load), sameWindow: true },
];

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

describe('DingTalk', () => {
  it('signs in with requestAuthCode and clientId', async () => {
    const { dd, load } = fakeDingtalk();
    await expect(createDingtalkAdapter(fakeWindow(), 'pc', load).inAppLogin(CONFIG)).resolves.toEqual({
      kind: 'dingtalk',
      code: 'dt-code',
      flow: 'in_app',
    });
    expect(dd.requestAuthCode).toHaveBeenCalledWith({ corpId: 'dingcorp', clientId: 'dingclient' });
  });

  it('falls back to the legacy call on old clients', async () => {
    const { dd, load } = fakeDingtalk({ modernFails: true });
    await expect(createDingtalkAdapter(fakeWindow(), 'mobile', load).inAppLogin(CONFIG)).resolves.toMatchObject({
      code: 'dt-legacy-code',
    });
    expect(dd.runtime.permission.requestAuthCode).toHaveBeenCalledWith({ corpId: 'dingcorp' });
  });

  it('shares with biz.util.share after one dd.config signed for this page (without its hash)', async () => {
    const { dd, load } = fakeDingtalk();
    const win = fakeWindow();
    win.location.href = 'https://learn.example.com/course/7?eid=1#notes';
    const sign = vi.fn(async () => ({
      corpId: 'dingcorp',
      agentId: '100001',
      timestamp: 1700000000,
      nonceStr: 'abc',
      signature: 'f'.repeat(40),
    }));
    const adapter = createDingtalkAdapter(win, 'pc', load);
    const content = { url: 'https://learn.example.com/course/7', title: 'Fire drill', text: 'A course', image: '' };
    await expect(adapter.share(content, sign)).resolves.toBe(true);
    await adapter.share(content, sign);
    expect(sign).toHaveBeenCalledOnce();
    expect(sign).toHaveBeenCalledWith('https://learn.example.com/course/7?eid=1');
    expect(dd.config).toHaveBeenCalledOnce();
    expect(dd.config).toHaveBeenCalledWith(
      expect.objectContaining({
        corpId: 'dingcorp',
        agentId: '100001',
        timeStamp: 1700000000,
        nonceStr: 'abc',
        jsApiList: ['biz.util.share'],
      }),
    );
    expect(dd.biz.util.share).toHaveBeenCalledWith({
      type: 0,
      url: content.url,
      title: 'Fire drill',
      content: 'A course',
      image: '',
    });
  });

  it("sets DingTalk's navigation-bar share button for the page; pressing it shares that page", async () => {
    const { dd, load } = fakeDingtalk();
    const sign = vi.fn(async () => ({ corpId: 'c', agentId: '1', timestamp: 1, nonceStr: 'n', signature: 's' }));
    const adapter = createDingtalkAdapter(fakeWindow(), 'pc', load);
    const page = { url: 'https://learn.example.com/index?eid=1', title: 'Home', text: '', image: '' };
    expect(adapter.configureShare({ ...page, label: 'Share' }, sign)).toBe(true);
    await vi.waitFor(() => expect(dd.biz.navigation.setRight).toHaveBeenCalledOnce());
    const options = dd.biz.navigation.setRight.mock.calls[0]![0] as {
      text: string;
      show: boolean;
      onSuccess: () => void;
    };
    expect(options).toMatchObject({ show: true, text: 'Share' });
    // setRight needs no signature; the share it opens does.
    expect(sign).not.toHaveBeenCalled();
    options.onSuccess();
    await vi.waitFor(() =>
      expect(dd.biz.util.share).toHaveBeenCalledWith(expect.objectContaining({ url: page.url, title: 'Home' })),
    );
  });

  it('other hosts have no share menu to configure', () => {
    for (const { kind, make } of CASES.filter((c) => c.kind !== 'dingtalk'))
      expect([
        kind,
        make(fakeWindow()).configureShare({ url: 'u', title: 't', text: '', image: '', label: 'Share' }, vi.fn()),
      ]).toEqual([kind, false]);
  });

  it('a refused dd.config rejects the share, and the next share signs again', async () => {
    const { dd, load } = fakeDingtalk({ configRefused: true });
    const sign = vi.fn(async () => ({ corpId: 'dingcorp', agentId: '1', timestamp: 1, nonceStr: 'n', signature: 's' }));
    const adapter = createDingtalkAdapter(fakeWindow(), 'pc', load);
    const content = { url: 'https://learn.example.com/course/7', title: 'T', text: '', image: '' };
    await expect(adapter.share(content, sign)).rejects.toThrow(/dd.config refused/);
    await expect(adapter.share(content, sign)).rejects.toThrow(/dd.config refused/);
    expect(sign).toHaveBeenCalledTimes(2);
    expect(dd.biz.util.share).not.toHaveBeenCalled();
  });

  it('scans with biz.util.scan on the phone clients, and a cancel rejects', async () => {
    const { dd, load } = fakeDingtalk();
    const adapter = createDingtalkAdapter(fakeWindow(), 'mobile', load);
    await expect(adapter.scan()).resolves.toBe('https://learn.example.com/a?signin=t');
    expect(dd.biz.util.scan).toHaveBeenCalledWith({ type: 'qrCode' });
    dd.biz.util.scan.mockRejectedValueOnce({ errorCode: '-1', errorMessage: 'cancel' });
    await expect(adapter.scan()).rejects.toBeTruthy();
  });

  it('leaves through dd.openLink and sets the host title', async () => {
    const { dd, load } = fakeDingtalk();
    const win = fakeWindow();
    const { navigation } = createDingtalkAdapter(win, 'pc', load);
    navigation.openExternal('https://example.org/');
    navigation.setTitle('Home');
    await vi.waitFor(() => expect(dd.openLink).toHaveBeenCalledWith({ url: 'https://example.org/' }));
    expect(dd.biz.navigation.setTitle).toHaveBeenCalledWith({ title: 'Home' });
    expect(win.open).not.toHaveBeenCalled();
  });
});

describe('WeCom', () => {
  it('redirects to OAuth, and on return takes the code and cleans the address', async () => {
    const win = fakeWindow('https://learn.example.com/index?eid=1');
    const adapter = createWecomAdapter(win, fakeWecom().load);
    void adapter.inAppLogin(CONFIG);
    const sent = new URL(win.location.assign.mock.calls[0]![0] as string);
    expect(sent.origin + sent.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(sent.hash).toBe('#wechat_redirect');
    expect(sent.searchParams.get('appid')).toBe('wwcorp');
    expect(sent.searchParams.get('scope')).toBe('snsapi_base');
    expect(sent.searchParams.get('redirect_uri')).toBe('https://learn.example.com/index?eid=1');

    win.location.href = `https://learn.example.com/index?eid=1&code=ww-code&state=${sent.searchParams.get('state')}`;
    await expect(adapter.inAppLogin(CONFIG)).resolves.toEqual({ kind: 'wecom', code: 'ww-code', flow: 'in_app' });
    expect(win.location.href).toBe('https://learn.example.com/index?eid=1');
  });

  it('does not loop when the return carries no valid code', async () => {
    const win = fakeWindow();
    const adapter = createWecomAdapter(win, fakeWecom().load);
    void adapter.inAppLogin(CONFIG);
    win.location.href = 'https://learn.example.com/index?eid=1&code=x&state=forged';
    await expect(adapter.inAppLogin(CONFIG)).resolves.toBeNull();
    expect(win.location.assign).toHaveBeenCalledOnce();
  });

  it('registers with server signatures, starts open data and binds elements', async () => {
    const { ww, load } = fakeWecom();
    const win = fakeWindow();
    const bind = vi.fn();
    Object.assign(win, { WWOpenData: { bind } });
    const adapter = createWecomAdapter(win, load);
    const element = {} as Element;
    adapter.openData.bind(element);
    const fetchSignature = vi.fn(async () => ({
      corpId: 'wwcorp',
      agentId: '1000002',
      timestamp: 1,
      nonceStr: 'n',
      signature: 's',
    }));
    await expect(adapter.openData.init({ corpId: 'wwcorp', agentId: '1000002', fetchSignature })).resolves.toBe(true);
    expect(bind).toHaveBeenCalledWith(element);
    const options = ww.register.mock.calls[0]![0] as { getAgentConfigSignature(url: string): Promise<unknown> };
    await expect(options.getAgentConfigSignature('https://learn.example.com/index')).resolves.toEqual({
      timestamp: 1,
      nonceStr: 'n',
      signature: 's',
    });
    expect(fetchSignature).toHaveBeenCalledWith('https://learn.example.com/index', 'agent');
  });

  it('scans with ww.scanQRCode asking for the result, and registers scanQRCode in the JSAPI list', async () => {
    const { ww, load } = fakeWecom();
    const adapter = createWecomAdapter(fakeWindow(), load);
    await adapter.openData.init({
      corpId: 'wwcorp',
      agentId: '1',
      fetchSignature: async () => ({ corpId: '', agentId: '', timestamp: 1, nonceStr: '', signature: '' }),
    });
    await expect(adapter.scan()).resolves.toBe('https://learn.example.com/a?signin=w');
    expect(ww.scanQRCode).toHaveBeenCalledWith({ needResult: true, scanType: ['qrCode'] });
    expect(ww.register).toHaveBeenCalledWith(
      expect.objectContaining({ jsApiList: expect.arrayContaining(['scanQRCode']) }),
    );
    ww.scanQRCode.mockRejectedValueOnce({ errMsg: 'scanQRCode:cancel' });
    await expect(adapter.scan()).rejects.toBeTruthy();
  });

  it('leaves through ww.openDefaultBrowser once registered, in place before', async () => {
    const { ww, load } = fakeWecom();
    const win = fakeWindow();
    const adapter = createWecomAdapter(win, load);
    adapter.navigation.openExternal('https://example.org/a');
    expect(win.location.assign).toHaveBeenCalledWith('https://example.org/a');
    await adapter.openData.init({
      corpId: 'wwcorp',
      agentId: '1',
      fetchSignature: async () => ({ corpId: '', agentId: '', timestamp: 1, nonceStr: '', signature: '' }),
    });
    adapter.navigation.openExternal('https://example.org/b');
    await vi.waitFor(() => expect(ww.openDefaultBrowser).toHaveBeenCalledWith({ url: 'https://example.org/b' }));
  });
});
