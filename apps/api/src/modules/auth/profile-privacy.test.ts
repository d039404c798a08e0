import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { ERROR_CODES } from '@points/contracts';
import { describeEachDatabase } from '../../test/databases';
import { demoClaims, providerSignIn, providerSuite } from '../../test/sign-in';

const jp = demoClaims('player-jp');

/** What must never travel in the ID token, the logout URL or a log line. */
const PERSONAL = [
  jp.phone_number!,
  jp.address!.street,
  jp.address!.postal_code,
  jp.address!.family_name,
  ...jp.game_app_user_ids.map((link) => link.game_user_id),
];

/** What an ID token may say: who issued it, for whom, about which account, and when. */
const PROTOCOL_CLAIMS = new Set([
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
]);

const payloadOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/**
 * The profile (phone, postal address, game user ids) is read from userinfo at sign-in, server to
 * server; the ID token, which goes back through the browser as the logout hint, names the account
 * and nothing more; and no log line of a sign-in or sign-out carries the profile.
 */
describeEachDatabase('the profile at sign-in', ({ db }) => {
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const { app, idp, tamper } = providerSuite(db, {
    extra: { logger: { level: 'trace', stream } },
  });

  const login = async (loginId: string) => (await providerSignIn(app, idp.url, loginId)).response;
  const sessionCount = async () =>
    (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM sessions')).rows[0]!.n;

  it('keeps the profile from userinfo, and an ID token that names the account only', async () => {
    const response = await login('player-jp');
    expect(response.json()).toMatchObject({ status_code: 200 });
    const { rows } = await db().query<{ phone_number: string; id_token: string }>(
      `SELECT u.phone_number, s.id_token FROM users u JOIN sessions s ON s.user_id = u.id
        WHERE u.subject = $1 ORDER BY s.created_at DESC LIMIT 1`,
      [jp.sub],
    );
    // The address and phone arrived (userinfo), for the winner's step 1 …
    expect(rows[0]!.phone_number).toBe(jp.phone_number);
    // … and the ID token kept for the logout hint carries none of it.
    const idToken = rows[0]!.id_token;
    expect(Object.keys(payloadOf(idToken)).filter((claim) => !PROTOCOL_CLAIMS.has(claim))).toEqual(
      [],
    );
    expect(payloadOf(idToken).sub).toBe(jp.sub);

    const out = await app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${response.json().data.token}` },
    });
    const endSessionUrl = out.json().data.end_session_url as string;
    const hint = new URL(endSessionUrl).searchParams.get('id_token_hint')!;
    expect(hint).toBe(idToken);
    const decoded = `${endSessionUrl} ${JSON.stringify(payloadOf(hint))}`;
    for (const secret of PERSONAL) expect(decoded).not.toContain(secret);
  });

  it('writes no phone, address or game user id to the log, even at trace level', async () => {
    logLines.length = 0;
    const response = await login('player-jp');
    await app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${response.json().data.token}` },
    });
    // A refused profile is logged as refused, without its values.
    tamper({ kind: 'userinfo', change: (claims) => ({ ...claims, nickname: '' }) });
    expect((await login('player-jp')).json()).toEqual({
      status_code: ERROR_CODES.USER_INFO_UNAVAILABLE,
    });
    expect(logLines.length).toBeGreaterThan(2);
    const log = logLines.join('\n');
    expect(log).toContain('userinfo lacks required claims');
    for (const secret of PERSONAL) expect(log).not.toContain(secret);
  });

  it('refuses a userinfo answer about another account, opening no session', async () => {
    tamper({ kind: 'userinfo', change: (claims) => ({ ...claims, sub: 'demo-0002-us' }) });
    const before = await sessionCount();
    expect((await login('player-jp')).json()).toEqual({
      status_code: ERROR_CODES.USER_INFO_UNAVAILABLE,
    });
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a userinfo answer that breaks the schema, opening no session', async () => {
    const before = await sessionCount();
    for (const change of [
      (claims: Record<string, unknown>) => ({ ...claims, program_consent: 'yes' }),
      (claims: Record<string, unknown>) => ({ ...claims, country: 'JPN' }),
      ({ game_app_user_ids: _links, ...claims }: Record<string, unknown>) => claims,
    ]) {
      tamper({ kind: 'userinfo', change });
      expect((await login('player-jp')).json()).toEqual({
        status_code: ERROR_CODES.USER_INFO_UNAVAILABLE,
      });
    }
    expect(await sessionCount()).toBe(before);
  });

  it('reads consent from userinfo: without it, 4011 and no session', async () => {
    tamper({ kind: 'userinfo', change: (claims) => ({ ...claims, program_consent: false }) });
    const before = await sessionCount();
    expect((await login('player-jp')).json()).toEqual({
      status_code: ERROR_CODES.CONSENT_REQUIRED,
    });
    expect(await sessionCount()).toBe(before);
  });
});
