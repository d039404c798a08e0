import { useCallback } from 'react';
import { fetchAuthConfig } from './auth-api';
import { currentLanguage } from './i18n';
import { beginSignIn } from './oauth';
import { contentIdHint } from './platform';

/**
 * Sends the browser to the provider's authorization page (SPEC.md §4, Login), in the site's
 * language; `create` opens its registration instead (OIDC `prompt=create`, SPEC.md §6's sign-up);
 * `loginHint` is the item page's (SPEC.md §7: the game account the game app named).
 */
export async function signIn(
  options: { create?: boolean; loginHint?: string } = {},
): Promise<void> {
  // TanStack Query is loaded on the click: it is not part of the first page's JavaScript.
  const { queryClient } = await import('./query-client');
  const config = await fetchAuthConfig(queryClient);
  const prompt = options.create ? { prompt: 'create' } : {};
  const hint = options.loginHint ? { loginHint: options.loginHint } : {};
  window.location.assign(
    await beginSignIn(config, { uiLocales: currentLanguage(), ...prompt, ...hint }),
  );
}

/** `signIn` for a button. */
export function useSignIn() {
  return useCallback(() => signIn(), []);
}

/** The item page's sign-in: with the game account the game app named as `login_hint` (SPEC.md §7). */
export function useItemSignIn() {
  return useCallback(() => signIn({ loginHint: contentIdHint() }), []);
}

/** Sign-up for a button: the provider's registration, then back here signed in. */
export function useSignUp() {
  return useCallback(() => signIn({ create: true }), []);
}
