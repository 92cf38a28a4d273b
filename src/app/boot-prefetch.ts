import { HOME_FIRST_PAINT_STORAGE_KEY, homeViewer } from '../features/home/home-keys';
import { selectIsLoggedIn, useSessionStore, type SessionState } from '../features/session';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { removeStored } from '../lib/storage';

/** Who the session is: the enterprise and the signed-in user (as AppProviders clears the query cache on). */
function identityOf(state: SessionState): string {
  return `${state.enterprise?.eid ?? state.startupEid}:${selectIsLoggedIn(state) ? state.user.userid : ''}`;
}

function viewerOf(state: SessionState): string {
  return homeViewer(
    state.enterprise?.eid ?? state.startupEid,
    selectIsLoggedIn(state) ? state.user.userid : '',
    state.language,
  );
}

/**
 * Start-up, right after the init call was sent (decision 0074). Everywhere: the last visit's home
 * kept for the next first paint is forgotten as soon as the session's enterprise or user changes
 * (sign-out, another user, an enterprise switch, a session the init call no longer knows). On
 * /index, for a signed-in member: the home's first reads start now, beside the init call, and
 * the last visit's answers go into the query cache (features/home/first-paint.ts, loaded with the
 * home page's chunk, which /index fetches now anyway).
 */
export function startBootPrefetch(pathname: string): void {
  let identity = identityOf(useSessionStore.getState());
  useSessionStore.subscribe((state) => {
    const next = identityOf(state);
    if (next === identity) return;
    identity = next;
    removeStored('local', HOME_FIRST_PAINT_STORAGE_KEY);
  });

  const state = useSessionStore.getState();
  if (pathname !== '/index' || !selectIsLoggedIn(state)) return;
  // The home's strings into i18next now, not only downloaded: a page whose namespace is not loaded
  // when it first renders suspends, and React then holds its content back for at least 300 ms.
  void i18n.loadNamespaces('home').catch(() => undefined);
  const answered = () => useSessionStore.getState().loadState !== 'init';
  const whenAnswered = new Promise<void>((resolve) => {
    if (answered()) return resolve();
    const stop = useSessionStore.subscribe(() => {
      if (!answered()) return;
      stop();
      resolve();
    });
  });
  const viewer = viewerOf(state);
  void import('../features/home/first-paint')
    .then(({ startHomeFirstPaint }) =>
      startHomeFirstPaint(queryClient, viewer, {
        answered,
        whenAnswered,
        currentViewer: () => viewerOf(useSessionStore.getState()),
      }),
    )
    .catch(() => undefined);
}
