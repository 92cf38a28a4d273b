import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The portal's one TanStack Query client: server state (lists, details, counts) is cached and
 * shared through it. A refusal from the server (an ApiError with a business code) is an answer,
 * not a network blip, so only transport failures are retried, once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.kind === 'server'),
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
