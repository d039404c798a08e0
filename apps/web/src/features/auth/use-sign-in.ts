import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { beginSignIn } from '../../lib/oauth';
import { fetchAuthConfig } from './api/auth-api';

/** Sends the browser to the provider's authorization page (SPEC.md §4, Login). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const config = await fetchAuthConfig(queryClient);
    window.location.assign(await beginSignIn(config));
  }, [queryClient]);
}
