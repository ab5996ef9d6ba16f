import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './client';

/**
 * SPEC §9: no automatic retries, data never goes stale, no refetch on focus and no polling
 * unless a query asks for it (the admin list sets its own 30 s interval).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
