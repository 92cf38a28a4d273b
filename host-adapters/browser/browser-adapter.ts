import { createQrLogin } from '../common/qr-login';
import { NO_OPEN_DATA } from '../common/no-open-data';
import { routeUrl, type HostWindow } from '../common/host-window';
import type { HostAdapter } from '../types';

export type BrowserWindow = HostWindow;

/** A plain desktop browser: portal pages and outside links open in a new tab without access to this one. */
export function createBrowserAdapter(win: HostWindow = window): HostAdapter {
  // noopener: the opened page must not be able to script or redirect the portal tab.
  const newTab = (url: string) => void win.open(url, '_blank', 'noopener');
  return {
    kind: 'browser',
    variant: '',
    navigation: {
      reload: () => win.location.reload(),
      assign: (url) => win.location.assign(url),
      replace: (url) => win.location.replace(url),
      openExternal: newTab,
      currentUrl: () => win.location.href,
      openRoute: (path) => newTab(routeUrl(win, path)),
      back: () => win.history.back(),
      setTitle: (title) => void (win.document.title = title),
    },
    inAppLogin: async () => null,
    qrLogin: createQrLogin(win),
    openData: NO_OPEN_DATA,
    share: async () => false,
    configureShare: () => false,
    // No meetings or live view of its own: the page shows the link (issue 26).
    openMeeting: async () => false,
    openLive: async () => false,
    // No host scanner: the page reads the code with the camera (getUserMedia + jsQR).
    scan: async () => null,
  };
}
