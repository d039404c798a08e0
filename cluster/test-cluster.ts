import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createPostgresDatabase, type Database } from '../apps/api/src/db/database';
import { testLedger } from '../apps/api/src/test/ledger';
import { createPlayer, type Player } from '../apps/api/src/test/shop';
import { dropDatabase, root, startCluster, type Cluster, type ClusterOptions } from './harness';

/** A cluster a test owns: its nodes, a client of its database, and its players. */
export interface TestCluster {
  cluster: Cluster;
  db: Database;
  players: Player[];
  /** Stops the nodes and nginx, closes the client and drops the database. */
  close(): Promise<void>;
}

/**
 * Builds what is stale, starts a cluster on a fresh database of its own, and creates `players`
 * players with `points` each (a session and a linked game apiece).
 */
export async function startTestCluster(
  options: ClusterOptions & { postgresUrl: string; database: string },
  people: { players: number; points: number },
): Promise<TestCluster> {
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'ignore' });
  const cluster = await startCluster({ ...options, fresh: true });
  const db = createPostgresDatabase(cluster.databaseUrl, { poolSize: 8 });
  const close = async () => {
    await cluster.stop();
    await db.close();
    await dropDatabase(options.postgresUrl, options.database);
  };
  try {
    const players = await Promise.all(
      Array.from({ length: people.players }, () =>
        createPlayer(db, testLedger, { points: people.points }),
      ),
    );
    return { cluster, db, players, close };
  } catch (error) {
    await close();
    throw error;
  }
}
