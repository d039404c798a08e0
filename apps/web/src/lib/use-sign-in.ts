import { useCallback } from 'react';
import { beginSignIn } from './oauth';

/** Sends the browser to the provider's authorization page (SPEC.md §4, Login). */
export async function signIn(): Promise<void> {
  // Loaded on the click: the sign-in code is not part of the first page's JavaScript.
  const [{ queryClient }, { fetchAuthConfig }] = await Promise.all([
    import('./query-client'),
    import('./auth-api'),
  ]);
  const config = await fetchAuthConfig(queryClient);
  window.location.assign(await beginSignIn(config));
}

/** `signIn` for a button. */
export function useSignIn() {
  return useCallback(() => signIn(), []);
}
