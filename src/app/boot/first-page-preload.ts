import type { Language } from '../../../protocol';
import { preloadNamespaces } from '../../lib/i18n';

interface FirstPagePreload {
  /** Area strings the page and its frame render (their own, the header's portal chooser and messages). */
  namespaces: readonly string[];
  /** The call declarations the page's first requests import (each call loads its declaration on use). */
  calls: () => Array<Promise<unknown>>;
}

/**
 * What the first pages would otherwise fetch only once they render, after the init call has
 * answered: their strings and the declarations of their first calls (decision 0069). A list that
 * falls behind the pages only loses the head start, never a string or a call.
 */
const FIRST_PAGES: Record<string, FirstPagePreload> = {
  '/index': {
    namespaces: ['home', 'account', 'messages'],
    calls: () => [
      import('../../../protocol/calls/home'),
      import('../../../protocol/calls/account'),
      import('../../../protocol/calls/messages'),
    ],
  },
  '/login': { namespaces: ['auth', 'hosts'], calls: () => [import('../../../protocol/calls/auth')] },
};

/** Starts those downloads beside the init call; `language` is the one the visit most likely keeps. */
export function preloadFirstPage(pathname: string, language: Language): void {
  const page = FIRST_PAGES[pathname];
  if (!page) return;
  preloadNamespaces(language, page.namespaces);
  for (const call of page.calls()) void call.catch(() => undefined);
}
