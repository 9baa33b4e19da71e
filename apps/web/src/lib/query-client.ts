import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A refusal will be refused again; only network trouble is worth a retry.
      retry: (count, error) => !(error instanceof ApiError) && count < 2,
    },
  },
});
