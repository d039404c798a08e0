import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ALL_ERROR_CODES, ERROR_CODES } from '@points/contracts';
import { AppError } from '../errors';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../test/databases';
import { testLedger as ledger } from '../test/ledger';
import { ALL_WRITE_SAMPLES } from '../modules/console/all-write-samples';
import { operatorToken } from '../test/operators';
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

/** The JSON body of a raw HTTP answer. */
function bodyOf(answer: string): unknown {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
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
    expect(bodyOf(result.answer)).toEqual({ status_code: 400 });
  });

  it('an endless chunked body', async () => {
    const result = await rawRequest(
      base,
      'POST /api/v1/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\n\r\n1\r\n{\r\n',
      '1\r\n \r\n',
    );
    expect(result.closedAfterMs).toBeLessThan(CLOSED_WITHIN_MS);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(bodyOf(result.answer)).toEqual({ status_code: 400 });
  });

  it('headers that never end', async () => {
    const result = await rawRequest(
      base,
      'GET /api/v1/health HTTP/1.1\r\nHost: x\r\n',
      'X-Slow: 1\r\n',
    );
    expect(result.closedAfterMs).toBeLessThan(CLOSED_WITHIN_MS);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(bodyOf(result.answer)).toEqual({ status_code: 400 });
  });

  it('answers what Node answers by itself in the envelope, and closes', async () => {
    const cases: Array<[string, string, number]> = [
      ['a malformed request line', 'GARBAGE\r\n\r\n', 400],
      ['an unknown HTTP version', 'GET /api/v1/health HTTP/9.9\r\nHost: x\r\n\r\n', 400],
      ['an unknown method', 'FOO /api/v1/health HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      [
        'headers over 16 KiB',
        `GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        431,
      ],
      [
        'a URL over 16 KiB',
        `GET /api/v1/health?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
        431,
      ],
      ['no Host', 'GET /api/v1/health HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
      [
        'an Expect it cannot meet',
        'POST /api/v1/logout HTTP/1.1\r\nHost: x\r\nExpect: something\r\nContent-Length: 0\r\n\r\n',
        417,
      ],
      ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 405],
      [
        'Content-Length with chunked',
        'POST /api/v1/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
        400,
      ],
      [
        'a malformed chunk',
        'POST /api/v1/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
        400,
      ],
    ];
    for (const [what, request, status] of cases) {
      const result = await rawRequest(base, request);
      expect(result.answer, what).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(result.answer, what).toMatch(/\r\ncontent-type: application\/json/i);
      expect(bodyOf(result.answer), what).toEqual({ status_code: 400 });
      expect(result.closedAfterMs, what).toBeLessThan(CLOSED_WITHIN_MS);
    }
  });

  it('a request that does finish is answered as usual on the same kind of socket', async () => {
    const result = await rawRequest(
      base,
      'GET /api/v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(result.answer).toMatch(/^HTTP\/1\.1 200/);
  });
});

