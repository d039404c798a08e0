import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ALL_ERROR_CODES, ERROR_CODES } from '@points/contracts';
import { AppError } from '../errors';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { testLedger as ledger } from '../test/ledger';
import { createPlayer, seedShop, type Player } from '../test/shop';
import { buildTestApp, listenTestApp } from '../test/test-app';

const REQUEST_TIMEOUT_MS = 1000;
/** The stated bound: the timeout, plus the second between Node's checks, plus a margin. */
const CLOSED_WITHIN_MS = REQUEST_TIMEOUT_MS + 1000 + 1500;

/**
 * Sends `start` on a raw socket, then `drip` every 100 ms (if given) until the server closes the
 * connection: how long that took and what it answered.
 */
function rawRequest(
  base: string,
  start: string,
  drip?: string,
): Promise<{ closedAfterMs: number; answer: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const began = Date.now();
    const socket = connect(Number(port), hostname);
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${Date.now() - began} ms: ${answer}`));
    }, 30_000);
    socket.on('connect', () => {
      socket.write(start);
      if (drip) timer = setInterval(() => socket.write(drip), 100);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - began, answer });
    });
  });
}

describe('requests that never finish are closed in seconds', () => {
  let handle: TestDatabase;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    handle = await createTestDatabase('pglite');
    app = await buildTestApp({
      db: handle.db,
      env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
    });
    base = await listenTestApp(app);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.dispose();
  });

  it('a body shorter than its Content-Length', async () => {
    const result = await rawRequest(
      base,
      'POST /api/v1/logout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 10\r\n\r\n{}',
    );
    expect(result.closedAfterMs).toBeLessThan(CLOSED_WITHIN_MS);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('an endless chunked body', async () => {
    const result = await rawRequest(
      base,
      'POST /api/v1/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\n\r\n1\r\n{\r\n',
      '1\r\n \r\n',
    );
    expect(result.closedAfterMs).toBeLessThan(CLOSED_WITHIN_MS);
  });

  it('headers that never end', async () => {
    const result = await rawRequest(
      base,
      'GET /api/v1/health HTTP/1.1\r\nHost: x\r\n',
      'X-Slow: 1\r\n',
    );
    expect(result.closedAfterMs).toBeLessThan(CLOSED_WITHIN_MS);
  });

  it('a request that does finish is answered as usual on the same kind of socket', async () => {
    const result = await rawRequest(
      base,
      'GET /api/v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(result.answer).toMatch(/^HTTP\/1\.1 200/);
  });
});

describe('a fuzz of every endpoint gets the envelope, never a 5xx', () => {
  let handle: TestDatabase;
  let app: FastifyInstance;
  let player: Player;

  beforeAll(async () => {
    handle = await createTestDatabase('pglite');
    await seedShop(handle.db);
    // A provider that answers, and refuses every code as a real one refuses a forged code.
    const refusingProvider = {
      serverInfo: async () => ({
        authorizationEndpoint: 'http://idp.test/auth',
        endSessionEndpoint: 'http://idp.test/session/end',
      }),
      exchangeCode: async (): Promise<never> => {
        throw new AppError(ERROR_CODES.UNAUTHENTICATED, 'forged code');
      },
      endSessionUrl: async () => 'http://idp.test/session/end',
    };
    app = await buildTestApp({
      db: handle.db,
      env: { CONTACT_RATE_LIMIT_PER_HOUR: '1000', LOGIN_RATE_LIMIT_PER_MINUTE: '100000' },
      identity: refusingProvider,
      extra: { consoleIdentity: refusingProvider },
    });
    player = await createPlayer(handle.db, ledger, { points: 1000 });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.dispose();
  });

  const NASTY = [
    '\u0000',
    'a\u0000b',
    '%',
    '%E0%A4%A',
    '%00',
    'x'.repeat(300),
    '../../etc/passwd',
    '😀',
    '-1',
    '1e309',
    '{"$gt":""}',
  ];

  /** Checks one answer: JSON, the envelope with a catalogue code, and not a server failure. */
  function expectEnvelope(
    response: Awaited<ReturnType<FastifyInstance['inject']>>,
    what: string,
  ): void {
    expect(response.statusCode, what).toBeLessThan(500);
    expect(response.headers['content-type'], what).toMatch(/^application\/json/);
    const body = response.json() as { status_code?: unknown };
    expect(typeof body.status_code, `${what}: ${response.body.slice(0, 120)}`).toBe('number');
    const code = body.status_code as number;
    expect([200, ...ALL_ERROR_CODES], what).toContain(code);
    expect(code, what).not.toBe(500);
    // The answer never echoes the request's text back.
    expect(response.body, what).not.toContain('x'.repeat(120));
  }

  it('answers malformed and overlong URLs with 400 in the envelope', async () => {
    for (const url of [
      '/api/v1/item/%',
      '/api/v1/item/%E0%A4%A',
      `/api/v1/item/${'a'.repeat(300)}`,
      '/api/v1/%',
      '/api/v1/no-such-endpoint',
      '/api/v1/item/%00',
      `/api/v1/group-item?lang=${'%'.repeat(3)}`,
    ]) {
      expectEnvelope(await app.inject({ url }), url);
    }
  });

  it('answers every documented endpoint with nasty path, query and body values', async () => {
    const spec = (await app.inject({ url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
    };
    const endpoints = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(endpoints.length).toBeGreaterThan(10);
    let sent = 0;
    for (const { path, method, operation } of endpoints) {
      const queryNames = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);
      for (const nasty of NASTY) {
        const url =
          path.replace(/\{[^}]+\}/g, encodeURIComponent(nasty)) +
          (queryNames.length
            ? `?${queryNames.map((name) => `${name}=${encodeURIComponent(nasty)}`).join('&')}`
            : '');
        for (const signedIn of [false, true]) {
          const headers: Record<string, string> = {
            'idempotency-key': `fuzz-${sent}`,
            ...(signedIn ? { authorization: `Bearer ${player.token}` } : {}),
          };
          const requests =
            method === 'get'
              ? [{ method: 'GET' as const, url, headers }]
              : [
                  {
                    method: method.toUpperCase() as 'POST',
                    url,
                    headers,
                    payload: { field: nasty, message: nasty, email: nasty, code: nasty },
                  },
                  {
                    method: method.toUpperCase() as 'POST',
                    url,
                    headers: { ...headers, 'content-type': 'application/json' },
                    payload: `{"broken": "${nasty}`,
                  },
                  {
                    method: method.toUpperCase() as 'POST',
                    url,
                    headers: { ...headers, 'content-type': 'text/plain' },
                    payload: nasty,
                  },
                ];
          for (const request of requests) {
            sent++;
            expectEnvelope(await app.inject(request), `${request.method} ${url} (${sent})`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(200);
  }, 60_000);

  it('answers bodies generated from each schema with wrong values, changing no table', async () => {
    type Schema = {
      type?: string | string[];
      properties?: Record<string, Schema>;
      required?: string[];
    };
    const spec = (await app.inject({ url: '/api/v1/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content?: Record<string, { schema?: Schema }> } } | undefined
        >
      >;
    };
    const wrongValuesFor = (schema: Schema): unknown[] => {
      const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
      const common = [null, [], {}, 'x'.repeat(10_000), -1, 1e308, -(2 ** 63)];
      if (type === 'string') return [...common, 12345, true, '\u0000', '😀'.repeat(500)];
      if (type === 'integer' || type === 'number')
        return [...common, '12', 1.5, 2 ** 53, -(2 ** 31), Number.MAX_SAFE_INTEGER];
      if (type === 'boolean') return [...common, 'true', 1, 0];
      return common;
    };
    // Every table's row count, except what signing out touches (a fuzzed POST /logout ends the
    // fuzzing player's session, as it should) and the sessions' last use.
    const counts = async () => {
      const { rows } = await handle.db.query<{ name: string }>(
        `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'
            AND tablename NOT IN ('sessions', 'session_tokens') ORDER BY tablename`,
      );
      const result: Record<string, number> = {};
      for (const { name } of rows) {
        result[name] = (
          await handle.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`)
        ).rows[0]!.n;
      }
      return result;
    };
    // A player of its own: the fuzz above may have signed the shared one out.
    const fuzzer = await createPlayer(handle.db, ledger, { points: 1000 });
    const balance = await ledger.balance(handle.db, fuzzer.id, new Date());
    const before = await counts();
    let sent = 0;
    let refusedAsInvalid = 0;
    for (const [path, methods] of Object.entries(spec.paths)) {
      if (path.startsWith('/api/v1/console') || path === '/api/v1/logout') continue;
      for (const [method, operation] of Object.entries(methods)) {
        const schema = operation?.requestBody?.content?.['application/json']?.schema;
        if (method === 'get' || !schema?.properties) continue;
        const url = path.replace(/\{[^}]+\}/g, 'fuzz-id');
        const valid: Record<string, unknown> = {};
        const bodies: unknown[] = [
          { ...valid, unknown_field: 'x', __proto__: { polluted: true } },
          [],
          'just a string',
          42,
        ];
        for (const [name, property] of Object.entries(schema.properties)) {
          for (const value of wrongValuesFor(property)) bodies.push({ [name]: value });
        }
        for (const body of bodies) {
          sent++;
          const response = await app.inject({
            method: method.toUpperCase() as 'POST',
            url,
            headers: {
              authorization: `Bearer ${fuzzer.token}`,
              'idempotency-key': `schema-fuzz-${sent}`,
              'content-type': 'application/json',
            },
            payload: JSON.stringify(body),
          });
          expectEnvelope(
            response,
            `${method.toUpperCase()} ${url} ${JSON.stringify(body).slice(0, 80)}`,
          );
          expect(
            response.json().status_code,
            `${url} accepted ${JSON.stringify(body).slice(0, 80)}`,
          ).not.toBe(200);
          if (response.json().status_code === 400) refusedAsInvalid++;
        }
      }
    }
    expect(sent).toBeGreaterThan(100);
    // The values reached the schemas (400), not only a missing session or a missing record.
    expect(refusedAsInvalid).toBeGreaterThan(sent / 2);
    expect(await counts()).toEqual(before);
    expect(await ledger.balance(handle.db, fuzzer.id, new Date())).toBe(balance);
  }, 120_000);

  it('answers bodies that are too large, and methods a route does not take', async () => {
    expectEnvelope(
      await app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ message: 'x'.repeat(100_000) }),
      }),
      'a 100 kB body',
    );
    expectEnvelope(await app.inject({ method: 'PUT', url: '/api/v1/point' }), 'PUT /point');
    expectEnvelope(await app.inject({ method: 'DELETE', url: '/api/v1/contact' }), 'DELETE');
  });
});
