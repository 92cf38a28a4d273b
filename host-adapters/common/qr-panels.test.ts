import { afterEach, describe, expect, it, vi } from 'vitest';
import { callbackPath, mountQrPanel } from './qr-panels';

afterEach(() => {
  delete (window as { DTFrameLogin?: unknown }).DTFrameLogin;
  document.body.innerHTML = '';
});

describe('embedded scan panels', () => {
  it('WeCom: the SDK panel gets the callback mode, and its code finishes on the callback route', async () => {
    let options:
      { el?: unknown; params: Record<string, string>; onLoginSuccess?: (r: { code: string }) => void } | undefined;
    const unmount = vi.fn();
    const sdk = async () => ({
      createWWLoginPanel: ((o: typeof options) => (
        (options = o),
        { el: document.createElement('iframe'), unmount }
      )) as never,
    });
    const el = document.body.appendChild(document.createElement('div'));
    const onScanned = vi.fn();
    const done = await mountQrPanel(
      { kind: 'wecom', appid: 'wwcorp', agentid: '1000002', redirectUri: 'https://portal.example/hostLogin' },
      el,
      'wecom.s1',
      onScanned,
      sdk,
    );
    expect(options?.el).toBe(el);
    expect(options?.params).toMatchObject({
      login_type: 'CorpApp',
      appid: 'wwcorp',
      agentid: '1000002',
      redirect_type: 'callback',
      state: 'wecom.s1',
    });
    options?.onLoginSuccess?.({ code: 'C0DE' });
    expect(onScanned).toHaveBeenCalledWith('/hostLogin?code=C0DE&state=wecom.s1');
    done();
    expect(unmount).toHaveBeenCalledOnce();
  });

  it('DingTalk: DTFrameLogin gets the encoded callback and client id; its auth code finishes on the callback route', async () => {
    const frameLogin = vi.fn();
    (window as { DTFrameLogin?: unknown }).DTFrameLogin = frameLogin;
    const el = document.body.appendChild(document.createElement('div'));
    const onScanned = vi.fn();
    await mountQrPanel(
      {
        kind: 'dingtalk',
        scriptUrl: '/ddlogin.js',
        clientId: 'dingclient',
        redirectUri: 'https://portal.example/hostLogin',
      },
      el,
      'dingtalk.s2',
      onScanned,
    );
    const [frame, params, onSuccess] = frameLogin.mock.calls[0]! as [
      { id: string },
      Record<string, string>,
      (r: { redirectUrl: string; authCode: string; state: string }) => void,
    ];
    expect(frame.id).toBe(el.id);
    expect(params).toMatchObject({
      client_id: 'dingclient',
      redirect_uri: encodeURIComponent('https://portal.example/hostLogin'),
      response_type: 'code',
      scope: 'openid',
      state: 'dingtalk.s2',
    });
    onSuccess({
      redirectUrl: 'https://portal.example/hostLogin?authCode=A&state=dingtalk.s2',
      authCode: 'A',
      state: 'dingtalk.s2',
    });
    expect(onScanned).toHaveBeenCalledWith('/hostLogin?code=A&state=dingtalk.s2');
  });

  it('keeps the callback path on the portal (never another origin)', () => {
    expect(callbackPath('https://elsewhere.example/hostLogin?x=1', 'c', 's')).toBe('/hostLogin?x=1&code=c&state=s');
  });
});
