import { QueryClient } from '@tanstack/react-query';

/** TanStack Query on top of the client: the client already retries a GET once, so no retry here. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
