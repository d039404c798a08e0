// OAuth values a browser makes for a sign-in, shared by the site and the console (Web Crypto).
import { OAUTH_RANDOM_LENGTH } from './constants';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 32 characters from a-z and 0-9, uniformly drawn (SPEC.md §9), for `state` and `nonce`. */
export function randomOAuthValue(length = OAUTH_RANDOM_LENGTH): string {
  let out = '';
  // 252 is the largest multiple of 36 below 256: rejecting larger bytes keeps the draw uniform.
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 252 && out.length < length) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A PKCE pair (RFC 7636, S256), as RFC 9700 asks of every authorization code flow. */
export async function createPkce(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64url(new Uint8Array(digest)) };
}
