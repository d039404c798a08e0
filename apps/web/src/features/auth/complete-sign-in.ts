import type { LoginData } from '@points/contracts';
import { STORAGE_KEYS } from '@points/contracts/constants';
import { ERROR_CODES } from '@points/contracts/errors';
import { ApiError } from '../../lib/api-client';
import { checkCallback, clearOAuthRequest } from '../../lib/oauth';
import { sessionStore } from '../../lib/session';
import { postLogin } from '../../lib/auth-api';

export type SignInOutcome =
  { ok: true; data: LoginData; next: string } | { ok: false; code: number };

const pending = new Map<string, Promise<SignInOutcome>>();

/**
 * Finishes a sign-in at `/token`: checks `state`, exchanges the code through `POST /login`,
 * stores the session, and says where to go next. A code is exchanged once, even when the page
 * renders twice.
 */
export function completeSignIn(search: string): Promise<SignInOutcome> {
  const existing = pending.get(search);
  if (existing) return existing;
  const outcome = run(search);
  pending.set(search, outcome);
  return outcome;
}

async function run(search: string): Promise<SignInOutcome> {
  const check = checkCallback(search);
  clearOAuthRequest();
  if (!check.ok) return { ok: false, code: ERROR_CODES.UNAUTHENTICATED };
  try {
    const data = await postLogin({
      code: check.code,
      code_verifier: check.codeVerifier,
      nonce: check.nonce,
      ...(check.iss ? { iss: check.iss } : {}),
    });
    sessionStore.signIn(data.token, { ...data.user, first_visit: data.first_visit });
    const last = localStorage.getItem(STORAGE_KEYS.lastUrl);
    const next = last && last.startsWith('/') && !last.startsWith('//') ? last : '/';
    return { ok: true, data, next };
  } catch (error) {
    return { ok: false, code: error instanceof ApiError ? error.code : ERROR_CODES.MAINTENANCE };
  }
}
