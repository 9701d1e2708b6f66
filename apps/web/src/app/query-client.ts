import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The api client already retries what is worth retrying (no response); a second retry layer
      // here would also repeat HTTP errors such as a 401.
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
