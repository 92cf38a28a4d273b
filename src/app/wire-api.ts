import { configureApiClient } from '../lib/api-client';
import { createApiErrorHandler } from '../lib/api-errors';
import { sessionCallContext, useSessionStore } from '../features/session';
import type { AppRouter } from './router';

/** Plug the session into every envelope and route failures through spec 000 §8. */
export function wireApiClient(router: AppRouter): void {
  configureApiClient({
    context: () => sessionCallContext(),
    onError: createApiErrorHandler({
      // The promise lets the handler act once the page has changed (decision 0054).
      navigate: (to) => router.navigate(to),
      currentPath: () => router.state.location.pathname + router.state.location.search,
      clearSession: () => useSessionStore.getState().clearUser(),
    }),
  });
}
