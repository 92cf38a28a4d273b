import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRouteNavigator } from './common/route-navigator';
import { fakeWindow } from './test-support/fake-window';
import { createWecomAdapter } from './wecom/wecom-adapter';
import { CONFIG, fakeWecom } from './test-support/fake-hosts';

/** The host adapter contract, WeCom's own parts (contract.test.ts holds what every host shares). */
afterEach(() => setRouteNavigator(null));

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
