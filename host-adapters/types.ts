/**
 * The one interface the portal uses to talk to whatever hosts it: a plain browser, a
 * workplace-chat container (DingTalk, WeCom) or a kiosk client. Only navigation exists so
 * far; login, QR-scan login and open-data rendering join it when those hosts are built.
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
}

export interface HostAdapter {
  kind: HostKind;
  navigation: HostNavigation;
}
