import type { HostLoginConfig } from '../../protocol';
import { onFirstPage, randomState, readStored, writeStored, type HostWindow } from '../common/host-window';
import { NO_QR_LOGIN } from '../common/qr-login';
import { openRouteInPlace } from '../common/route-navigator';
import type { HostAdapter, HostLoginCode, OpenData } from '../types';

type WecomSdk = typeof import('@wecom/jssdk');
export type LoadWecomSdk = () => Promise<WecomSdk>;

const loadSdk: LoadWecomSdk = () => import('@wecom/jssdk');

const STATE_KEY = 'lp:wecom-oauth-state';

interface OpenDataWindow {
  WWOpenData?: { bind(element: Element): void };
}

/**
 * Inside WeCom: same window; outside links through `ww.openDefaultBrowser` once the JSAPI is
 * registered; silent sign-in by the OAuth redirect and return; names through `ww-open-data`.
 */
export function createWecomAdapter(
  win: HostWindow = window,
  sdk: LoadWecomSdk = loadSdk,
  variant: 'pc' | 'mobile' = 'pc',
): HostAdapter {
  // On a phone (issue 19) the web view's back walks the portal's pages (its history is theirs);
  // on the page the portal opened on it would go back into the OAuth redirect that signed the
  // person in, which sends them forward again: close WeCom's window instead.
  if (variant === 'mobile') {
    void sdk()
      .then((ww) =>
        ww.onHistoryBack(() => {
          if (!onFirstPage(win)) return true;
          void ww.closeWindow().catch(() => undefined);
          return false;
        }),
      )
      .catch(() => undefined);
  }
  let registered = false;
  const pending: Element[] = [];
  let ready = false;

  const openData: OpenData = {
    enabled: true,
    async init({ corpId, agentId, fetchSignature }) {
      const ww = await sdk();
      const sign = (type: 'agent' | 'corp') => async (url: string) => {
        const { timestamp, nonceStr, signature } = await fetchSignature(url, type);
        return { timestamp, nonceStr, signature };
      };
      ww.register({
        corpId,
        agentId,
        jsApiList: ['openDefaultBrowser', 'scanQRCode'],
        getConfigSignature: sign('corp'),
        getAgentConfigSignature: sign('agent'),
      });
      registered = true;
      await ww.initOpenData();
      ready = true;
      for (const element of pending.splice(0)) bindNow(element);
      return true;
    },
    bind(element) {
      if (ready) bindNow(element);
      else pending.push(element);
    },
  };

  function bindNow(element: Element) {
    (win as unknown as OpenDataWindow).WWOpenData?.bind(element);
  }

  return {
    kind: 'wecom',
    variant,
    navigation: {
      reload: () => win.location.reload(),
      assign: (url) => win.location.assign(url),
      replace: (url) => win.location.replace(url),
      openExternal: (url) => {
        // Without a registered JSAPI the call would wait for ever: open in place instead.
        if (!registered) return win.location.assign(url);
        void sdk()
          .then(async (ww) => {
            await ww.ensureCorpConfigReady();
            await ww.openDefaultBrowser({ url });
          })
          .catch(() => win.location.assign(url));
      },
      currentUrl: () => win.location.href,
      openRoute: (path) => openRouteInPlace(win, path),
      back: () => win.history.back(),
      // WeCom's navigation bar shows the document's title: there is no JSAPI for it.
      setTitle: (title) => void (win.document.title = title),
    },
    inAppLogin: (config) => oauthLogin(win, config),
    qrLogin: NO_QR_LOGIN,
    openData,
    // ww.shareAppMessage shares only inside WeCom's mobile client; the page's poster serves both.
    share: async () => false,
    configureShare: () => false,
    // A WeCom meeting is entered natively; a DingTalk one is not WeCom's (issue 26).
    openMeeting: async (meeting) => {
      if (meeting.platform !== 'wecom') return false;
      const ww = await sdk();
      await ww.startMeeting({ meetingId: meeting.meetingId });
      return true;
    },
    openLive: async () => false,
    scan: async () => {
      const ww = await sdk();
      // needResult: the text comes back to the page instead of WeCom acting on it.
      const params = { needResult: true, scanType: ['qrCode'] } as Parameters<WecomSdk['scanQRCode']>[0];
      const result = await ww.scanQRCode(params);
      if (typeof result.resultStr !== 'string') throw new Error('WeCom scan returned no text');
      return result.resultStr;
    },
  };
}

/**
 * WeCom has no JS call for a code: the page goes to the OAuth address and comes back with
 * `?code=…&state=…`. Coming back, the code is taken and removed from the address bar.
 */
async function oauthLogin(win: HostWindow, config: HostLoginConfig): Promise<HostLoginCode | null> {
  if (!config.wecom) return null;
  const here = new URL(win.location.href);
  const code = here.searchParams.get('code');
  const state = here.searchParams.get('state');
  const expected = readStored(win, STATE_KEY);
  if (code !== null || state !== null) {
    here.searchParams.delete('code');
    here.searchParams.delete('state');
    // Browsers carry the authorize address's `#wechat_redirect` over the redirect back: not ours.
    const hash = here.hash === '#wechat_redirect' ? '' : here.hash;
    win.history.replaceState(null, '', here.pathname + here.search + hash);
  }
  if (expected) {
    writeStored(win, STATE_KEY, null);
    // One round trip per tab: a return without a matching code ends here instead of looping.
    return code && state === expected ? { kind: 'wecom', code, flow: 'in_app' } : null;
  }
  const fresh = randomState();
  writeStored(win, STATE_KEY, fresh);
  const query = new URLSearchParams({
    appid: config.wecom.corpId,
    redirect_uri: here.href,
    response_type: 'code',
    scope: 'snsapi_base',
    state: fresh,
    agentid: config.wecom.agentId,
  });
  win.location.assign(`${config.wecom.oauthUrl}?${query}#wechat_redirect`);
  return new Promise<never>(() => undefined);
}
