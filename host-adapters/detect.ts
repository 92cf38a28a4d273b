import type { HostKind } from './types';

/** What detection looks at; `detectFromWindow` reads it from the real window. */
export interface DetectInput {
  userAgent: string;
  /** `window.name`: PC DingTalk puts JSON with a `containerId` there. */
  windowName: string;
  /** `window.dingtalk.platform.invokeAPI` exists (PC DingTalk's bridge). */
  hasDingtalkBridge: boolean;
  /** The launch address's query string. */
  search: string;
  /** The kiosk choice kept for the session (sessionStorage). */
  storedClient: string | null;
  /** A configured user-agent token that marks a kiosk client. */
  kioskUserAgentToken: string;
}

export interface Detected {
  kind: HostKind;
  variant: '' | 'pc' | 'mobile';
  /** True when this launch asked for kiosk mode: keep it for the session. */
  rememberKiosk: boolean;
}

export const KIOSK_SESSION_KEY = 'lp:host-client';
export const DEFAULT_KIOSK_UA_TOKEN = 'LearningPortalKiosk';

/**
 * The rules of host-integration.md, in order: DingTalk (PC by its container marker, never by
 * the user agent; mobile by `DingTalk` in the user agent), WeCom (`wxwork` — tested before
 * `MicroMessenger`, which WeCom's user agent also contains; on a phone when the agent names one), kiosk (a UA token or a
 * `client=kiosk` launch parameter, kept for the session), else a browser.
 */
export function detectHost(input: DetectInput): Detected {
  if (hasContainerId(input.windowName) || input.hasDingtalkBridge)
    return { kind: 'dingtalk', variant: 'pc', rememberKiosk: false };
  const variant = /iPhone|iPad|iOS|Android|Harmony/i.test(input.userAgent) ? 'mobile' : 'pc';
  if (/DingTalk/i.test(input.userAgent)) return { kind: 'dingtalk', variant, rememberKiosk: false };
  if (/wxwork\/([\d.]+)/i.test(input.userAgent)) return { kind: 'wecom', variant, rememberKiosk: false };
  const launchedAsKiosk = new URLSearchParams(input.search).get('client') === 'kiosk';
  const token = input.kioskUserAgentToken.trim();
  if (launchedAsKiosk || input.storedClient === 'kiosk' || (token !== '' && input.userAgent.includes(token))) {
    return { kind: 'kiosk', variant: '', rememberKiosk: launchedAsKiosk };
  }
  return { kind: 'browser', variant: '', rememberKiosk: false };
}

function hasContainerId(windowName: string): boolean {
  if (!windowName.startsWith('{')) return false;
  try {
    const parsed = JSON.parse(windowName) as { containerId?: unknown };
    return typeof parsed.containerId === 'string' && parsed.containerId !== '';
  } catch {
    return false;
  }
}

interface DetectWindow {
  navigator: { userAgent: string };
  name: string;
  location: { search: string };
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  dingtalk?: { platform?: { invokeAPI?: unknown } };
  __LP_CONFIG__?: { kioskUserAgentToken?: unknown };
}

/** Detect from the real window (read only; `window.name` is never written). */
export function detectFromWindow(win: DetectWindow = window as unknown as DetectWindow): Detected {
  let storedClient: string | null = null;
  try {
    storedClient = win.sessionStorage.getItem(KIOSK_SESSION_KEY);
  } catch {
    // No storage: the launch parameter still counts for this page.
  }
  const token = win.__LP_CONFIG__?.kioskUserAgentToken;
  const detected = detectHost({
    userAgent: win.navigator.userAgent,
    windowName: typeof win.name === 'string' ? win.name : '',
    hasDingtalkBridge: typeof win.dingtalk?.platform?.invokeAPI !== 'undefined',
    search: win.location.search,
    storedClient,
    kioskUserAgentToken: typeof token === 'string' ? token : DEFAULT_KIOSK_UA_TOKEN,
  });
  if (detected.rememberKiosk) {
    try {
      win.sessionStorage.setItem(KIOSK_SESSION_KEY, 'kiosk');
    } catch {
      // Kept for this page only.
    }
  }
  return detected;
}
