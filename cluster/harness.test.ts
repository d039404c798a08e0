import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropDatabase, startCluster } from './harness';

const postgres = process.env.TEST_DATABASE_URL;
const DATABASE = 'points_harness_test';

/**
 * A process of an earlier run still listening on a node's port answered the health check in
 * place of the node just started (which then exited on EADDRINUSE): the cluster was served by a
 * node of another database, and every seeded token was refused with 401.
 */
describe.runIf(Boolean(postgres))('the cluster harness [postgres]', () => {
  let squatter: Server;
  let port: number;
  beforeAll(async () => {
    squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    port = (squatter.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => squatter.close(resolve));
    await dropDatabase(postgres!, DATABASE);
  });

  it('refuses to start a node on a port something already listens on', async () => {
    await expect(
      startCluster({
        nodes: 1,
        nodePort: port,
        postgresUrl: postgres!,
        database: DATABASE,
        fresh: true,
        redisUrl: null,
      }),
    ).rejects.toThrow(`node 0: port ${port} is in use`);
  });
});
