import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  TEST_CLIENT,
  authorize,
  browser,
  followEndSession,
  startTestIdp,
  type TestIdp,
} from '@points/idp/testing';
import { describeEachDatabase } from '../../test/databases';
import { postLogin, providerSignIn } from '../../test/sign-in';
import { buildTestApp } from '../../test/test-app';
import { createOidcIdentity } from '../../integrations/identity/oidc-identity';

const SITE = 'http://localhost:8080/';

/**
 * Signing out always ends the session here and brings the player back to the site: with the
 * provider as it was, after it restarted with new keys (a hint signed by the old ones would stop
 * the browser on the provider's error page), and when it cannot be reached at all.
 */
describeEachDatabase('sign-out', ({ db }) => {
  let idp: TestIdp;
  let app: FastifyInstance;

  beforeEach(async () => {
    idp = await startTestIdp();
    // The issuer stays the same URL across the provider's restarts, as a real one's does.
    const issuer = idp.url;
    app = await buildTestApp({
      db: db(),
      env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000' },
      identity: createOidcIdentity({
        issuer,
        clientId: TEST_CLIENT.clientId,
        clientSecret: TEST_CLIENT.clientSecret,
        redirectUri: TEST_CLIENT.redirectUri,
        allowInsecureRequests: true,
      }),
    });
  });
  afterEach(async () => {
    await app?.close();
    await idp?.close();
  });

  const signIn = async (loginId: string): Promise<string> => {
    const { response } = await providerSignIn(app, idp.url, loginId);
    expect(response.json(), response.body).toMatchObject({ status_code: 200 });
    return response.json().data.token as string;
  };

  const signOut = async (token: string, lang?: string): Promise<string | null> => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/logout${lang === undefined ? '' : `?lang=${encodeURIComponent(lang)}`}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.json()).toMatchObject({ status_code: 200 });
    return response.json().data.end_session_url as string | null;
  };

  const expectSignedOutHere = async (token: string) => {
    const response = await app.inject({
      url: '/api/v1/point',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  };

  /** The provider's restart: gone, then back on the same address with new keys and no sessions. */
  const restartProvider = async () => {
    const port = Number(new URL(idp.url).port);
    await idp.close();
    idp = await startTestIdp({ port });
  };

  it('sends the ID token as the hint while the provider knows it, and comes back to the site', async () => {
    const token = await signIn('player-us');
    const url = new URL((await signOut(token))!);
    expect(url.searchParams.get('id_token_hint')).toBeTruthy();
    expect(url.searchParams.get('client_id')).toBe(TEST_CLIENT.clientId);
    expect(await followEndSession(url.toString())).toBe(SITE);
    await expectSignedOutHere(token);
  });

  it('asks for the provider’s sign-out page in the site’s language (ui_locales), else the account’s', async () => {
    const uiLocales = async (loginId: string, lang?: string) =>
      new URL((await signOut(await signIn(loginId), lang))!).searchParams.get('ui_locales');
    expect(await uiLocales('player-us', 'fr')).toBe('fr');
    expect(await uiLocales('player-us', 'pt-br')).toBe('pt-BR');
    expect(await uiLocales('player-us', 'zh-TW')).toBe('zh-TW');
    // No language, or none of the 17: the account's (player-us reads American English).
    expect(await uiLocales('player-us')).toBe('en-US');
    expect(await uiLocales('player-br', 'xx')).toBe('pt-BR');
    // In the browser that signed in (the provider's session), its sign-out page speaks it.
    const person = browser();
    const result = await authorize(idp.url, { loginId: 'player-jp', browser: person });
    const token = (await postLogin(app, result)).json().data.token as string;
    const page = await (await person((await signOut(token, 'de'))!)).text();
    expect(page).toContain('<html lang="de" dir="ltr">');
    expect(page).toContain('id="sign-out"');
  });

  it('leaves out a hint the restarted provider would refuse, and still comes back to the site', async () => {
    const token = await signIn('player-us');
    await restartProvider();
    const url = new URL((await signOut(token))!);
    expect(url.searchParams.get('id_token_hint')).toBeNull();
    expect(url.searchParams.get('client_id')).toBe(TEST_CLIENT.clientId);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(SITE);
    expect(await followEndSession(url.toString())).toBe(SITE);
    await expectSignedOutHere(token);
  });

  it('checks the keys afresh: a hint verified before a restart is not trusted after it', async () => {
    const first = await signIn('player-us');
    const second = await signIn('player-br');
    expect(new URL((await signOut(first))!).searchParams.get('id_token_hint')).toBeTruthy();
    await restartProvider();
    const url = (await signOut(second))!;
    expect(new URL(url).searchParams.get('id_token_hint')).toBeNull();
    expect(await followEndSession(url)).toBe(SITE);
  });

  it('ends the session here, with nowhere to go, when the provider cannot be reached', async () => {
    const token = await signIn('player-us');
    await idp.close();
    expect(await signOut(token)).toBeNull();
    await expectSignedOutHere(token);
  });
});
