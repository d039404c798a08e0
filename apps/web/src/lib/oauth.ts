import type { AuthConfigData } from '@points/contracts';
import { OAUTH_RANDOM_PATTERN, STORAGE_KEYS } from '@points/contracts/constants';
import { createPkce, randomOAuthValue } from '@points/contracts/pkce';

export { createPkce, randomOAuthValue };

export function redirectUri(origin = window.location.origin): string {
  return `${origin}/token`;
}

/**
 * Starts a sign-in: remembers state, nonce and verifier, and returns the provider URL. The
 * provider shows its pages in `uiLocales`, the site's language (OIDC `ui_locales`).
 */
export async function beginSignIn(
  config: AuthConfigData,
  options: { loginHint?: string; prompt?: string; uiLocales?: string } = {},
): Promise<string> {
  const state = randomOAuthValue();
  const nonce = randomOAuthValue();
  const { verifier, challenge } = await createPkce();
  localStorage.setItem(STORAGE_KEYS.oauthState, state);
  localStorage.setItem(STORAGE_KEYS.oauthNonce, nonce);
  localStorage.setItem(STORAGE_KEYS.oauthCodeVerifier, verifier);

  const url = new URL(config.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    redirect_uri: redirectUri(),
    client_id: config.client_id,
    nonce,
    state,
    scope: config.scope,
    claims: JSON.stringify(config.claims),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(options.loginHint ? { login_hint: options.loginHint } : {}),
    ...(options.prompt ? { prompt: options.prompt } : {}),
    ...(options.uiLocales ? { ui_locales: options.uiLocales } : {}),
  }).toString();
  return url.toString();
}

export type CallbackCheck =
  | { ok: true; code: string; iss: string | undefined; nonce: string; codeVerifier: string }
  | { ok: false; reason: 'provider-error' | 'missing-state' | 'state-mismatch' | 'missing-code' };

/**
 * Checks what the provider sent back to `/token` against what this browser asked for. A missing
 * or different `state` means the response was not started here (CSRF), so it is refused.
 */
export function checkCallback(search: string): CallbackCheck {
  const params = new URLSearchParams(search);
  const expectedState = localStorage.getItem(STORAGE_KEYS.oauthState);
  const nonce = localStorage.getItem(STORAGE_KEYS.oauthNonce);
  const codeVerifier = localStorage.getItem(STORAGE_KEYS.oauthCodeVerifier);
  if (params.has('error')) return { ok: false, reason: 'provider-error' };
  const state = params.get('state');
  if (!state || !expectedState || !OAUTH_RANDOM_PATTERN.test(expectedState)) {
    return { ok: false, reason: 'missing-state' };
  }
  if (state !== expectedState) return { ok: false, reason: 'state-mismatch' };
  const code = params.get('code');
  if (!code || !nonce || !codeVerifier) return { ok: false, reason: 'missing-code' };
  return { ok: true, code, iss: params.get('iss') ?? undefined, nonce, codeVerifier };
}

/** State, nonce and verifier are single-use: forget them once the callback is handled. */
export function clearOAuthRequest(): void {
  localStorage.removeItem(STORAGE_KEYS.oauthState);
  localStorage.removeItem(STORAGE_KEYS.oauthNonce);
  localStorage.removeItem(STORAGE_KEYS.oauthCodeVerifier);
}
