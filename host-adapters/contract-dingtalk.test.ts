import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRouteNavigator } from './common/route-navigator';
import { createDingtalkAdapter } from './dingtalk/dingtalk-adapter';
import { fakeWindow } from './test-support/fake-window';
import { CASES, CONFIG, fakeDingtalk } from './test-support/fake-hosts';

/** The host adapter contract, DingTalk's own parts (contract.test.ts holds what every host shares). */
afterEach(() => setRouteNavigator(null));

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
