import type { HostLoginConfig } from '../../protocol';
import { onFirstPage, type HostWindow } from '../common/host-window';
import { NO_OPEN_DATA } from '../common/no-open-data';
import { NO_QR_LOGIN } from '../common/qr-login';
import { openRouteInPlace } from '../common/route-navigator';
import type { FetchJsapiSignature, HostAdapter, HostLoginCode, ShareContent } from '../types';

type DingtalkSdk = typeof import('dingtalk-jsapi');

/** A bridge that never answers must not hold the start-up forever. */
const AUTH_CODE_TIMEOUT_MS = 15_000;

/**
 * The SDK reads the container when it is first imported and throws in plain Node, so it is
 * loaded on first use (also keeping it out of the browser users' first download).
 */
export type LoadDingtalkSdk = () => Promise<DingtalkSdk>;

const loadSdk: LoadDingtalkSdk = async () => {
  const module = (await import('dingtalk-jsapi')) as DingtalkSdk & { default?: DingtalkSdk };
  return module.default ?? module;
};

/**
 * Inside DingTalk (PC or mobile): everything in the same window; outside links leave through
 * `dd.openLink` (the system browser on PC, DingTalk's own browser on mobile); the learner is
 * signed in silently with `requestAuthCode`.
 */
export function createDingtalkAdapter(
  win: HostWindow = window,
  variant: 'pc' | 'mobile' = 'pc',
  sdk: LoadDingtalkSdk = loadSdk,
): HostAdapter {
  // dd.config runs once per page load (SPA route changes count as the same page).
  let configured: Promise<void> | null = null;
  const authorise = (dd: DingtalkSdk, sign: FetchJsapiSignature) => {
    configured ??= configure(dd, sign, win.location.href).catch((error: unknown) => {
      configured = null;
      throw error;
    });
    return configured;
  };
  const share = async (content: ShareContent, sign: FetchJsapiSignature) => {
    const dd = await sdk();
    await authorise(dd, sign);
    await withTimeout(shareThrough(dd, content));
    return true;
  };
  const withSdk = (run: (dd: DingtalkSdk) => Promise<unknown>) => {
    void sdk()
      .then(run)
      .catch(() => undefined);
  };
  if (variant === 'mobile') followPortalBack(win, withSdk);
  return {
    kind: 'dingtalk',
    variant,
    navigation: {
      reload: () => win.location.reload(),
      assign: (url) => win.location.assign(url),
      replace: (url) => win.location.replace(url),
      // window.open is unreliable in the PC container: the host's own call is the way out.
      openExternal: (url) => withSdk((dd) => dd.openLink({ url })),
      currentUrl: () => win.location.href,
      openRoute: (path) => openRouteInPlace(win, path),
      back: () => win.history.back(),
      setTitle: (title) => {
        win.document.title = title;
        withSdk((dd) => dd.biz.navigation.setTitle({ title }));
      },
    },
    inAppLogin: (config) => requestCode(sdk, config),
    qrLogin: NO_QR_LOGIN,
    openData: NO_OPEN_DATA,
    share,
    // A DingTalk meeting's and live's links open inside the client (its in-app view); not a WeCom meeting (issue 26).
    openMeeting: async (meeting) => {
      if (meeting.platform !== 'dingtalk') return false;
      const dd = await sdk();
      await withTimeout(dd.openLink({ url: meeting.joinUrl }));
      return true;
    },
    openLive: async (url) => {
      const dd = await sdk();
      await withTimeout(dd.openLink({ url }));
      return true;
    },
    configureShare: ({ label, ...content }, sign) => {
      // setRight is not an authorised JSAPI: no dd.config until the button is pressed.
      withSdk((dd) =>
        dd.biz.navigation.setRight({
          show: true,
          control: true,
          text: label,
          onSuccess: () => void share(content, sign).catch(() => undefined),
        }),
      );
      return true;
    },
    // biz.util.scan exists on DingTalk's phone clients only (the SDK lists no PC version).
    scan: async () => (variant === 'mobile' ? scanThrough(await sdk()) : null),
  };
}

/** DingTalk's scanner: `{type: 'qrCode'}` → `{text}`; a cancel rejects. */
async function scanThrough(dd: DingtalkSdk): Promise<string> {
  const result = (await dd.biz.util.scan({ type: 'qrCode' })) as { text?: unknown };
  if (typeof result?.text !== 'string') throw new Error('DingTalk scan returned no text');
  return result.text;
}

/**
 * DingTalk on a phone (issue 19): the navigation bar's back button (`biz.navigation.setLeft`,
 * controlled) and Android's back key go back through the portal's own pages, and on the page the
 * portal opened on close DingTalk's window — one behaviour on every client, never back into the
 * launch page. setLeft needs no dd.config.
 */
function followPortalBack(win: HostWindow, withSdk: (run: (dd: DingtalkSdk) => Promise<unknown>) => void) {
  const press = () => {
    if (onFirstPage(win)) withSdk((dd) => dd.biz.navigation.close({}));
    else win.history.back();
  };
  withSdk((dd) => dd.biz.navigation.setLeft({ control: true, android: true, text: '', onSuccess: press }));
  win.document.addEventListener?.('backbutton', (event) => {
    event.preventDefault();
    press();
  });
}

/** The authorised JSAPIs the portal uses (dd.config's jsApiList). */
const AUTHORISED_JSAPIS = ['biz.util.share'];

/** `dd.config` with the server's signature of this page; resolves on `dd.ready`, rejects on `dd.error`. */
async function configure(dd: DingtalkSdk, sign: FetchJsapiSignature, pageUrl: string): Promise<void> {
  const signed = await sign(pageUrl.split('#')[0]!);
  await withTimeout(
    new Promise<void>((resolve, reject) => {
      dd.error((error: unknown) => reject(new Error(`dd.config refused: ${JSON.stringify(error)}`)));
      dd.ready(resolve);
      dd.config({
        agentId: signed.agentId,
        corpId: signed.corpId,
        timeStamp: signed.timestamp,
        nonceStr: signed.nonceStr,
        signature: signed.signature,
        type: 0,
        jsApiList: AUTHORISED_JSAPIS,
      });
    }),
  );
}

function shareThrough(dd: DingtalkSdk, content: ShareContent): Promise<unknown> {
  return dd.biz.util.share({
    type: 0,
    url: content.url,
    title: content.title,
    content: content.text,
    image: content.image,
  });
}

/** `requestAuthCode` with clientId (client ≥ 7.0.45 / 7.0.50 PC), else the legacy call. */
async function requestCode(sdk: LoadDingtalkSdk, config: HostLoginConfig): Promise<HostLoginCode | null> {
  if (!config.dingtalk) return null;
  const { corpId, clientId } = config.dingtalk;
  const dd = await sdk();
  let result: { code: string };
  try {
    result = await withTimeout(dd.requestAuthCode({ corpId, clientId }));
  } catch {
    result = await withTimeout(dd.runtime.permission.requestAuthCode({ corpId }));
  }
  return result.code ? { kind: 'dingtalk', code: result.code, flow: 'in_app' } : null;
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('DingTalk did not answer')), AUTH_CODE_TIMEOUT_MS);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error instanceof Error ? error : new Error(String(error)))),
    );
  });
}
