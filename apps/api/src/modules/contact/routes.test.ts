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

  it('stores a message from a visitor and answers its reference', async () => {
    const response = await send(valid, '10.1.0.1');
    expect(response.statusCode).toBe(200);
    const id = response.json().data.id as string;
    const { rows } = await db().query(
      'SELECT category, email, game_user_id, message, language, user_id FROM contact_messages WHERE id = $1',
      [id],
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
      'SELECT user_id, game_user_id FROM contact_messages WHERE id = $1',
      [response.json().data.id],
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
      // Each from its own address: refused attempts count against the hourly limit too.
      const response = await send(payload, `10.1.1.${index}`);
      expect(response.json(), JSON.stringify(payload).slice(0, 60)).toEqual({ status_code: 400 });
    }
    const after = (
      await db().query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages')
    ).rows[0]!.n;
    expect(after).toBe(before);
  });

  it('limits messages per client address per hour (504, high traffic)', async () => {
    for (let i = 0; i < 3; i++) expect((await send(valid, '10.9.9.9')).statusCode).toBe(200);
    const limited = await send(valid, '10.9.9.9');
    expect(limited.json()).toEqual({ status_code: 504 });
    expect((await send(valid, '10.9.9.10')).statusCode).toBe(200);
  });
});
