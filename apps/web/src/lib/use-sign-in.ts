import { useCallback } from 'react';
import { beginSignIn } from './oauth';

/** Sends the browser to the provider's authorization page (SPEC.md §4, Login). */
export function useSignIn() {
  return useCallback(async () => {
    // Loaded on the click: the sign-in code is not part of the first page's JavaScript.
    const [{ queryClient }, { fetchAuthConfig }] = await Promise.all([
      import('./query-client'),
      import('./auth-api'),
    ]);
    const config = await fetchAuthConfig(queryClient);
    window.location.assign(await beginSignIn(config));
  }, []);
}
