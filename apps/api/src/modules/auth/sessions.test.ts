import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@points/contracts';
import { describeEachDatabase } from '../../test/databases';
import { buildTestApp } from '../../test/test-app';
import { createTestUser, TEST_SESSION_POLICY } from '../../test/users';
import { hashToken, newBearerToken, pruneEndedSessions } from './session-store';

describeEachDatabase('bearer sessions', ({ db }) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({
      db: db(),
      routes: (instance) => {
        instance.get('/api/v1/test/me', { config: { auth: 'required' } }, async (request) => ({
          status_code: 200,
          data: { nickname: request.session?.user.nickname },
        }));
      },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const me = (token?: string) =>
    app.inject({
      url: '/api/v1/test/me',
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });

  const age = async (token: string, seconds: number) => {
    await db().query(
      `UPDATE session_tokens SET issued_at = issued_at - make_interval(secs => $2)
        WHERE token_hash = $1`,
      [hashToken(token), seconds],
    );
  };

  it('answers 401 without a token, with a malformed one, or with an unknown one', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic dXNlcjpwYXNz' },
      { authorization: 'Bearer short' },
      { authorization: `Bearer ${'x'.repeat(43)}` },
      { authorization: `Bearer ${'x'.repeat(5000)}` },
    ]) {
      const response = await app.inject({ url: '/api/v1/test/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status_code: 401 });
    }
  });

  it('lets a live token through without renewing it early', async () => {
    const { token } = await createTestUser(db(), { nickname: 'nick-s-live' });
    const response = await me(token);
    expect(response.json()).toEqual({ status_code: 200, data: { nickname: 'nick-s-live' } });
  });

  it('renews a token older than the rotation age once, and the old one works for the grace period only', async () => {
    const { token } = await createTestUser(db(), { nickname: 'nick-s-rotate' });
    await age(token, TEST_SESSION_POLICY.rotateSeconds + 5);

    const [first, second] = await Promise.all([me(token), me(token)]);
    const renewed = [first.json().new_token, second.json().new_token].filter(Boolean);
    expect(renewed).toHaveLength(1);
    const newToken = renewed[0] as string;
    expect(newToken).not.toBe(token);

    expect((await me(newToken)).json()).toEqual({
      status_code: 200,
      data: { nickname: 'nick-s-rotate' },
    });
    // Still inside the grace period: requests already in flight with the old token succeed.
    expect((await me(token)).json().status_code).toBe(200);

    await db().query(
      `UPDATE session_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [hashToken(token)],
    );
    expect((await me(token)).json()).toEqual({ status_code: 401 });
    expect((await me(newToken)).json().status_code).toBe(200);
  });

  it('ends a session at logout: every token of it stops working', async () => {
    const { token } = await createTestUser(db());
    const out = await app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    // No provider logout here: this test's provider has none to offer.
    expect(out.json()).toEqual({ status_code: 200, data: { end_session_url: null } });
    expect((await me(token)).json()).toEqual({ status_code: 401 });
    // Signing out again, or without a token, is harmless.
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.json()).toEqual({ status_code: 200, data: { end_session_url: null } });
  });

  it('refuses an expired session', async () => {
    const { token } = await createTestUser(db());
    await db().query(
      `UPDATE sessions SET expires_at = now() - interval '1 second'
        WHERE id = (SELECT session_id FROM session_tokens WHERE token_hash = $1)`,
      [hashToken(token)],
    );
    expect((await me(token)).json()).toEqual({ status_code: 401 });
  });

  it('answers 4011 when the programme consent was withdrawn since sign-in', async () => {
    const { id, token } = await createTestUser(db());
    await db().query('UPDATE users SET program_consent = false WHERE id = $1', [id]);
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status_code: ERROR_CODES.CONSENT_REQUIRED });
  });

  it('prunes sessions that ended long ago and keeps live ones', async () => {
    const { token: live } = await createTestUser(db());
    const { token: ended } = await createTestUser(db());
    await db().query(
      `UPDATE sessions SET revoked_at = now() - interval '40 days'
        WHERE id = (SELECT session_id FROM session_tokens WHERE token_hash = $1)`,
      [hashToken(ended)],
    );
    expect(await pruneEndedSessions(db(), 30 * 24 * 3600)).toBeGreaterThanOrEqual(1);
    expect((await me(live)).json().status_code).toBe(200);
    const { rows } = await db().query('SELECT 1 FROM session_tokens WHERE token_hash = $1', [
      hashToken(ended),
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('session policy', () => {
  it('makes tokens of 256 random bits', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newBearerToken()));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });
});
