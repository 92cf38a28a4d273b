import { createQrLogin } from '../common/qr-login';
import { NO_OPEN_DATA } from '../common/no-open-data';
import type { HostWindow } from '../common/host-window';
import { openRouteInPlace } from '../common/route-navigator';
import type { HostAdapter } from '../types';

/**
 * A shared screen (kiosk client): one window only, so everything opens in place — a new tab
 * would be unreachable on a locked-down screen. Sign-in is by scanning a code (QR login first).
 */
export function createKioskAdapter(win: HostWindow = window): HostAdapter {
  return {
    kind: 'kiosk',
    variant: '',
    navigation: {
      reload: () => win.location.reload(),
      assign: (url) => win.location.assign(url),
      replace: (url) => win.location.replace(url),
      openExternal: (url) => win.location.assign(url),
      currentUrl: () => win.location.href,
      openRoute: (path) => openRouteInPlace(win, path),
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
    // A kiosk is the screen that shows codes, not a scanner.
    scan: async () => null,
  };
}
