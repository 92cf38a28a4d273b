import type { HostAdapter } from '../types';

/** The slice of `window` the browser adapter needs; tests pass a fake. */
export interface BrowserWindow {
  location: Pick<Location, 'href' | 'reload' | 'assign' | 'replace'>;
  open(url: string, target: string, features: string): unknown;
}

/** A plain desktop browser: external links open in a new tab without access to this one. */
export function createBrowserAdapter(win: BrowserWindow = window): HostAdapter {
  return {
    kind: 'browser',
    navigation: {
      reload: () => win.location.reload(),
      assign: (url) => win.location.assign(url),
      replace: (url) => win.location.replace(url),
      openExternal: (url) => {
        // noopener: the opened page must not be able to script or redirect the portal tab.
        win.open(url, '_blank', 'noopener');
      },
      currentUrl: () => win.location.href,
    },
  };
}
