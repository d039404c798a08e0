import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_ACCEPT_ENCODING, wrkAvailable, wrkLoad, wrkRequestsLoad } from './wrk.mjs';

// Under CI wrk is installed (.ci/run) and these tests are required; elsewhere they need it.
const run = wrkAvailable || process.env.CI === 'true' ? describe : describe.skip;

run('a wrk load counted by its expected answers', () => {
  let server: Server;
  let url: string;
  const seen = new Map<string, number>();
  let served = 0;
  const bodies: string[] = [];
  beforeAll(async () => {
    // Every fifth answer a 401; the bearer tokens seen are counted.
    server = createServer((request, response) => {
      if (request.method === 'POST') {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk));
        request.on('end', () => {
          bodies.push(`${request.url} ${request.headers['idempotency-key']} ${body}`);
          response.statusCode = body.includes('"refuse"') ? 409 : 200;
          response.end('{}');
        });
        return;
      }
      const token = request.headers.authorization ?? 'none';
      if (request.headers['accept-encoding'] !== BROWSER_ACCEPT_ENCODING) seen.set('plain', 1);
      seen.set(token, (seen.get(token) ?? 0) + 1);
      response.statusCode = ++served % 5 === 0 ? 401 : 200;
      response.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts every answer by status and only the 2xx as throughput', async () => {
    seen.clear();
    served = 0;
    const result = await wrkLoad({ url, duration: 1, connections: 4 });
    const total = result.ok + result.failed;
    expect(result.statuses[200]).toBe(result.ok);
    expect(result.statuses[401]).toBe(result.failed);
    // The server's own count, less what was in flight when wrk stopped.
    expect(total).toBeGreaterThan(100);
    expect(total).toBeLessThanOrEqual(served);
    expect(served - total).toBeLessThanOrEqual(4);
    expect(result.failed / total).toBeCloseTo(0.2, 1);
    expect(result.rps).toBeCloseTo(result.ok / result.seconds, 6);
    expect([...seen.keys()]).toEqual(['none']);
  });

  // Every request asks for a browser's encodings (a 'plain' key would be seen otherwise).
  it('sends each request with the bearer token of a player picked at random', async () => {
    seen.clear();
    const tokens = ['a', 'b', 'c'];
    const result = await wrkLoad({ url, duration: 1, connections: 4, tokens });
    expect([...seen.keys()].sort()).toEqual(['Bearer a', 'Bearer b', 'Bearer c']);
    const counts = [...seen.values()];
    // Each a third of the requests, give or take.
    for (const count of counts) expect(count / (result.ok + result.failed)).toBeGreaterThan(0.25);
  });

  it('sends a list of requests each once, in turn, with their headers and bodies', async () => {
    bodies.length = 0;
    const requests = Array.from({ length: 100_000 }, (_, index) => ({
      method: 'POST',
      path: `/spend/${index}`,
      headers: { 'idempotency-key': `key-${index}`, 'content-type': 'application/json' },
      body: JSON.stringify({ index, say: index % 10 === 9 ? 'refuse' : 'ünïcode' }),
    }));
    const result = await wrkRequestsLoad({ base: url, duration: 1, connections: 4, requests });
    expect(result.sent).toBeGreaterThan(100);
    expect(result.sent).toBeLessThan(requests.length);
    // The server saw the requests made, each once (less what was in flight when wrk stopped).
    expect(bodies.length).toBeLessThanOrEqual(result.sent);
    expect(result.sent - bodies.length).toBeLessThanOrEqual(4);
    const seen = new Set(bodies);
    expect(seen.size).toBe(bodies.length);
    // Each one of the first `sent` of the list, whole.
    const given = new Set(
      requests
        .slice(0, result.sent)
        .map(({ path, headers, body }) => `${path} ${headers['idempotency-key']} ${body}`),
    );
    for (const body of bodies) expect(given.has(body), body).toBe(true);
    expect(result.statuses[409]).toBeGreaterThan(0);
    expect(result.failed).toBe(result.statuses[409]);
  });

  it('fails a run whose requests run out before its time is up', async () => {
    const requests = [{ method: 'POST', path: '/spend/once', body: '{}' }];
    await expect(
      wrkRequestsLoad({ base: url, duration: 1, connections: 1, requests }),
    ).rejects.toThrow(/sent all 1 requests given before 1 s were up/);
  });
});
