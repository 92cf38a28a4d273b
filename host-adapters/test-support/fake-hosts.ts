import { vi } from 'vitest';
import type { HostLoginConfig } from '../../protocol';
import type { LoadDingtalkSdk } from '../dingtalk/dingtalk-adapter';
import type { LoadWecomSdk } from '../wecom/wecom-adapter';
import { createBrowserAdapter } from '../browser/browser-adapter';
import { createDingtalkAdapter } from '../dingtalk/dingtalk-adapter';
import { createKioskAdapter } from '../kiosk/kiosk-adapter';
import { createWecomAdapter } from '../wecom/wecom-adapter';
import type { fakeWindow } from './fake-window';
import type { HostAdapter, HostKind } from '../types';

/** The host adapters' tests' enterprise configurations and fake DingTalk / WeCom SDKs (contract*.test.ts). */
export const CONFIG: HostLoginConfig = {
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
export const NONE: HostLoginConfig = { dingtalk: null, wecom: null };

export function fakeDingtalk(options: { modernFails?: boolean; configRefused?: boolean } = {}) {
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

export function fakeWecom() {
  const ww = {
    register: vi.fn(),
    initOpenData: vi.fn(async () => ({})),
    ensureCorpConfigReady: vi.fn(async () => ({})),
    openDefaultBrowser: vi.fn(async () => ({})),
    scanQRCode: vi.fn(async (_options: unknown) => ({ resultStr: 'https://learn.example.com/a?signin=w' })),
  };
  return { ww, load: (async () => ww) as unknown as LoadWecomSdk };
}

export interface Case {
  kind: HostKind;
  make(win: ReturnType<typeof fakeWindow>): HostAdapter;
  sameWindow: boolean;
}

/** Every host, made on a fake window; `sameWindow`: pages open in place. */
export const CASES: Case[] = [
  { kind: 'browser', make: (win) => createBrowserAdapter(win), sameWindow: false },
  { kind: 'kiosk', make: (win) => createKioskAdapter(win), sameWindow: true },
  { kind: 'dingtalk', make: (win) => createDingtalkAdapter(win, 'pc', fakeDingtalk().load), sameWindow: true },
  { kind: 'wecom', make: (win) => createWecomAdapter(win, fakeWecom().load), sameWindow: true },
];
