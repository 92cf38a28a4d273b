import { configureApiClient } from '../lib/api-client';
import { createApiErrorHandler } from '../lib/api-errors';
import { sessionCallContext, useSessionStore } from '../features/session';
import type { AppRouter } from './router';

/** Plug the session into every envelope and route failures through spec 000 §8. */
export function wireApiClient(router: AppRouter): void {
  configureApiClient({
    context: () => sessionCallContext(),
    onError: createApiErrorHandler({
      navigate: (to) => void router.navigate(to),
      currentPath: () => router.state.location.pathname + router.state.location.search,
      clearSession: () => useSessionStore.getState().clearUser(),
    }),
  });
}