describeEachDatabase('a fuzz of every endpoint gets the envelope, never a 5xx', ({ db }) => {
  let app: FastifyInstance;
  let player: Player;
  let operator: string;

  beforeAll(async () => {
    await seedShop(db());
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
      db: db(),
      env: { CONTACT_RATE_LIMIT_PER_HOUR: '1000', LOGIN_RATE_LIMIT_PER_MINUTE: '100000' },
      identity: refusingProvider,
      extra: { consoleIdentity: refusingProvider },
    });
    player = await createPlayer(db(), ledger, { points: 1000 });
    operator = await operatorToken(db(), 'admin');
  });
  afterAll(async () => {
    await app?.close();
  });

  /** The credentials a route takes: an admin operator's for the console, a player's for the rest. */
  const credentialsFor = (url: string) => ({
    authorization: `Bearer ${url.startsWith('/api/v1/console') ? operator : player.token}`,
  });

  const NASTY = [
    '\u0000',
    'a\u0000b',
    'a\ud800b',
    '%',
    '%E0%A4%A',
    '%00',
    'x'.repeat(300),
    '../../etc/passwd',
    '😀',
    '-1',
    '1e309',
    '1e400',
    'null',
    '{"$gt":""}',
    // Dates outside the window, and outside what PostgreSQL (or JavaScript) can hold.
    '-004714-11-23',
    '0000-01-01T00:00:00Z',
    '1999-12-31T23:59:59Z',
    '+275760-09-13T00:00:00.000Z',
    '9999-12-31T23:59:59+14:00',
  ];

  // Every table's row count, except what signing out touches (a fuzzed POST /logout ends the
  // fuzzing player's session, as it should) and the sessions' last use.
  const counts = async () => {
    const { rows } = await db().query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'
          AND tablename NOT IN ('sessions', 'session_tokens') ORDER BY tablename`,
    );
    const result: Record<string, number> = {};
    for (const { name } of rows) {
      result[name] = (
        await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`)
      ).rows[0]!.n;
    }
    return result;
  };

  /** Checks one answer: JSON, the envelope with a catalogue code, and not a server failure. */
  function expectEnvelope(
    response: Awaited<ReturnType<FastifyInstance['inject']>>,
    what: string,
  ): void {
    expect(response.statusCode, what).toBeLessThan(500);
    // The console's exports answer a CSV file when they succeed; every other answer is JSON.
    if (response.statusCode === 200 && /^text\/csv/.test(String(response.headers['content-type'])))
      return;
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

  /** A value as a URL carries it; a lone surrogate, which UTF-8 cannot carry, as its bytes. */
  const inUrl = (value: string) =>
    value
      .split(/\p{Cs}/u)
      .map(encodeURIComponent)
      .join('%ED%A0%80');

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
          path.replace(/\{[^}]+\}/g, inUrl(nasty)) +
          (queryNames.length
            ? `?${queryNames.map((name) => `${name}=${inUrl(nasty)}`).join('&')}`
            : '');
        for (const signedIn of [false, true]) {
          const headers: Record<string, string> = {
            'idempotency-key': `fuzz-${sent}`,
            ...(signedIn ? credentialsFor(path) : {}),
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
  }, 120_000);

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
    // A player of its own: the fuzz above may have signed the shared one out.
    const fuzzer = await createPlayer(db(), ledger, { points: 1000 });
    const balance = await ledger.balance(db(), fuzzer.id, new Date());
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
    expect(await ledger.balance(db(), fuzzer.id, new Date())).toBe(balance);
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
  it('refuses, in every console write, dates outside the window, text and numbers PostgreSQL cannot store', async () => {
    const OUTSIDE: unknown[] = [
      '-004714-11-23',
      '-004714-11-23T00:00:00Z',
      '0000-01-01T00:00:00Z',
      '1999-12-31T23:59:59.999Z',
      '2101-01-01T00:00:00Z',
      '9999-12-31T23:59:59+14:00',
      '+275760-09-13T00:00:00.000Z',
      -8.64e15,
      8.64e15,
    ];
    const isDate = (value: unknown) =>
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value);
    /** The paths of the payload's leaves of a type (its dates are strings: ISO text). */
    const leafPaths = (type: string, value: unknown, path: string[] = []): string[][] =>
      typeof value === type
        ? [path]
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([key, item]) => leafPaths(type, item, [...path, key]))
          : [];
    // Past PostgreSQL's integer (a version, a slot), its bigint, and JavaScript's safe integers.
    const HUGE = [2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 63, 1e308];
    const at = (value: unknown, path: string[]): unknown =>
      path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value);
    // Text jsonb refuses (a lone half of a surrogate pair) or text refuses (NUL).
    const UNSTORABLE = [
      (text: string) => `${text}\ud800`,
      (text: string) => `\udc00${text}`,
      (text: string) => `${text}\u0000`,
    ];
    const replaced = (value: unknown, path: string[], by: unknown): unknown => {
      if (path.length === 0) return by;
      const [head, ...tail] = path;
      const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
        string,
        unknown
      >;
      copy[head!] = replaced(copy[head!], tail, by);
      return copy;
    };
    let dates = 0;
    let strings = 0;
    let numbers = 0;
    for (const sample of ALL_WRITE_SAMPLES) {
      const request = await sample.prepare(db());
      const headers = { ...request.headers, authorization: `Bearer ${operator}` };
      const spoilt: Array<[string, unknown]> = [];
      for (const path of leafPaths('number', request.payload)) {
        numbers++;
        for (const huge of HUGE) {
          spoilt.push([`${path.join('.')} = ${huge}`, replaced(request.payload, path, huge)]);
        }
      }
      for (const path of leafPaths('string', request.payload)) {
        const value = at(request.payload, path) as string;
        strings++;
        for (const spoil of UNSTORABLE) {
          spoilt.push([path.join('.'), replaced(request.payload, path, spoil(value))]);
        }
        if (!isDate(value)) continue;
        dates++;
        for (const outside of OUTSIDE) {
          spoilt.push([
            `${path.join('.')} = ${String(outside)}`,
            replaced(request.payload, path, outside),
          ]);
        }
      }
      const before = await counts();
      for (const [what, payload] of spoilt) {
        const response = await app.inject({
          ...request,
          headers,
          payload: payload as object,
        } as never);
        expectEnvelope(response, `${sample.route} ${what}`);
        expect(response.json().status_code, `${sample.route} ${what}`).toBe(400);
      }
      expect(await counts(), sample.route).toEqual(before);
      // The same request as it was succeeds: what was spoilt is what was refused. (An export
      // answers its file, not the envelope.)
      const response = await app.inject({ ...request, headers } as never);
      if (/^text\/csv/.test(String(response.headers['content-type']))) {
        expect(response.statusCode, sample.route).toBe(200);
      } else {
        expect(response.json().status_code, `${sample.route}: ${response.body}`).toBe(200);
      }
    }
    // The maintenance sample switched maintenance on: the players' routes fuzzed next must be
    // refused for what they are sent, not for the switch.
    const off = await app.inject({
      method: 'PUT',
      url: '/api/v1/console/maintenance',
      headers: { authorization: `Bearer ${operator}` },
      payload: { on: false, reason: 'Fuzz over' },
    });
    expect(off.json().status_code).toBe(200);
    expect(strings).toBeGreaterThan(100);
    expect(numbers).toBeGreaterThan(20);
    // Content, items, coupons, campaigns, lotteries and the festival have schedules.
    expect(dates).toBeGreaterThan(15);
    for (const outside of OUTSIDE) {
      const response = await app.inject({
        url: `/api/v1/console/audit?from=${encodeURIComponent(String(outside))}`,
        headers: { authorization: `Bearer ${operator}` },
      });
      expectEnvelope(response, `audit from ${String(outside)}`);
      expect(response.json().status_code).toBe(400);
    }
  }, 120_000);

  it('refuses hostile bodies on every route, changing no table and moving no point', async () => {
    const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    const HOSTILE: Array<[string, string, string]> = [
      ['JSON nested 5,000 deep', 'application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
      ['JSON nested 33 deep', 'application/json', deep(33)],
      ['null', 'application/json', 'null'],
      ['1e400', 'application/json', '1e400'],
      ['a number', 'application/json', '42'],
      ['an array of 30,000', 'application/json', `[${'0,'.repeat(30_000)}0]`],
      ['an array of objects', 'application/json', '[{}]'],
      ['text', 'text/plain', 'hello'],
      ['a form', 'application/x-www-form-urlencoded', 'a=b&c=d'],
      ['XML', 'application/xml', '<a>1</a>'],
      ['no type', '', '{"a":1}'],
    ];
    const fuzzer = await createPlayer(db(), ledger, { points: 1000 });
    const credentials = (url: string) => ({
      authorization: `Bearer ${url.startsWith('/api/v1/console') ? operator : fuzzer.token}`,
    });
    const balance = await ledger.balance(db(), fuzzer.id, new Date());
    const before = await counts();
    const routes = app.routeTable.filter(
      (route) =>
        !['GET', 'HEAD', 'OPTIONS'].includes(route.method) && route.url.startsWith('/api/'),
    );
    expect(routes.length).toBeGreaterThan(40);
    let sent = 0;
    let noBodyRoutes = 0;
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, 'fuzz-id');
      const send = (type: string, payload: string) =>
        app.inject({
          method: route.method as 'POST',
          url,
          headers: {
            ...credentials(route.url),
            'idempotency-key': `hostile-${++sent}`,
            ...(type ? { 'content-type': type } : {}),
          },
          payload,
        });
      for (const [what, type, payload] of HOSTILE) {
        const response = await send(type, payload);
        expectEnvelope(response, `${route.method} ${route.url} with ${what}`);
        expect(response.json().status_code, `${route.method} ${route.url} with ${what}`).toBe(400);
      }
      // A route that takes no body (logout, the spends that need only their key) refuses fields.
      const fields = await send('application/json', '{"point":1000000,"count":1}');
      if (fields.json().reason === 'no_body_expected') noBodyRoutes++;
    }
    expect(noBodyRoutes).toBeGreaterThanOrEqual(5);
    expect(await counts()).toEqual(before);
    expect(await ledger.balance(db(), fuzzer.id, new Date())).toBe(balance);
  }, 120_000);
});
