import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from './test/databases';
import { buildTestApp, testConfig } from './test/test-app';
import { loggerOptions } from './logging';

let handle: TestDatabase;
let app: FastifyInstance;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  handle = await createTestDatabase('pglite');
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildTestApp({ db: handle.db, extra: { logger: { level: 'info', stream } } });
});
afterAll(async () => {
  await app?.close();
  await handle?.dispose();
});

it('writes one line per request: method, path, status and time', async () => {
  await app.inject({ url: '/api/v1/site-config' });
  await app.inject({ url: '/api/v1/item/no-such-item' });
  await app.inject({ url: '/api/v1/health' });
  const requests = lines.filter((line) => typeof line.status === 'number');
  expect(requests.map((line) => line.msg)).toEqual([
    expect.stringMatching(/^GET \/api\/v1\/site-config 200 \d+ ms$/),
    expect.stringMatching(/^GET \/api\/v1\/item\/no-such-item 404 \d+ ms$/),
  ]);
  // Fastify's own pair of lines (incoming request, request completed) is gone.
  expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
  expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/v1/site-config', status: 200 });
});

it('is pretty in development and JSON in production', () => {
  expect(loggerOptions(testConfig({ NODE_ENV: 'development' }))).toMatchObject({
    transport: { target: 'pino-pretty' },
  });
  expect(
    loggerOptions(
      testConfig({
        NODE_ENV: 'production',
        OIDC_ISSUER: 'https://id.example',
        OIDC_CLIENT_SECRET: 'x',
        CONSOLE_OIDC_CLIENT_SECRET: 'y',
      }),
    ),
  ).toEqual({
    level: 'silent',
  });
  expect(
    loggerOptions(testConfig({ NODE_ENV: 'development', LOG_FORMAT: 'json' })),
  ).not.toHaveProperty('transport');
});

it('logs JSON when pino-pretty is not installed (a production install leaves it out)', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const options = loggerOptions(
      testConfig({ NODE_ENV: 'development', LOG_FORMAT: 'pretty' }),
      () => false,
    );
    expect(options).not.toHaveProperty('transport');
    expect(options).toMatchObject({ level: expect.any(String) });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('pino-pretty'));
  } finally {
    warn.mockRestore();
  }
});
