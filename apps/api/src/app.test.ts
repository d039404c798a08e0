import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from './test/databases';
import { buildTestApp } from './test/test-app';

describeEachDatabase('API platform', ({ db }) => {
  let app: FastifyInstance;
  let corsApp: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({
      db: db(),
      routes: (instance) => {
        const api = instance.withTypeProvider<ZodTypeProvider>();
        api.post(
          '/api/v1/test/echo',
          {
            schema: {
              body: z.object({ page: z.coerce.number().int().positive(), name: z.string() }),
            },
          },
          async (request) => ({ status_code: 200, data: request.body }),
        );
        api.get('/api/v1/test/explode', async () => {
          throw new Error('secret internal detail: password=hunter2');
        });
      },
    });
    corsApp = await buildTestApp({ db: db(), env: { CORS_ORIGINS: 'https://partner.example' } });
  });
  afterAll(async () => {
    await app?.close();
    await corsApp?.close();
  });

  it('health answers the envelope and checks the database', async () => {
    const response = await app.inject({ url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status_code: 200,
      data: { status: 'ok', database: 'ok' },
    });
  });

  it('unknown API paths answer the 404 envelope', async () => {
    for (const url of ['/api/v1/nothing-here', '/api/v2/health', '/api']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ status_code: 404 });
    }
  });

  it('accepts a payload as query parameters and as a JSON body', async () => {
    const viaQuery = await app.inject({ method: 'POST', url: '/api/v1/test/echo?page=2&name=a' });
    expect(viaQuery.json()).toEqual({ status_code: 200, data: { page: 2, name: 'a' } });
    const viaBody = await app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { page: 3, name: 'b' },
    });
    expect(viaBody.json()).toEqual({ status_code: 200, data: { page: 3, name: 'b' } });
  });

  it('invalid input of every kind is a 400 envelope, never a 5xx', async () => {
    const attempts = [
      { method: 'POST' as const, url: '/api/v1/test/echo?page=zero&name=a' },
      { method: 'POST' as const, url: '/api/v1/test/echo', payload: { page: -1, name: 'x' } },
      {
        method: 'POST' as const,
        url: '/api/v1/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"page": 1, "name":',
      },
      {
        method: 'POST' as const,
        url: '/api/v1/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ page: 1, name: 'x'.repeat(70_000) }),
      },
      {
        method: 'POST' as const,
        url: '/api/v1/test/echo',
        headers: { 'content-type': 'text/xml' },
        payload: '<page>1</page>',
      },
      { method: 'POST' as const, url: '/api/v1/login', payload: [1, 2, 3] },
    ];
    for (const attempt of attempts) {
      const response = await app.inject(attempt);
      expect(response.statusCode, JSON.stringify(attempt).slice(0, 80)).toBe(400);
      // The envelope, with at most why (`reason`, e.g. `unsupported_content_type`).
      const { status_code: code, ...rest } = response.json() as Record<string, unknown>;
      expect(code).toBe(400);
      expect(Object.keys(rest).filter((key) => key !== 'reason')).toEqual([]);
    }
  });

  it('a server failure answers 500 without any internal message', async () => {
    const response = await app.inject({ url: '/api/v1/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe('{"status_code":500}');
  });

  it('tags every answer with a request id, keeping a sane one from the caller', async () => {
    const generated = await app.inject({ url: '/api/v1/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await app.inject({
      url: '/api/v1/health',
      headers: { 'x-request-id': 'lb-trace-42' },
    });
    expect(given.headers['x-request-id']).toBe('lb-trace-42');
    const hostile = await app.inject({
      url: '/api/v1/health',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const response = await app.inject({ url: '/api/v1/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps CORS closed by default and opens it only to configured origins', async () => {
    const preflight = {
      method: 'OPTIONS' as const,
      url: '/api/v1/health',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'GET',
      },
    };
    const closed = await app.inject(preflight);
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await app.inject({
      url: '/api/v1/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();

    const open = await corsApp.inject(preflight);
    expect(open.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await corsApp.inject({
      url: '/api/v1/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const response = await app.inject({ url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/login', '/api/v1/logout']),
    );
    const login = document.paths['/api/v1/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['code', 'code_verifier', 'nonce']),
    );
  });
});

describe('serving the built SPA', () => {
  let app: FastifyInstance;
  let handle: TestDatabase;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>points</title>');
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(
      path.join(webDist, 'assets', 'app-abc123.js.br'),
      brotliCompressSync(Buffer.from('console.log(1)')),
    );
    writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    for (const strings of ['en-D9DHK1PW', 'en-us-EJEfPm-9', 'ja-BgV-74UU', 'pt-br-Ab_Cd-12']) {
      writeFileSync(path.join(webDist, 'assets', `${strings}.json`), '{}');
    }
    handle = await createTestDatabase('pglite');
    app = await buildTestApp({ db: handle.db, env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.dispose();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers index.html for any client route, revalidated every time', async () => {
    for (const url of [
      '/',
      '/items/42',
      '/error?code=4011',
      '/token?code=x&state=y',
      '/no/such/page',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>points</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("names the browser's language's strings with the page, for the browser to fetch at once", async () => {
    const preloadOf = async (acceptLanguage?: string) => {
      const response = await app.inject({
        url: '/news',
        headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
      });
      expect(response.headers.vary).toContain('Accept-Language');
      return response.headers.link;
    };
    const link = (file: string) => `</assets/${file}.json>; rel=preload; as=fetch; crossorigin`;
    // The first language the site speaks, as the SPA picks it (`detectLanguage`), else English.
    expect(await preloadOf('xx, ja;q=0.9, en;q=0.8')).toBe(link('ja-BgV-74UU'));
    expect(await preloadOf('en-US,en;q=0.9')).toBe(link('en-us-EJEfPm-9'));
    expect(await preloadOf('en-GB')).toBe(link('en-D9DHK1PW'));
    expect(await preloadOf('pt-BR')).toBe(link('pt-br-Ab_Cd-12'));
    expect(await preloadOf('xx-YY')).toBe(link('en-D9DHK1PW'));
    expect(await preloadOf()).toBe(link('en-D9DHK1PW'));
    // A language whose strings the build does not hold names none.
    expect(await preloadOf('fr')).toBeUndefined();
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy the browser accepts', async () => {
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1)');
    expect(response.headers.vary).toContain('Accept-Encoding');
    const plain = await app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers a plain 404 for a missing file instead of index.html', async () => {
    for (const url of ['/assets/app-old999.js', '/favicon.ico', '/robots.txt']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/plain');
    }
  });

  it('still answers the 404 envelope for unknown API paths and non-GET page requests', async () => {
    expect((await app.inject({ url: '/api/v1/unknown' })).json()).toEqual({ status_code: 404 });
    const post = await app.inject({ method: 'POST', url: '/items/42' });
    expect(post.json()).toEqual({ status_code: 404 });
  });
});
