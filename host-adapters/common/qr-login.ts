import type { HostLoginConfig } from '../../protocol';
import type { HostLoginCode, QrLogin, QrLoginOption } from '../types';
import { mountQrPanel, type LoadWecomLoginSdk } from './qr-panels';
import { randomState, readStored, writeStored, type HostWindow } from './host-window';

const STATE_KEY = 'lp:host-qr-state';

/**
 * Scan-login for a browser or kiosk: the vendors' full-page login addresses (DingTalk
 * login.dingtalk.com/oauth2/auth, WeCom login.work.weixin.qq.com/wwlogin/sso/login) and the
 * callback's logic. The state sent is kept for the tab, so a forged callback is ignored.
 */
export function createQrLogin(win: HostWindow, wecomSdk?: LoadWecomLoginSdk): QrLogin {
  function stateFor(kind: QrLoginOption['kind']): string {
    const stored = parse(readStored(win, STATE_KEY));
    if (stored?.kind === kind) return stored.state;
    const state = randomState();
    writeStored(win, STATE_KEY, JSON.stringify({ kind, state }));
    return state;
  }
  return {
    options(config: HostLoginConfig, callbackUrl: string): QrLoginOption[] {
      const list: QrLoginOption[] = [];
      if (config.dingtalk) {
        const query = new URLSearchParams({
          client_id: config.dingtalk.clientId,
          redirect_uri: callbackUrl,
          response_type: 'code',
          scope: 'openid',
          prompt: 'consent',
          state: `dingtalk.${randomState()}`,
        });
        const { clientId, frameLoginScriptUrl } = config.dingtalk;
        const panel = frameLoginScriptUrl
          ? { kind: 'dingtalk' as const, scriptUrl: frameLoginScriptUrl, clientId, redirectUri: callbackUrl }
          : null;
        list.push({ kind: 'dingtalk', url: `${config.dingtalk.qrLoginUrl}?${query}`, panel });
      }
      if (config.wecom) {
        const query = new URLSearchParams({
          login_type: 'CorpApp',
          appid: config.wecom.corpId,
          agentid: config.wecom.agentId,
          redirect_uri: callbackUrl,
          state: `wecom.${randomState()}`,
        });
        const { corpId, agentId, loginPanel } = config.wecom;
        const panel = loginPanel
          ? { kind: 'wecom' as const, appid: corpId, agentid: agentId, redirectUri: callbackUrl }
          : null;
        list.push({ kind: 'wecom', url: `${config.wecom.qrLoginUrl}?${query}`, panel });
      }
      return list;
    },
    start(option) {
      // The state is fixed only when the person picks a host, so the kept one matches the link used.
      const url = new URL(option.url, win.location.origin);
      url.searchParams.set('state', `${option.kind}.${stateFor(option.kind)}`);
      win.location.assign(url.href);
    },
    mountPanel(option, el, onScanned) {
      if (!option.panel) return Promise.reject(new Error('this scan login has no embedded panel'));
      return mountQrPanel(option.panel, el, `${option.kind}.${stateFor(option.kind)}`, onScanned, wecomSdk);
    },
    finish(url): HostLoginCode | null {
      const query = new URL(url, win.location.origin).searchParams;
      const code = query.get('authCode') ?? query.get('code');
      const [kind, state] = (query.get('state') ?? '').split('.');
      const stored = parse(readStored(win, STATE_KEY));
      if (!code || !stored || stored.kind !== kind || stored.state !== state) return null;
      writeStored(win, STATE_KEY, null);
      return { kind: stored.kind, code, flow: 'qr' };
    },
  };
}

function parse(text: string | null): { kind: QrLoginOption['kind']; state: string } | null {
  try {
    const value = JSON.parse(text ?? '') as { kind?: unknown; state?: unknown };
    return (value.kind === 'dingtalk' || value.kind === 'wecom') && typeof value.state === 'string'
      ? { kind: value.kind, state: value.state }
      : null;
  } catch {
    return null;
  }
}

/** Hosts that sign in by themselves offer no scan login. */
export const NO_QR_LOGIN: QrLogin = {
  options: () => [],
  start: () => undefined,
  finish: () => null,
  mountPanel: () => Promise.reject(new Error('no scan login here')),
};
