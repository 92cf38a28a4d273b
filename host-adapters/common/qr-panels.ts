import type { QrPanel } from '../types';
import { loadWecomLoginSdk, type LoadWecomLoginSdk } from '../wecom/wecom-login-sdk';

/**
 * The vendors' embedded scan panels (host-integration.md "QR-scan login"): DingTalk's
 * `DTFrameLogin` from its ddlogin.js, WeCom's `ww.createWWLoginPanel` from the SDK. Both frame
 * the vendor's login page inside `el`; when the person scans and confirms on the phone, the
 * panel hands over the one-time code, and the portal finishes on its callback route as if the
 * vendor had redirected there. `state` is the one the tab keeps (qr-login.ts), so the callback's
 * check is the same for both ways.
 */
export type { LoadWecomLoginSdk };

/** The DingTalk panel's frame size (its login page is laid out for 300 × 300). */
const DINGTALK_PANEL_PX = 300;

interface DtFrameLoginWindow {
  DTFrameLogin?: (
    frame: { id: string; width: number; height: number },
    params: Record<string, string>,
    onSuccess: (result: { redirectUrl: string; authCode: string; state: string }) => void,
    onError?: (message: string) => void,
  ) => void;
}

/** The portal path the vendor would have redirected to: the callback with code and state. */
export function callbackPath(redirectUri: string, code: string, state: string): string {
  const target = new URL(redirectUri, 'http://placeholder');
  target.searchParams.set('code', code);
  target.searchParams.set('state', state);
  return target.pathname + target.search;
}

export async function mountQrPanel(
  panel: QrPanel,
  el: HTMLElement,
  state: string,
  onScanned: (path: string) => void,
  wecomSdk: LoadWecomLoginSdk = loadWecomLoginSdk,
): Promise<() => void> {
  if (panel.kind === 'wecom') {
    const ww = await wecomSdk();
    const instance = ww.createWWLoginPanel({
      el,
      params: {
        login_type: 'CorpApp' as never,
        appid: panel.appid,
        agentid: panel.agentid,
        redirect_uri: panel.redirectUri,
        state,
        redirect_type: 'callback' as never,
      },
      onLoginSuccess: ({ code }) => onScanned(callbackPath(panel.redirectUri, code, state)),
    });
    return () => instance.unmount();
  }
  const view = () => el.ownerDocument.defaultView as DtFrameLoginWindow | null;
  if (typeof view()?.DTFrameLogin !== 'function') await loadScript(el.ownerDocument, panel.scriptUrl);
  const frameLogin = view()?.DTFrameLogin;
  if (typeof frameLogin !== 'function') throw new Error('DingTalk login script did not load');
  if (!el.id) el.id = `lp-dingtalk-panel-${state.slice(-8)}`;
  frameLogin(
    { id: el.id, width: DINGTALK_PANEL_PX, height: DINGTALK_PANEL_PX },
    {
      redirect_uri: encodeURIComponent(panel.redirectUri),
      client_id: panel.clientId,
      scope: 'openid',
      response_type: 'code',
      prompt: 'consent',
      state,
    },
    (result) => onScanned(callbackPath(panel.redirectUri, result.authCode, result.state)),
  );
  return () => {
    el.innerHTML = '';
  };
}

/** Load a script once per page; a failed load can be tried again. */
function loadScript(doc: Document, src: string): Promise<void> {
  const existing = doc.querySelector<HTMLScriptElement>(`script[data-lp-src="${CSS.escape(src)}"]`);
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  existing?.remove();
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.lpSrc = src;
    script.onload = () => {
      script.dataset.loaded = 'true';
      resolve();
    };
    script.onerror = () => reject(new Error(`could not load ${src}`));
    doc.head.appendChild(script);
  });
}
