import { ConsoleAuthConfigData, ConsoleLoginData } from '@points/contracts';
import { createPkce, randomOAuthValue } from '@points/contracts/pkce';
import { consoleGet, consoleSend } from './api';
import { storeToken } from './token';

const PENDING_KEY = 'pp-console-sign-in';

interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
  /** Where the operator was going, to return there after signing in. */
  returnTo: string;
}

/**
 * The provider's authorization URL for the console: authorization code with PKCE (S256), state
 * and nonce; its pages speak the console's language (OIDC `ui_locales`).
 */
export function authorizationUrl(
  config: ConsoleAuthConfigData,
  request: { state: string; nonce: string; challenge: string; language?: string | undefined },
): string {
  const url = new URL(config.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.client_id,
    redirect_uri: config.redirect_uri,
    scope: config.scope,
    claims: JSON.stringify(config.claims),
    state: request.state,
    nonce: request.nonce,
    code_challenge: request.challenge,
    code_challenge_method: 'S256',
    ...(request.language ? { ui_locales: request.language } : {}),
  }).toString();
  return url.toString();
}

/** Sends the operator to the provider (`authorizationUrl`), remembering what to check on return. */
export async function beginSignIn(returnTo: string, language?: string): Promise<void> {
  const { data: config } = await consoleGet('/auth/config', ConsoleAuthConfigData);
  const { verifier, challenge } = await createPkce();
  const pending: PendingSignIn = {
    state: randomOAuthValue(),
    nonce: randomOAuthValue(),
    verifier,
    returnTo,
  };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  window.location.assign(authorizationUrl(config, { ...pending, challenge, language }));
}

/**
 * Finishes a sign-in on /console/callback: the state must be the one this tab sent (else the
 * answer was not asked for here), then the API exchanges the code. Returns where to go next.
 */
export async function completeSignIn(search: string): Promise<string> {
  const params = new URLSearchParams(search);
  const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as PendingSignIn | null;
  sessionStorage.removeItem(PENDING_KEY);
  const code = params.get('code');
  if (!pending || params.get('state') !== pending.state || !code) {
    throw new Error(params.get('error') ?? 'state_mismatch');
  }
  const iss = params.get('iss');
  const data = await consoleSend(
    'POST',
    '/auth/login',
    { code, code_verifier: pending.verifier, nonce: pending.nonce, ...(iss ? { iss } : {}) },
    ConsoleLoginData,
  );
  storeToken(data.token);
  return pending.returnTo.startsWith('/') ? pending.returnTo : '/';
}
