import type { ReactNode } from 'react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, goToErrorPage } from './api-client';
import { navigate } from './navigation';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { handlesErrors?: boolean };
    mutationMeta: { handlesErrors?: boolean };
  }
}

/**
 * Server state for the whole SPA. A failed call goes to the error page (SPEC.md §8) unless the
 * query or mutation says it shows the failure itself (`meta.handlesErrors`).
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown, meta: { handlesErrors?: boolean } | undefined) => {
    if (meta?.handlesErrors || !(error instanceof ApiError)) return;
    goToErrorPage(navigate, error.code);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError) && count < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The one query client of the page, shared by every part that loads server state. */
export const queryClient = createQueryClient();

/**
 * Gives a lazily loaded part of the page the shared query client. TanStack Query loads with the
 * first part that needs server state, not with the page shell.
 */
export function QueryIsland({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
