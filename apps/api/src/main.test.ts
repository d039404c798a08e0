import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApi } from './main';
import { testConfig } from './test/test-app';

describe('a node stopping (SIGTERM)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'points-drain-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers health "draining" while it still serves, then stops accepting', async () => {
    const api = await startApi(
      testConfig({ PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'false', DRAIN_DELAY_MS: '600' }),
    );
    const base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/api/v1`;
    const health = async () => (await fetch(`${base}/health`)).json() as Promise<object>;
    expect(await health()).toMatchObject({ status_code: 200 });

    const closing = api.close();
    // During the drain the load balancer sees "draining", and requests are still answered.
    expect(await health()).toEqual({ status_code: 503, reason: 'draining' });
    const during = await fetch(`${base}/site-config`);
    expect(during.status).toBe(200);
    await closing;
    await expect(fetch(`${base}/health`)).rejects.toThrow();
  });
});
