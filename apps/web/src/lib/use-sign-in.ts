import { useCallback } from 'react';
import { fetchAuthConfig } from './auth-api';
import { currentLanguage } from './i18n';
import { beginSignIn } from './oauth';

/** Sends the browser to the provider's authorization page (SPEC.md §4, Login), in the site's language. */
export async function signIn(): Promise<void> {
  // TanStack Query is loaded on the click: it is not part of the first page's JavaScript.
  const { queryClient } = await import('./query-client');
  const config = await fetchAuthConfig(queryClient);
  window.location.assign(await beginSignIn(config, { uiLocales: currentLanguage() }));
}

/** `signIn` for a button. */
export function useSignIn() {
  return useCallback(() => signIn(), []);
}
