import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../test/databases';
import { buildTestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';

const valid = {
  category: 'points',
  email: 'player@example.com',
  game_user_id: 'US-EFS-100002',
  message: 'My points from the spring cup did not arrive.',
  language: 'en-us',
};

describeEachDatabase('contact', ({ db }) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ db: db(), env: { CONTACT_RATE_LIMIT_PER_HOUR: '3' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const send = (payload: unknown, ip = '10.1.0.1', headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: payload as object,
      remoteAddress: ip,
      headers,
    });

  it('stores a message from a visitor and answers a short reference a person can read out', async () => {
    const response = await send(valid, '10.1.0.1');
    expect(response.statusCode).toBe(200);
    const reference = response.json().data.reference as string;
    // Eight characters of Crockford's base32 (no I, L, O, U) in two groups.
    expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const { rows } = await db().query(
      'SELECT category, email, game_user_id, message, language, user_id FROM contact_messages WHERE reference = $1',
      [reference],
    );
    expect(rows).toEqual([
      {
        category: 'points',
        email: 'player@example.com',
        game_user_id: 'US-EFS-100002',
        message: valid.message,
        language: 'en-us',
        user_id: null,
      },
    ]);
  });

  it('links the message to the player when signed in', async () => {
    const player = await createTestUser(db());
    const response = await send({ ...valid, game_user_id: '' }, '10.1.0.2', {
      authorization: `Bearer ${player.token}`,
    });
    const { rows } = await db().query<{ user_id: string; game_user_id: string | null }>(
      'SELECT user_id, game_user_id FROM contact_messages WHERE reference = $1',
      [response.json().data.reference],
    );
    expect(rows[0]).toEqual({ user_id: player.id, game_user_id: null });
  });

  it('refuses invalid messages with 400 and stores nothing', async () => {
    const before = (
      await db().query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages')
    ).rows[0]!.n;
    for (const [index, payload] of [
      { ...valid, category: 'refunds' },
      { ...valid, email: 'not-an-email' },
      { ...valid, game_user_id: 'has spaces!' },
      { ...valid, message: 'short' },
      { ...valid, message: 'x'.repeat(2001) },
      { email: valid.email, message: valid.message },
    ].entries()) {
      const response = await send(payload, `10.1.1.${index}`);
      expect(response.json(), JSON.stringify(payload).slice(0, 60)).toEqual({ status_code: 400 });
    }
    const after = (
      await db().query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages')
    ).rows[0]!.n;
    expect(after).toBe(before);
  });

  it('limits accepted messages per client address per hour: 504 in the body, on HTTP 429', async () => {
    for (let i = 0; i < 3; i++) expect((await send(valid, '10.9.9.9')).statusCode).toBe(200);
    const limited = await send(valid, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status_code: 504 });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await send(valid, '10.9.9.10')).statusCode).toBe(200);
  });

  it('does not count refused forms: a person who mistypes can still write', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await send({ ...valid, email: 'typo@' }, '10.7.7.7')).json()).toEqual({
        status_code: 400,
      });
    }
    for (let i = 0; i < 3; i++) expect((await send(valid, '10.7.7.7')).statusCode).toBe(200);
    expect((await send(valid, '10.7.7.7')).statusCode).toBe(429);
  });

  it('refuses a NUL character in any field with 400, storing nothing', async () => {
    for (const payload of [
      { ...valid, message: 'hello\u0000 friend, my points are missing' },
      { ...valid, language: 'en\u0000' },
    ]) {
      const response = await send(payload, '10.6.6.6');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status_code: 400 });
    }
    const { rows } = await db().query(`SELECT 1 FROM contact_messages WHERE language = 'en'`);
    expect(rows).toHaveLength(0);
  });
});
