import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, applyFailureSideEffects, errorPagePath } from '../lib/api-client';

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
export function createQueryClient(navigate: (path: string) => void): QueryClient {
  const onError = (error: unknown, meta: { handlesErrors?: boolean } | undefined) => {
    if (meta?.handlesErrors || !(error instanceof ApiError)) return;
    applyFailureSideEffects(error.code);
    navigate(errorPagePath(error.code));
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
