import type { HostLoginConfig, HostSignatureResult } from '../protocol';

/**
 * The one interface the portal uses to talk to whatever hosts it: a plain browser, a
 * workplace-chat container (DingTalk, WeCom) or a kiosk client (decision 0015). Chosen once at
 * start-up by detect.ts; the rest of the portal never calls `window.open`, assigns `location`
 * or imports a host SDK.
 */
export type HostKind = 'browser' | 'dingtalk' | 'wecom' | 'kiosk';

export interface HostNavigation {
  /** Reload the current page (the app-load retry of spec 000 §4 uses it). */
  reload(): void;
  /** Leave the single-page app for another address, keeping history. */
  assign(url: string): void;
  /** Leave the single-page app for another address, replacing the current history entry. */
  replace(url: string): void;
  /** Open a link meant to leave the portal: a new tab in a browser, the host's own way elsewhere. */
  openExternal(url: string): void;
  /** The full address of the page now shown (the envelope's `_requestPageUrl`). */
  currentUrl(): string;
  /**
   * Open a portal page (path with query, e.g. `/course/7`) the way spec 000 §1 wants: the same
   * window inside DingTalk, WeCom and on a kiosk; a new tab (noopener) in a browser.
   */
  openRoute(path: string): void;
  /** Go back one page (the host's own back where it has one). */
  back(): void;
  /** The page title: the document's, and the host's navigation bar where it has one. */
  setTitle(title: string): void;
}

/** A one-time code a host handed over, to exchange on the server (/v1/dingtalk/login, /v1/wecom/login). */
export interface HostLoginCode {
  kind: 'dingtalk' | 'wecom';
  code: string;
  flow: 'in_app' | 'qr';
}

/** What the vendor's embedded scan panel needs (qr-panels.ts). */
export type QrPanel =
  | { kind: 'dingtalk'; scriptUrl: string; clientId: string; redirectUri: string }
  | { kind: 'wecom'; appid: string; agentid: string; redirectUri: string };

/** A scan-login entry (DingTalk or WeCom) for a browser or kiosk: its full page, and its embedded panel where offered. */
export interface QrLoginOption {
  kind: 'dingtalk' | 'wecom';
  url: string;
  panel: QrPanel | null;
}

export interface QrLogin {
  /** The scan-login pages this enterprise offers; `callbackUrl` is the portal address they return to. */
  options(config: HostLoginConfig, callbackUrl: string): QrLoginOption[];
  /** Leave for a scan-login page (same window: the vendor redirects back). */
  start(option: QrLoginOption): void;
  /** On the callback page: the code the vendor returned, if its state is the one we sent. */
  finish(url: string): HostLoginCode | null;
  /**
   * Show the vendor's scan panel inside `el` (option.panel must be set). After a scan,
   * `onScanned` gets the callback path (code and state) to finish on, as if the vendor had
   * redirected there. Resolves to an unmount function; rejects when the panel cannot load
   * (the full-page login remains).
   */
  mountPanel(option: QrLoginOption, el: HTMLElement, onScanned: (callbackPath: string) => void): Promise<() => void>;
}

/** Signs an address for the host's JSAPI (the server's open-data signature call): agent or corp ticket. */
export type FetchHostSignature = (url: string, type: 'agent' | 'corp') => Promise<HostSignatureResult>;

export interface OpenData {
  /** True where names must render through `ww-open-data` (WeCom): the page receives ids, not names. */
  readonly enabled: boolean;
  /** Register the JSAPI and start open data; resolves false where open data is not available. */
  init(options: { corpId: string; agentId: string; fetchSignature: FetchHostSignature }): Promise<boolean>;
  /** Render one `<ww-open-data>` element (again after its openid changes). */
  bind(element: Element): void;
}

/** What the host's share sheet carries (a course, a page of the portal). */
export interface ShareContent {
  url: string;
  title: string;
  text: string;
  /** An absolute image address; empty for none. */
  image: string;
}

/** A meeting to join through the host (issue 26): its app, number and browser link. */
export interface HostMeeting {
  platform: 'dingtalk' | 'wecom';
  meetingId: string;
  joinUrl: string;
}

/** Signs this page for the host's authorised JSAPI (DingTalk `dd.config`; the server's signature call). */
export type FetchJsapiSignature = (url: string) => Promise<HostSignatureResult>;

export interface HostAdapter {
  kind: HostKind;
  /**
   * DingTalk and WeCom: 'pc' or 'mobile' (on a phone or tablet: the shell shows a bottom tab bar, and
   * the host's back button goes back through the portal's pages); empty elsewhere.
   */
  variant: string;
  navigation: HostNavigation;
  /**
   * The silent sign-in inside a workplace-chat client: DingTalk's requestAuthCode (with the
   * legacy call for old clients), WeCom's OAuth redirect and return. Null where there is none
   * (browser, kiosk, or the enterprise has no app for this host). The WeCom redirect leaves
   * the page: its promise never settles then.
   */
  inAppLogin(config: HostLoginConfig): Promise<HostLoginCode | null>;
  qrLogin: QrLogin;
  openData: OpenData;
  /**
   * Open the host's own share sheet to send a page into a chat: DingTalk `biz.util.share`, an
   * authorised JSAPI, after `dd.config` with the server's signature of this page (once per page
   * load). Resolves false where the host offers none (browser, kiosk, WeCom for now): the page
   * then offers its poster and link; rejects when the host refused.
   */
  share(content: ShareContent, sign: FetchJsapiSignature): Promise<boolean>;
  /**
   * Set what the host's own share menu sends for the page now open: in DingTalk a "share" button
   * on the navigation bar (`biz.navigation.setRight`) that opens `share` with this content. The
   * shell calls it SHARE_CONFIG_DELAY_MS after each page opens. False where the host has no such
   * menu (browser, kiosk, WeCom for now).
   */
  configureShare(content: ShareContent & { label: string }, sign: FetchJsapiSignature): boolean;
  /**
   * Join a meeting (issue 26, decision 0052): inside DingTalk its link opens in the client
   * (`dd.openLink`), inside WeCom `ww.startMeeting({meetingId})` enters it. Resolves false where the
   * host has no meetings of its own or the meeting belongs to the other host: the page offers the link.
   */
  openMeeting(meeting: HostMeeting): Promise<boolean>;
  /** Open a live in the host's own live view (DingTalk live's address); false where there is none. */
  openLive(url: string): Promise<boolean>;
  /**
   * Scan a QR code with the host's own scanner (an activity's sign-in code, decision 0047):
   * DingTalk `biz.util.scan` on its phone clients, WeCom `ww.scanQRCode` with `needResult`.
   * Resolves with the text read, or null where the host has no scanner (browser, kiosk, DingTalk
   * PC): the page then reads the code with the camera or takes its link. Rejects when the person
   * cancelled or the host refused.
   */
  scan(): Promise<string | null>;
}
