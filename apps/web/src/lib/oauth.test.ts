import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, type AuthConfigData } from '@points/contracts';
import { beginSignIn, checkCallback, createPkce, randomOAuthValue } from './oauth';

const config: AuthConfigData = {
  authorization_endpoint: 'http://localhost:8081/auth',
  client_id: 'points-web',
  scope: 'openid read',
  claims: { id_token: { nickname: { essential: true } } },
};

async function sha256base64url(text: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
  );
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

describe('OAuth request values', () => {
  it('draws 32 characters from a-z and 0-9, all of them over many draws', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const value = randomOAuthValue();
      expect(value).toMatch(/^[a-z0-9]{32}$/);
      for (const char of value) seen.add(char);
    }
    expect(seen.size).toBe(36);
  });

  it('makes a PKCE verifier of RFC 7636 form and its S256 challenge', async () => {
    const { verifier, challenge } = await createPkce();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challenge).toBe(await sha256base64url(verifier));
  });
});

describe('beginSignIn', () => {
  it('builds the authorization URL of SPEC.md §7 with PKCE and remembers state, nonce, verifier', async () => {
    const url = new URL(await beginSignIn(config));
    expect(url.origin + url.pathname).toBe('http://localhost:8081/auth');
    const params = url.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('redirect_uri')).toBe(`${window.location.origin}/token`);
    expect(params.get('client_id')).toBe('points-web');
    expect(params.get('scope')).toBe('openid read');
    expect(JSON.parse(params.get('claims')!)).toEqual(config.claims);
    expect(params.get('state')).toBe(localStorage.getItem(STORAGE_KEYS.oauthState));
    expect(params.get('nonce')).toBe(localStorage.getItem(STORAGE_KEYS.oauthNonce));
    expect(params.get('state')).toMatch(/^[a-z0-9]{32}$/);
    expect(params.get('nonce')).toMatch(/^[a-z0-9]{32}$/);
    expect(params.get('state')).not.toBe(params.get('nonce'));
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toBe(
      await sha256base64url(localStorage.getItem(STORAGE_KEYS.oauthCodeVerifier)!),
    );
  });
  it('passes a login_hint through to the authorization request when given one (SPEC.md §7)', async () => {
    expect(new URL(await beginSignIn(config)).searchParams.has('login_hint')).toBe(false);
    const url = new URL(await beginSignIn(config, { loginHint: 'efm:JP-EFM-100001' }));
    expect(url.searchParams.get('login_hint')).toBe('efm:JP-EFM-100001');
  });

  it('asks the provider for its pages in the site’s language (ui_locales) when given one', async () => {
    expect(new URL(await beginSignIn(config)).searchParams.has('ui_locales')).toBe(false);
    const url = new URL(await beginSignIn(config, { uiLocales: 'pt-br' }));
    expect(url.searchParams.get('ui_locales')).toBe('pt-br');
  });
});

describe('checkCallback', () => {
  const prepare = () => {
    localStorage.setItem(STORAGE_KEYS.oauthState, 'a'.repeat(32));
    localStorage.setItem(STORAGE_KEYS.oauthNonce, 'n'.repeat(32));
    localStorage.setItem(STORAGE_KEYS.oauthCodeVerifier, 'v'.repeat(43));
  };

  it('accepts the state this browser sent and returns code, iss, nonce and verifier', () => {
    prepare();
    expect(checkCallback(`?code=abc&state=${'a'.repeat(32)}&iss=http%3A%2F%2Fidp`)).toEqual({
      ok: true,
      code: 'abc',
      iss: 'http://idp',
      nonce: 'n'.repeat(32),
      codeVerifier: 'v'.repeat(43),
    });
  });

  it('refuses a response without state', () => {
    prepare();
    expect(checkCallback('?code=abc')).toEqual({ ok: false, reason: 'missing-state' });
  });

  it('refuses a response with another state', () => {
    prepare();
    expect(checkCallback(`?code=abc&state=${'b'.repeat(32)}`)).toEqual({
      ok: false,
      reason: 'state-mismatch',
    });
  });

  it('refuses any response when this browser started no sign-in', () => {
    expect(checkCallback(`?code=abc&state=${'a'.repeat(32)}`)).toEqual({
      ok: false,
      reason: 'missing-state',
    });
  });

  it('refuses an error answer of the provider', () => {
    prepare();
    expect(checkCallback(`?error=access_denied&state=${'a'.repeat(32)}`).ok).toBe(false);
  });
});
