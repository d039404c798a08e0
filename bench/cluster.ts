// `npm run bench -- cluster`: one API node versus three behind nginx (cluster/harness.ts) on one
// PostgreSQL and Redis, for the visitor home reads and for item exchanges, and the share of
// requests shed when exchanges arrive at twice the three nodes' capacity, with the admitted ones'
// p99. Everything runs on this machine: its two cores bound what a second and third node add.
import { randomUUID } from 'node:crypto';
import { ensureBuilt } from '../scripts/build.mjs';
import { dropDatabase, startCluster, type Cluster } from '../cluster/harness';
import { closedLoop, median, seedPlayers } from './api-node';
import { fixed, measureRps, table } from './lib.mjs';
import { openLoop, type OpenLoopResult } from './open-loop';
import { postgresProblem } from './postgres';

const seconds = Number(process.env.BENCH_CLUSTER_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const players = 2_000;
const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/2';

const exchange = (tokens: string[]) => (index: number) => ({
  method: 'POST',
  path: '/api/v1/item-withdraw/coins-100',
  headers: {
    authorization: `Bearer ${tokens[index % tokens.length]!}`,
    'idempotency-key': randomUUID(),
  },
});

/** Connections per node: the database's 24 shared out, at least 6. */
const pool = (nodes: number) => Math.max(6, Math.floor(24 / nodes));

interface Shape {
  label: string;
  nodes: number;
  /** Shedding on, as in production, or off to measure capacity. */
  shed: boolean;
}

async function withCluster<T>(
  shape: Shape,
  work: (cluster: Cluster, tokens: string[]) => Promise<T>,
): Promise<T> {
  const database = `points_bench_cluster_${shape.nodes}_${Date.now().toString(36)}`;
  const cluster = await startCluster({
    nodes: shape.nodes,
    port: 18680,
    nodePort: 18691,
    idpPort: 18681,
    database,
    fresh: true,
    postgresUrl: server,
    redisUrl,
    env: {
      LOG_LEVEL: 'warn',
      DB_POOL_SIZE: String(pool(shape.nodes)),
      // Shedding as production would set it: a queue for the pool of twice its size at most.
      ...(shape.shed
        ? {
            OVERLOAD_MAX_DB_WAITING: String(2 * pool(shape.nodes)),
            OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: process.env.BENCH_CLUSTER_MAX_DELAY_MS ?? '500',
          }
        : { OVERLOAD_MAX_DB_WAITING: '0', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' }),
    },
  });
  try {
    const tokens = await seedPlayers(cluster.databaseUrl, players);
    // Warm-up: every node's snapshots read, every connection open.
    await measureRps(`${cluster.url}/api/v1/notice?lang=en`, { duration: 2, connections });
    await closedLoop(cluster.url, exchange(tokens), { connections, seconds: 2 });
    return await work(cluster, tokens);
  } finally {
    await cluster.stop();
    await dropDatabase(server, database);
  }
}

export async function runClusterBench(): Promise<void> {
  const problem = await postgresProblem();
  if (problem) {
    console.log(`\nCluster: skipped, ${problem}`);
    return;
  }
  await ensureBuilt();
  const measure = (shape: Shape) =>
    withCluster(shape, async (cluster, tokens) => {
      const reads: number[] = [];
      const exchanges: OpenLoopResult[] = [];
      for (let round = 0; round < rounds; round++) {
        reads.push(
          (
            await measureRps(`${cluster.url}/api/v1/notice?lang=en`, {
              duration: seconds,
              connections,
            })
          ).rps,
        );
        exchanges.push(await closedLoop(cluster.url, exchange(tokens), { connections, seconds }));
      }
      return { reads: median(reads), exchanges: median(exchanges.map((run) => run.rps)) };
    });
  const onlyOverload = process.env.BENCH_CLUSTER_ONLY === 'overload';
  const one = onlyOverload ? null : await measure({ label: 'one node', nodes: 1, shed: false });
  const three = onlyOverload
    ? { reads: 0, exchanges: Number(process.env.BENCH_CLUSTER_CAPACITY ?? 1300) }
    : await measure({ label: 'three nodes', nodes: 3, shed: false });

  // Twice the three nodes' exchange capacity, arriving steadily, with shedding as in production.
  const rate = Math.round(three.exchanges * 2);
  const overload = await withCluster(
    { label: 'overload', nodes: 3, shed: true },
    (cluster, tokens) =>
      openLoop({
        base: cluster.url,
        rate,
        seconds,
        connections: 400,
        request: exchange(tokens),
      }),
  );
  const shedShare = overload.failed / Math.max(1, overload.ok + overload.failed);

  console.log(
    `\nCluster: API nodes behind nginx on one PostgreSQL and Redis, all on this machine; ${rounds} ` +
      `rounds of ${seconds} s, ${connections} connections, medians\n`,
  );
  if (one)
    console.log(
      table([
        ['workload', 'one node /s', 'three nodes /s', 'three ÷ one'],
        [
          'GET /notice, visitor (home)',
          fixed(one.reads),
          fixed(three.reads),
          fixed(three.reads / one.reads, 2),
        ],
        [
          'POST /item-withdraw',
          fixed(one.exchanges),
          fixed(three.exchanges),
          fixed(three.exchanges / one.exchanges, 2),
        ],
      ]),
    );
  console.log(
    `\nExchanges arriving at ${rate}/s (twice the three nodes' capacity) for ${seconds} s: ` +
      `${fixed(shedShare * 100, 1)}% shed with 407; admitted ${overload.ok} with p99 ` +
      `${overload.okP99} ms (all answers p99 ${overload.p99} ms).`,
  );
}
