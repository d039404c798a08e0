import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_ACCEPT_ENCODING, wrkAvailable, wrkLoad } from './wrk.mjs';

// Under CI wrk is installed (.ci/run) and these tests are required; elsewhere they need it.
const run = wrkAvailable || process.env.CI === 'true' ? describe : describe.skip;

run('a wrk load counted by its expected answers', () => {
  let server: Server;
  let url: string;
  const seen = new Map<string, number>();
  let served = 0;
  beforeAll(async () => {
    // Every fifth answer a 401; the bearer tokens seen are counted.
    server = createServer((request, response) => {
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
});
