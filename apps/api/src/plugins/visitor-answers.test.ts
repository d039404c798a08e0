import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../demo/catalogue';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { testLedger as ledger } from '../test/ledger';
import { operatorToken } from '../test/operators';
import { buildTestApp, listenTestApp } from '../test/test-app';
import { createTestUser } from '../test/users';
import type { PlayerFacts } from '../modules/users/player-facts';
import { trackRoutes } from '../wiring/route-table';
import {
  createVisitorAnswers,
  serverWithVisitorAnswers,
  visitorAnswersPlugin,
  type VisitorAnswers,
} from './visitor-answers';

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** One request over real HTTP with exactly these headers (fetch would add its own). */
function send(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${base}${path}`,
      { method: options.method ?? 'GET', headers: options.headers ?? {}, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** As `send`, with the body's bytes as they came (compressed or not). */
function sendBytes(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('visitor answers sent again whole', () => {
  let clock = 0;
  let calls = 0;
  let answers: VisitorAnswers;
  const served: { route: string; status: number; requestId: string }[] = [];
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    answers = createVisitorAnswers({
      ttlMs: 1_000,
      maxEntries: 3,
      now: () => clock,
      onAnswer: ({ route, status, requestId }) => served.push({ route, status, requestId }),
    });
    app = Fastify({ serverFactory: serverWithVisitorAnswers(answers) });
    app.decorateRequest('session', null);
    // The route table's hook for operators' writes drops what is kept, as in the app.
    trackRoutes(app, {
      playerApi: { prefix: '/api/', except: [] },
      consolePrefix: '/console/',
      playerFacts: { changedAll: () => {}, changed: () => {} } as unknown as PlayerFacts,
      onOperatorWrite: answers.clear,
    });
    await app.register(visitorAnswersPlugin, {
      answers,
      routes: new Set(['/page', '/other', '/third', '/missing']),
    });
    app.get('/page', async (request, reply) => {
      calls++;
      reply
        .header('etag', 'W/"page"')
        .header('x-frame-options', 'DENY')
        .header('x-request-id', request.id)
        .type('application/json; charset=utf-8');
      return `{"call":${calls},"who":"${request.headers.authorization ?? 'visitor'}"}`;
    });
    for (const path of ['/other', '/third']) {
      app.get(path, async (_request, reply) => {
        calls++;
        return reply.type('application/json; charset=utf-8').send(`{"call":${calls}}`);
      });
    }
    app.get('/missing', async (_request, reply) => {
      calls++;
      return reply.code(404).type('application/json; charset=utf-8').send('{"status_code":404}');
    });
    app.post('/console/change', async () => ({ changed: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Lets everything kept run out. */
  const later = () => (clock += 1_000);

  it('sends a visitor the same bytes and headers without running the route again', async () => {
    later();
    const before = calls;
    const first = await send(base, '/page');
    const again = await send(base, '/page', { headers: { 'x-request-id': 'trace-me.1' } });
    expect(calls - before).toBe(1);
    expect(again.status).toBe(200);
    expect(again.body).toBe(first.body);
    for (const name of ['etag', 'x-frame-options', 'content-type', 'content-length'])
      expect(again.headers[name], name).toBe(first.headers[name]);
    expect(again.headers['x-request-id']).toBe('trace-me.1');
    // An id that is not well formed is not echoed: the answer gets one of its own.
    const third = await send(base, '/page', { headers: { 'x-request-id': 'no spaces here' } });
    expect(third.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(third.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(served.slice(-2)).toEqual([
      { route: '/page', status: 200, requestId: 'trace-me.1' },
      { route: '/page', status: 200, requestId: third.headers['x-request-id'] },
    ]);
  });

  it('answers 304 with no body when If-None-Match names the kept tag', async () => {
    later();
    await send(base, '/page');
    const before = calls;
    const notModified = await send(base, '/page', {
      headers: { 'if-none-match': '"x", W/"page"' },
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe('W/"page"');
    const other = await send(base, '/page', { headers: { 'if-none-match': 'W/"older"' } });
    expect(other.status).toBe(200);
    expect(calls).toBe(before);
  });

  it('never keeps or sends a kept answer to a request with a session, an Origin or HEAD', async () => {
    later();
    const before = calls;
    const player = await send(base, '/page', { headers: { authorization: 'Bearer player-1' } });
    expect(JSON.parse(player.body).who).toBe('Bearer player-1');
    // Nothing was kept from the player's answer: the visitor's runs the route.
    const visitor = await send(base, '/page');
    expect(JSON.parse(visitor.body).who).toBe('visitor');
    // A kept visitor answer is now there, and is still not a player's.
    const player2 = await send(base, '/page', { headers: { authorization: 'Bearer player-2' } });
    expect(JSON.parse(player2.body).who).toBe('Bearer player-2');
    await send(base, '/page', { headers: { origin: 'https://elsewhere.example' } });
    await send(base, '/page', { method: 'HEAD' });
    expect(calls - before).toBe(5);
  });

  it('runs the route again once the answer is a second old', async () => {
    later();
    const before = calls;
    await send(base, '/page');
    clock += 999;
    await send(base, '/page');
    expect(calls - before).toBe(1);
    clock += 1;
    await send(base, '/page');
    expect(calls - before).toBe(2);
  });

  it('keeps no answer but 200, and at most maxEntries URLs', async () => {
    later();
    const before = calls;
    expect((await send(base, '/missing')).status).toBe(404);
    expect((await send(base, '/missing')).status).toBe(404);
    expect(calls - before).toBe(2);
    for (const path of ['/page', '/other', '/third', '/other?lang=ja']) await send(base, path);
    expect(answers.size).toBe(3);
    // The oldest (/page) made room for the newest.
    const counted = calls;
    await send(base, '/other?lang=ja');
    expect(calls).toBe(counted);
    await send(base, '/page');
    expect(calls).toBe(counted + 1);
  });

  it('keeps no more bytes than maxBytes, dropping the oldest first', () => {
    const small = createVisitorAnswers({ ttlMs: 1_000, maxBytes: 10, now: () => 0 });
    const headers = { 'content-type': 'application/json' };
    small.keep('/a', undefined, '/a', headers, Buffer.from('aaaa'));
    small.keep('/b', undefined, '/b', headers, Buffer.from('bbbb'));
    expect([small.size, small.bytes]).toEqual([2, 8]);
    small.keep('/c', undefined, '/c', headers, Buffer.from('cccc'));
    expect([small.size, small.bytes]).toEqual([2, 8]);
    // The same URL kept again replaces its bytes; a body over the budget is never kept.
    small.keep('/c', undefined, '/c', headers, Buffer.from('cc'));
    expect([small.size, small.bytes]).toEqual([2, 6]);
    small.keep('/big', undefined, '/big', headers, Buffer.alloc(11));
    expect([small.size, small.bytes]).toEqual([2, 6]);
    small.clear();
    expect([small.size, small.bytes]).toEqual([0, 0]);
  });

  it("drops everything kept on an operator's write", async () => {
    later();
    await send(base, '/page');
    expect(answers.size).toBeGreaterThan(0);
    await send(base, '/console/change', { method: 'POST' });
    expect(answers.size).toBe(0);
  });
});

describe('visitor answers in the app', () => {
  let handle: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  let playerToken: string;

  beforeAll(async () => {
    handle = await createTestDatabase('pglite');
    // A catalogue big enough to be sent compressed.
    await handle.db.transaction((tx) => seedDemoCatalogue(tx));
    app = await buildTestApp({
      db: handle.db,
      env: { VISITOR_ANSWER_MS: '60000' },
      extra: { ledger },
    });
    base = await listenTestApp(app);
    playerToken = (await createTestUser(handle.db, { nickname: 'kept-player', country: 'jp' }))
      .token;
  });
  afterAll(async () => {
    await app?.close();
    await handle?.dispose();
  });

  it("sends a visitor's public read again with the app's own headers", async () => {
    const first = await send(base, '/api/v1/notice?lang=en');
    const again = await send(base, '/api/v1/notice?lang=en');
    expect(first.status).toBe(200);
    expect(again.body).toBe(first.body);
    for (const name of [
      'cache-control',
      'etag',
      'vary',
      'content-type',
      'content-security-policy',
      'x-content-type-options',
    ])
      expect(again.headers[name], name).toBe(first.headers[name]);
    // A player's read of the same URL is their own, never the kept one.
    const player = await send(base, '/api/v1/notice?lang=en', {
      headers: { authorization: `Bearer ${playerToken}` },
    });
    expect(player.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps a page per accepted encoding: each client gets what it accepts', async () => {
    const url = '/api/v1/group-item?lang=en';
    const identity = await send(base, url);
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    const compressed = async (acceptEncoding: string) => {
      const answer = await sendBytes(base, url, { 'accept-encoding': acceptEncoding });
      expect(answer.status).toBe(200);
      return answer;
    };
    // The page's second sending, to a Brotli client, is compressed; it is kept as that client's.
    const br = await compressed('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Authorization, Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(identity.body);
    expect(br.body.length).toBeLessThan(identity.body.length / 2);
    const gzip = await compressed('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(identity.body);
    // What was kept for the compressed clients never reaches one that accepts neither.
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await send(base, url, {
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(plain.body).toBe(identity.body);
      expect(plain.headers.etag).toBe(br.headers.etag);
    }
  });

  it("shows an operator's change at once on the node that made it", async () => {
    const maintenance = async () =>
      JSON.parse((await send(base, '/api/v1/site-config')).body).data.maintenance as boolean;
    expect(await maintenance()).toBe(false);
    expect(await maintenance()).toBe(false);
    const admin = await operatorToken(handle.db, 'admin');
    const switched = await send(base, '/api/v1/console/maintenance', {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ on: true, reason: 'Kept answers test' }),
    });
    expect(switched.status).toBe(200);
    expect(await maintenance()).toBe(true);
  });
});
