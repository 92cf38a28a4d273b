import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { createBrowserAdapter, type HostAdapter } from '../../host-adapters';
import { finishQrSignIn, hostSignIn } from './host-sign-in';
import * as hostApi from './host-api';

vi.mock('./host-api', async (original) => ({
  ...(await original<typeof import('./host-api')>()),
  loadHostLoginConfig: vi.fn(),
  loginWithHostCode: vi.fn(),
  fetchHostSignature: vi.fn(),
}));

const CONFIG = {
  dingtalk: { corpId: 'c', clientId: 'k', qrLoginUrl: '/q', frameLoginScriptUrl: '/s.js' },
  wecom: null,
};
const USER = { userid: '7', token: 't', username: 'Lin Xiao' } as never;

function dingtalkHost(code: string | null): HostAdapter {
  return {
    ...createBrowserAdapter(),
    kind: 'dingtalk',
    inAppLogin: vi.fn(async () => (code ? { kind: 'dingtalk' as const, code, flow: 'in_app' as const } : null)),
  };
}

function deps(host: HostAdapter, signedIn = false) {
  return { host, isSignedIn: () => signedIn, onSignedIn: vi.fn(), toPrompt: vi.fn() };
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(hostApi.loadHostLoginConfig).mockResolvedValue(CONFIG);
  vi.mocked(hostApi.loginWithHostCode).mockResolvedValue(USER);
});

describe('hostSignIn', () => {
  it('does nothing in a browser', async () => {
    const d = deps(createBrowserAdapter());
    await expect(hostSignIn(d)).resolves.toBe('not-a-host');
    expect(hostApi.loadHostLoginConfig).not.toHaveBeenCalled();
  });

  it('signs in silently with the host code', async () => {
    const d = deps(dingtalkHost('abc'));
    await expect(hostSignIn(d)).resolves.toBe('signed-in');
    expect(hostApi.loginWithHostCode).toHaveBeenCalledWith({ kind: 'dingtalk', code: 'abc', flow: 'in_app' });
    expect(d.onSignedIn).toHaveBeenCalledWith(USER);
  });

  it('leaves a signed-in person alone', async () => {
    const host = dingtalkHost('abc');
    await expect(hostSignIn(deps(host, true))).resolves.toBe('already-signed-in');
    expect(host.inAppLogin).not.toHaveBeenCalled();
  });

  it('sends a host user outside the enterprise to the address-book prompt', async () => {
    vi.mocked(hostApi.loginWithHostCode).mockRejectedValue(
      new ApiError({ code: 42280, msg: 'not in the address book', kind: 'server' }),
    );
    const d = deps(dingtalkHost('abc'));
    await expect(hostSignIn(d)).resolves.toBe('not-in-address-book');
    expect(d.toPrompt).toHaveBeenCalledWith('not_in_address_book');
    expect(d.onSignedIn).not.toHaveBeenCalled();
  });

  it('never throws: other failures leave the person signed out', async () => {
    vi.mocked(hostApi.loginWithHostCode).mockRejectedValue(new Error('network'));
    await expect(hostSignIn(deps(dingtalkHost('abc')))).resolves.toBe('failed');
    vi.mocked(hostApi.loadHostLoginConfig).mockRejectedValue(new Error('network'));
    await expect(hostSignIn(deps(dingtalkHost('abc')))).resolves.toBe('failed');
  });
});

describe('finishQrSignIn', () => {
  it('ignores a callback without a code of ours', async () => {
    const d = deps(createBrowserAdapter());
    await expect(
      finishQrSignIn({ ...d, url: 'http://localhost/hostLogin?code=x&state=dingtalk.forged' }),
    ).resolves.toBe('ignored');
    expect(hostApi.loginWithHostCode).not.toHaveBeenCalled();
  });
});
