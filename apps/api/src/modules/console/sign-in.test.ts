import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONSOLE_FORBIDDEN, ERROR_CODES, OPERATOR_TOKEN_PREFIX } from '@points/contracts';
import {
  TEST_CONSOLE_CLIENT,
  authorize,
  followEndSession,
  startTestIdp,
  type TestIdp,
} from '@points/idp/testing';
import { describeEachDatabase } from '../../test/databases';
import { asOperator } from '../../test/operators';
import { buildTestApp, consoleIdentityFor, identityFor } from '../../test/test-app';

describeEachDatabase('operators sign in to the console through the dev provider', ({ db }) => {
  let idp: TestIdp;
  let app: FastifyInstance;

  beforeAll(async () => {
    idp = await startTestIdp();
    app = await buildTestApp({
      db: db(),
      identity: identityFor(idp),
      extra: { consoleIdentity: consoleIdentityFor(idp) },
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await idp?.close();
  });

  /** Signs in at the provider, then exchanges the code at the console's or the site's login. */
  const login = async (loginId: string, at: 'console' | 'site') => {
    const result = await authorize(idp.url, { loginId, console: at === 'console' });
    return app.inject({
      method: 'POST',
      url: at === 'console' ? '/api/v1/console/auth/login' : '/api/v1/login',
      payload: {
        code: result.code,
        code_verifier: result.codeVerifier,
        nonce: result.nonce,
        ...(result.iss ? { iss: result.iss } : {}),
      },
    });
  };
  const consoleLogin = (loginId: string) => login(loginId, 'console');

  it('tells the console where to sign in, with its own client and scope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/console/auth/config' });
    expect(response.json()).toMatchObject({
      status_code: 200,
      data: {
        client_id: 'points-console',
        redirect_uri: 'http://localhost:8080/console/callback',
        scope: 'openid operator',
      },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['op-viewer', 'viewer'],
    ['op-editor', 'editor'],
    ['op-admin', 'admin'],
  ] as const)('%s signs in with the %s role from the provider’s claim', async (loginId, role) => {
    const response = await consoleLogin(loginId);
    const body = response.json() as { data: { token: string; operator: { role: string } } };
    expect(body.data.operator.role).toBe(role);
    expect(body.data.token.startsWith(OPERATOR_TOKEN_PREFIX)).toBe(true);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/console/auth/me',
      headers: asOperator(body.data.token),
    });
    expect(me.json()).toMatchObject({ status_code: 200, data: { operator: { role } } });
    // An operator's session is not a player's: the player API does not know it.
    const point = await app.inject({
      method: 'GET',
      url: '/api/v1/point',
      headers: asOperator(body.data.token),
    });
    expect(point.json()).toMatchObject({ status_code: ERROR_CODES.UNAUTHENTICATED });
  });

  it('refuses a player who signs in at the console: no operator role in the claims', async () => {
    const response = await consoleLogin('player-jp');
    expect(response.json()).toMatchObject({ status_code: CONSOLE_FORBIDDEN });
    const { rows } = await db().query<{ n: string }>(
      `SELECT count(*)::text AS n FROM operator_sessions WHERE subject = 'demo-0001-jp'`,
    );
    expect(rows[0]!.n).toBe('0');
  });

  it('refuses a player’s own session token in the console', async () => {
    const player = await login('player-jp', 'site');
    const token = (player.json() as { data: { token: string } }).data.token;
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/console/auth/me',
      headers: asOperator(token),
    });
    expect(me.json()).toMatchObject({ status_code: ERROR_CODES.UNAUTHENTICATED });
  });

  it('refuses an operator at the player site: no player claims', async () => {
    const operatorAtSite = await login('op-admin', 'site');
    expect(operatorAtSite.json()).toMatchObject({ status_code: ERROR_CODES.USER_INFO_UNAVAILABLE });
  });

  it('signs out: the token no longer opens the console', async () => {
    const login = await consoleLogin('op-viewer');
    const token = (login.json() as { data: { token: string } }).data.token;
    const out = await app.inject({
      method: 'POST',
      url: '/api/v1/console/auth/logout?lang=ja',
      headers: asOperator(token),
    });
    expect(out.json()).toMatchObject({ status_code: 200 });
    // In the console's language (Japanese here).
    expect(new URL(out.json().data.end_session_url as string).searchParams.get('ui_locales')).toBe(
      'ja',
    );
    // The provider's session ends too (RP-initiated logout for the console's client), and the
    // provider sends the browser back to the console.
    const url = new URL(out.json().data.end_session_url as string);
    expect(url.origin + url.pathname).toBe(`${idp.url}/session/end`);
    expect(url.searchParams.get('client_id')).toBe(TEST_CONSOLE_CLIENT.clientId);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(
      TEST_CONSOLE_CLIENT.postLogoutRedirectUri,
    );
    expect(url.searchParams.get('id_token_hint')).toBeTruthy();
    expect(await followEndSession(url.toString())).toBe(TEST_CONSOLE_CLIENT.postLogoutRedirectUri);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/console/auth/me',
      headers: asOperator(token),
    });
    expect(me.json()).toMatchObject({ status_code: ERROR_CODES.UNAUTHENTICATED });
  });
});
