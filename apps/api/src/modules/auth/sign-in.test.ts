import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@points/contracts';
import { describeEachDatabase } from '../../test/databases';
import { postLogin, providerSignIn, providerSuite } from '../../test/sign-in';
import { authorize, type AuthorizationResult } from '@points/idp/testing';
import { hashToken } from './session-store';

describeEachDatabase('sign-in through the dev provider', ({ db }) => {
  const { app, idp, tamper } = providerSuite(db, {
    routes: (instance) => {
      instance.get(
        '/api/v1/test/needs-game-app',
        { config: { auth: 'required', needsLinkedGameApp: true } },
        async (request) => ({ status_code: 200, data: { sub: request.session?.user.subject } }),
      );
      instance.get('/api/v1/test/signed-in', { config: { auth: 'required' } }, async () => ({
        status_code: 200,
      }));
    },
  });

  const exchange = (result: AuthorizationResult) => postLogin(app, result);

  const login = async (loginId: string, override: Partial<Record<string, string>> = {}) => {
    const { result, response } = await providerSignIn(app, idp.url, loginId, override);
    return { response, body: response.json(), result };
  };

  it('greets a first visit as one, and every later sign-in as a return', async () => {
    const first = await login('player-br');
    expect(first.body.data.first_visit).toBe(true);
    const again = await login('player-br');
    expect(again.body.data.first_visit).toBe(false);
  });

  it('logs out at the provider too: the end-session URL with the ID token hint, once', async () => {
    const { body } = await login('player-hk');
    const out = await app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    const url = new URL(out.json().data.end_session_url as string);
    expect(url.origin + url.pathname).toBe(`${idp.url}/session/end`);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:8080/');
    const hint = url.searchParams.get('id_token_hint')!;
    // The hint is the ID token the provider issued at this sign-in: signed by it, about player-hk.
    const claims = JSON.parse(Buffer.from(hint.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ iss: idp.url, sub: 'demo-0004-hk' });
    // The session forgets the token: a second logout has no hint to give.
    const { rows } = await db().query(
      'SELECT 1 FROM sessions WHERE id_token IS NOT NULL AND revoked_at IS NOT NULL',
    );
    expect(rows).toHaveLength(0);
  });

  it('signs player-us in: a bearer token and the user info', async () => {
    const { response, body } = await login('player-us');
    expect(response.statusCode).toBe(200);
    expect(body.status_code).toBe(200);
    expect(body.data.user).toEqual({ nickname: 'JordanStriker', country: 'us', language: 'en-us' });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await app.inject({
      url: '/api/v1/test/signed-in',
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(me.json()).toEqual({ status_code: 200 });
  });

  it('keeps only a hash of the token on the server', async () => {
    const { body } = await login('player-br');
    const token = body.data.token as string;
    const rows = await db().query<{ token_hash: Buffer }>('SELECT token_hash FROM session_tokens');
    const stored = rows.rows.map((row) => Buffer.from(row.token_hash).toString('hex'));
    expect(stored).toContain(hashToken(token).toString('hex'));
    const dump = JSON.stringify(
      (await db().query('SELECT * FROM session_tokens')).rows.map((row) => ({
        ...row,
        token_hash: Buffer.from((row as { token_hash: Buffer }).token_hash).toString('hex'),
      })),
    );
    expect(dump).not.toContain(token);
  });

  it('upserts the user with linked game apps from the claims', async () => {
    await login('player-jp');
    const { rows } = await db().query<{ nickname: string; apps: number }>(
      `SELECT u.nickname, (SELECT count(*)::int FROM user_game_apps a WHERE a.user_id = u.id) AS apps
         FROM users u WHERE subject = 'demo-0001-jp'`,
    );
    expect(rows).toEqual([{ nickname: 'Sakura10', apps: 3 }]);
  });

  it('brings a game linked at the provider at the next sign-in', async () => {
    const appsOf = async () =>
      (
        await db().query<{ content_id: string }>(
          `SELECT a.content_id FROM user_game_apps a JOIN users u ON u.id = a.user_id
            WHERE u.subject = 'demo-0003-br' ORDER BY a.content_id`,
        )
      ).rows.map((row) => row.content_id);
    await login('player-br');
    expect(await appsOf()).toEqual(['efm']);

    const link = (form: Record<string, string>) =>
      fetch(`${idp.url}/guide/link-game/en`, { method: 'POST', body: new URLSearchParams(form) });
    const refused = await link({ login: 'player-br', password: 'wrong', app: 'efcs:ios' });
    expect(await refused.text()).toContain('role="alert"');
    const linked = await link({ login: 'player-br', password: 'demo', app: 'efcs:ios' });
    expect(await linked.text()).toContain('Champion Squads (iOS) is now linked');
    // Linking the same game again changes nothing.
    await link({ login: 'player-br', password: 'demo', app: 'efcs:android' });

    await login('player-br');
    expect(await appsOf()).toEqual(['efcs', 'efm']);
  });

  it('brings an address corrected at the provider at the next sign-in', async () => {
    const addressOf = async () =>
      (
        await db().query<{ address: { city: string } | string; phone_number: string }>(
          `SELECT address, phone_number FROM users WHERE subject = 'demo-0004-hk'`,
        )
      ).rows[0]!;
    await login('player-hk');
    const before = await addressOf();
    const save = (form: Record<string, string>) =>
      fetch(`${idp.url}/account/address`, { method: 'POST', body: new URLSearchParams(form) });
    const fields = {
      family_name: 'Chan',
      given_name: 'Ka Ming',
      postal_code: '000000',
      region: 'Kowloon',
      city: 'Mong Kok',
      street: '1 Argyle St',
      building: 'Flat 9',
      phone_number: '+852 5000 0099',
    };
    const refused = await save({ login: 'player-hk', password: 'wrong', ...fields });
    expect(await refused.text()).toContain('role="alert"');
    const saved = await save({ login: 'player-hk', password: 'demo', ...fields });
    expect(await saved.text()).toContain('Your address is saved');
    expect(await addressOf()).toEqual(before);

    await login('player-hk');
    const after = await addressOf();
    const address = typeof after.address === 'string' ? JSON.parse(after.address) : after.address;
    expect(address).toMatchObject({ city: 'Mong Kok', street: '1 Argyle St' });
    expect(after.phone_number).toBe('+852 5000 0099');
  });

  it('every consenting demo account signs in with its nickname', async () => {
    const expected: Record<string, string> = {
      'player-jp': 'Sakura10',
      'player-us': 'JordanStriker',
      'player-br': 'LucasGol',
      'player-hk': 'KaMing7',
      'player-nolink': 'OliverFC',
    };
    for (const [loginId, nickname] of Object.entries(expected)) {
      const { body } = await login(loginId);
      expect(body.status_code, loginId).toBe(200);
      expect(body.data.user.nickname).toBe(nickname);
    }
  });

  it('player-nolink signs in but a feature needing a linked game app answers 4041', async () => {
    const { body } = await login('player-nolink');
    const response = await app.inject({
      url: '/api/v1/test/needs-game-app',
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status_code: ERROR_CODES.GAME_APP_NOT_LINKED });

    const linked = await login('player-hk');
    const ok = await app.inject({
      url: '/api/v1/test/needs-game-app',
      headers: { authorization: `Bearer ${linked.body.data.token}` },
    });
    expect(ok.json()).toEqual({ status_code: 200, data: { sub: 'demo-0004-hk' } });
  });

  describe('refused sign-ins', () => {
    const sessionCount = async () =>
      (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM sessions')).rows[0]!.n;

    /** The attempt answers the code and opens no session. */
    const expectRefused = async (
      attempt: () => ReturnType<typeof login>,
      code: number = ERROR_CODES.UNAUTHENTICATED,
    ) => {
      const before = await sessionCount();
      const outcome = await attempt();
      expect(outcome.body).toEqual({ status_code: code });
      expect(await sessionCount()).toBe(before);
    };

    it('a wrong nonce', async () => {
      await expectRefused(() => login('player-us', { nonce: 'a'.repeat(32) }));
    });

    it('a wrong PKCE code verifier', async () => {
      await expectRefused(() => login('player-us', { code_verifier: 'b'.repeat(43) }));
    });

    it('an ID token for another audience', async () => {
      tamper({ kind: 'claims', change: (claims) => ({ ...claims, aud: 'another-client' }) });
      await expectRefused(() => login('player-us'));
    });

    it('an ID token from another issuer', async () => {
      tamper({ kind: 'claims', change: (claims) => ({ ...claims, iss: 'https://evil.example' }) });
      await expectRefused(() => login('player-us'));
    });

    it('an expired ID token', async () => {
      const past = Math.floor(Date.now() / 1000) - 3600;
      tamper({
        kind: 'claims',
        change: (claims) => ({ ...claims, iat: past - 600, exp: past }),
      });
      await expectRefused(() => login('player-us'));
    });

    it('an unsigned ID token (alg: none)', async () => {
      tamper({ kind: 'alg-none' });
      await expectRefused(() => login('player-us'));
    });

    it('an ID token signed by a key the provider never published', async () => {
      tamper({ kind: 'foreign-key' });
      await expectRefused(() => login('player-us'));
    });

    it('the tampering proxy itself changes nothing when it leaves the token alone', async () => {
      tamper({ kind: 'claims', change: (claims) => claims });
      const outcome = await login('player-us');
      expect(outcome.body.status_code).toBe(200);
    });

    it('a replayed authorization code', async () => {
      const first = await login('player-us');
      expect(first.body.status_code).toBe(200);
      const replay = await exchange(first.result);
      expect(replay.json()).toEqual({ status_code: ERROR_CODES.UNAUTHENTICATED });
    });

    it('an authorization response from another issuer (RFC 9207 iss)', async () => {
      await expectRefused(() => login('player-us', { iss: 'https://evil.example' }));
    });

    it('a code that is not one', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { code: 'nope', code_verifier: 'c'.repeat(43), nonce: 'd'.repeat(32) },
      });
      expect(response.json()).toEqual({ status_code: ERROR_CODES.UNAUTHENTICATED });
    });

    it('malformed input is a 400 and never reaches the provider', async () => {
      for (const payload of [
        {},
        { code: 'x', code_verifier: 'short', nonce: 'd'.repeat(32) },
        { code: 'x', code_verifier: 'c'.repeat(43), nonce: 'UPPERCASE-NOT-ALLOWED-0123456789' },
      ]) {
        const response = await app.inject({ method: 'POST', url: '/api/v1/login', payload });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ status_code: 400 });
      }
    });
  });

  describe('programme consent', () => {
    it('player-noconsent who declines the terms gets 4011 and no session', async () => {
      const result = await authorize(idp.url, { loginId: 'player-noconsent', decision: 'decline' });
      const response = await exchange(result);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status_code: ERROR_CODES.CONSENT_REQUIRED });
      const { rows } = await db().query(
        `SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.subject = 'demo-0006-fr'`,
      );
      expect(rows).toHaveLength(0);
    });

    it('after agreeing to the terms the same person signs in', async () => {
      const result = await authorize(idp.url, { loginId: 'player-noconsent', decision: 'agree' });
      const response = await exchange(result);
      expect(response.json().status_code).toBe(200);
      expect(response.json().data.user.nickname).toBe('CamilleBleu');
    });
  });
});
