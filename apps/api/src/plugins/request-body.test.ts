import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeEachDatabase } from '../test/databases';
import { testLedger as ledger } from '../test/ledger';
import { createPlayer, seedShop, type Player } from '../test/shop';
import { buildTestApp } from '../test/test-app';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './request-body';

const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('the depth of a JSON text', () => {
  it('counts objects and arrays, not brackets inside strings, in one pass', () => {
    expect(nestsDeeperThan(nested(32), 32)).toBe(false);
    expect(nestsDeeperThan(nested(33), 32)).toBe(true);
    expect(nestsDeeperThan(`${'['.repeat(33)}${']'.repeat(33)}`, 32)).toBe(true);
    expect(nestsDeeperThan(`["${'['.repeat(100)}", "\\"[[[["]`, 2)).toBe(false);
    expect(nestsDeeperThan('[[],[],[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[],[],[[[]]]]', 3)).toBe(true);
    // Far deeper than any stack would take.
    expect(nestsDeeperThan('['.repeat(1_000_000), MAX_JSON_DEPTH)).toBe(true);
  });
});

describeEachDatabase('what a request body may be', ({ db }) => {
  let app: FastifyInstance;
  let player: Player;

  beforeAll(async () => {
    await seedShop(db());
    app = await buildTestApp({
      db: db(),
      routes: (instance) => {
        instance
          .withTypeProvider<ZodTypeProvider>()
          .post('/api/v1/test/any', { schema: { body: z.unknown() } }, async (request) => ({
            status_code: 200,
            // Fastify hands validation (and the route) a missing body as null.
            data: { received: request.body === null ? 'nothing' : 'something' },
          }));
      },
    });
    player = await createPlayer(db(), ledger, { points: 1000 });
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (url: string, payload?: string, type?: string, headers = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...(type ? { 'content-type': type } : {}), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });

  it(`reads JSON up to ${MAX_JSON_DEPTH} levels deep and refuses deeper, before parsing`, async () => {
    expect((await post('/api/v1/test/any', nested(32), 'application/json')).json()).toEqual({
      status_code: 200,
      data: { received: 'something' },
    });
    for (const body of [nested(33), '['.repeat(5000) + ']'.repeat(5000)]) {
      const response = await post('/api/v1/test/any', body, 'application/json');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status_code: 400, reason: 'json_too_deep' });
    }
    // Prototype keys stay refused, as Fastify's own parser refuses them.
    const poisoned = await post('/api/v1/test/any', '{"__proto__":{"x":1}}', 'application/json');
    expect(poisoned.json().status_code).toBe(400);
  });

  it('reads JSON only: another type with a body is refused; an empty body is no body', async () => {
    for (const [type, body] of [
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'a=b'],
      ['multipart/form-data; boundary=x', '--x--'],
      ['application/xml', '<a/>'],
    ] as const) {
      const response = await post('/api/v1/test/any', body, type);
      expect(response.statusCode, type).toBe(400);
      expect(response.json(), type).toEqual({
        status_code: 400,
        reason: 'unsupported_content_type',
      });
    }
    for (const type of ['application/json', 'text/plain', undefined]) {
      expect((await post('/api/v1/test/any', '', type)).json().data, String(type)).toEqual({
        received: 'nothing',
      });
    }
    expect((await post('/api/v1/test/any', ' \n ', 'application/json')).json().data).toEqual({
      received: 'nothing',
    });
  });

  it('a spend that takes no body takes nothing or {} (what clients send), and nothing else', async () => {
    const spend = (key: string, payload?: string, type?: string) =>
      post('/api/v1/item-withdraw/coins-100', payload, type, {
        authorization: `Bearer ${player.token}`,
        'idempotency-key': key,
      });
    const before = await ledger.balance(db(), player.id, new Date());
    const refused: Array<[string, string | undefined]> = [
      ['{"point":1}', 'application/json'],
      ['null', 'application/json'],
      ['1e400', 'application/json'],
      ['[]', 'application/json'],
      [`[${'0,'.repeat(20_000)}0]`, 'application/json'],
      ['"text"', 'application/json'],
      ['hello', 'text/plain'],
      ['{}', undefined],
    ];
    for (const [index, [payload, type]] of refused.entries()) {
      const response = await spend(`refused-${index}`, payload, type);
      expect(response.statusCode, payload.slice(0, 20)).toBe(400);
      expect(response.json().status_code, payload.slice(0, 20)).toBe(400);
    }
    expect(await ledger.balance(db(), player.id, new Date())).toBe(before);
    // The SPA sends no body; other clients send an empty one, or {}.
    const accepted: Array<[string | undefined, string | undefined]> = [
      [undefined, undefined],
      ['', 'application/json'],
      ['{}', 'application/json'],
      ['', 'text/plain;charset=UTF-8'],
    ];
    for (const [index, [payload, type]] of accepted.entries()) {
      const response = await spend(`accepted-${index}`, payload, type);
      expect(response.json().status_code, `${type} ${payload}`).toBe(200);
    }
    expect(await ledger.balance(db(), player.id, new Date())).toBeLessThan(before);
  });
});
