import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { pkceAuthorizationUrl, redeem, useTestIdp } from './test-support';
import {
  TEST_CLIENT,
  TEST_CONSOLE_CLIENT,
  authorizationUrl,
  authorize,
  browser,
  pageAt,
} from './testing';

// One provider for the file: only player-noconsent's answer to the terms is remembered in a way a
// test can see, and only the last test signs that account in.
const idp = useTestIdp();

const payloadOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** What an ID token may say: who issued it, for whom, about which account, and when. */
const PROTOCOL_CLAIMS = [
  'iss',
  'aud',
  'azp',
  'sub',
  'exp',
  'iat',
  'auth_time',
  'nonce',
  'at_hash',
  'sid',
  'acr',
  'amr',
];

const authUrl = (params: Record<string, string>) =>
  authorizationUrl(idp().url, { state: 's'.repeat(32), nonce: 'n'.repeat(32), ...params });

describe('dev sign-in provider', () => {
  it('publishes a code-flow-only discovery document with PKCE S256 and the claims parameter', async () => {
    const response = await fetch(new URL('/.well-known/openid-configuration', idp().url));
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata.issuer).toBe(idp().url);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.claims_parameter_supported).toBe(true);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'read', 'email']));
    expect(metadata.claims_supported).toEqual(
      expect.arrayContaining([
        'nickname',
        'program_consent',
        'game_app_user_ids',
        'point_available',
        'email',
        'email_verified',
      ]),
    );
    expect(metadata.id_token_signing_alg_values_supported).not.toContain('none');
  });

  it('refuses an authorization request without PKCE', async () => {
    const response = await fetch(authUrl({}), { redirect: 'manual' });
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(TEST_CLIENT.redirectUri);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses an unregistered redirect URI', async () => {
    const challenge = createHash('sha256')
      .update(randomBytes(32).toString('base64url'))
      .digest('base64url');
    const response = await fetch(
      authUrl({
        redirect_uri: 'https://evil.example/token',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
      { redirect: 'manual' },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('shows an accessible login form and refuses a wrong password', async () => {
    const challenge = createHash('sha256').update('x'.repeat(43)).digest('base64url');
    let response = await fetch(
      authUrl({ code_challenge: challenge, code_challenge_method: 'S256' }),
      {
        redirect: 'manual',
      },
    );
    const cookies = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    response = await fetch(new URL(response.headers.get('location')!, idp().url), {
      headers: { cookie: cookies },
    });
    const html = await response.text();
    expect(html).toContain('<label for="login-id">Login ID</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");

    const action = /action="([^"]+)"/.exec(html)![1]!;
    const refused = await fetch(new URL(action, idp().url), {
      method: 'POST',
      headers: { cookie: cookies, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: 'player-us', password: 'not-demo' }),
      redirect: 'manual',
    });
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain('role="alert"');
    await expect(authorize(idp().url, { loginId: 'player-us', password: 'wrong' })).rejects.toThrow(
      /login refused/,
    );
  });

  it('fills the Login ID in from the site’s login_hint: the game account the item page names', async () => {
    const loginField = async (hint?: string) => {
      const params: Record<string, string> = hint ? { login_hint: hint } : {};
      const html = await (await pageAt(browser(), pkceAuthorizationUrl(idp().url, params))).text();
      const input = /<input[^>]*id="login-id"[^>]*>/.exec(html)![0];
      return { value: /value="([^"]*)"/.exec(input)?.[1], focused: input.includes('autofocus') };
    };
    expect(await loginField('efm:JP-EFM-100001')).toEqual({ value: 'player-jp', focused: false });
    expect(await loginField('efs:US-EFS-100002')).toEqual({ value: 'player-us', focused: false });
    expect(await loginField('player-br')).toEqual({ value: 'player-br', focused: false });
    // A game account no one linked, or none at all: an empty field, focused.
    expect(await loginField('efm:XX-0')).toEqual({ value: '', focused: true });
    expect(await loginField()).toEqual({ value: '', focused: true });
  });

  it('signs every demo account in', async () => {
    for (const loginId of ['player-jp', 'player-us', 'player-br', 'player-hk', 'player-nolink']) {
      const result = await authorize(idp().url, { loginId });
      expect(result.code).toBeTruthy();
      expect(result.iss).toBe(idp().url);
    }
  });

  it('keeps the ID token to the account: the profile, phone, address and games come from userinfo', async () => {
    const jp = DEMO_ACCOUNTS.find((account) => account.loginId === 'player-jp')!.claims;
    // Even a client that asks for them in the ID token gets them only from userinfo.
    const askedInIdToken = {
      id_token: Object.fromEntries(
        ['nickname', 'phone_number', 'address', 'game_app_user_ids'].map((claim) => [
          claim,
          { essential: true },
        ]),
      ),
    };
    const tokens = await redeem(
      idp().url,
      await authorize(idp().url, { loginId: 'player-jp', claims: askedInIdToken }),
      TEST_CLIENT,
    );
    const idToken = payloadOf(tokens.id_token);
    expect(idToken.sub).toBe(jp.sub);
    expect(Object.keys(idToken).filter((claim) => !PROTOCOL_CLAIMS.includes(claim))).toEqual([]);
    const raw = Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString();
    for (const secret of [
      jp.phone_number!,
      jp.address!.street,
      jp.address!.family_name,
      'JP-EFM-100001',
      jp.nickname,
    ]) {
      expect(raw).not.toContain(secret);
    }

    const userinfo = await fetch(new URL('/me', idp().url), {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await userinfo.json()).toMatchObject({
      sub: jp.sub,
      nickname: jp.nickname,
      phone_number: jp.phone_number,
      address: jp.address,
      program_consent: true,
      game_app_user_ids: jp.game_app_user_ids,
      point_available: true,
    });
  });

  it('keeps an operator’s ID token to the account too; the role comes from userinfo', async () => {
    const tokens = await redeem(
      idp().url,
      await authorize(idp().url, { loginId: 'op-admin', console: true }),
      TEST_CONSOLE_CLIENT,
    );
    const idToken = payloadOf(tokens.id_token);
    expect(Object.keys(idToken).filter((claim) => !PROTOCOL_CLAIMS.includes(claim))).toEqual([]);
    const userinfo = await fetch(new URL('/me', idp().url), {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await userinfo.json()).toMatchObject({ name: 'Ada Admin', operator_role: 'admin' });
  });

  it('asks for the programme terms at every sign-in until they are agreed to', async () => {
    const pagesSeen: string[] = [];
    const track = async (decision: 'agree' | 'decline') => {
      const result = await authorize(idp().url, {
        loginId: 'player-noconsent',
        decision,
        onPage: (title) => pagesSeen.push(title),
      });
      expect(result.code).toBeTruthy();
    };
    await track('decline');
    await track('decline');
    await track('agree');
    await track('agree');
    expect(pagesSeen.filter((title) => title === 'consent')).toHaveLength(3);
  });
});
