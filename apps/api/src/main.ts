import type { FastifyInstance } from 'fastify';
import { OperatorClaims } from '@points/contracts';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { storeMissingBodies } from './wiring/upkeep';
import type { Config } from './config';
import { redisChangeNotices } from './db/change-notices';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { seedDemo } from './demo/seed';
import { createOidcIdentity } from './integrations/identity/oidc-identity';
import { createLedger } from './modules/points/ledger';

export interface RunningApi {
  app: FastifyInstance;
  db: Database;
  url: string;
  /**
   * Stops the node gracefully: health answers `draining` for `drainDelayMs` (the load balancer
   * moves away) while requests are still served; then the server stops accepting, finishes the
   * requests in flight, the job runner finishes the jobs it began and hands back the others,
   * and the database and Redis are closed.
   */
  close(): Promise<void>;
}

/**
 * Opens the database (or takes the one `database` is opening), applies migrations and demo
 * content, and starts serving, once `beforeListen` (the dev sign-in provider's start, under
 * `npm start`) is done.
 */
export async function startApi(
  config: Config,
  options: { beforeListen?: Promise<unknown>; database?: Promise<Database> } = {},
): Promise<RunningApi> {
  // Where start-up time goes, for the log: opening the database, migrations, demo content, and
  // the bodies parsed once after migration 0017.
  const phases: Record<string, number> = {};
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const began = performance.now();
    try {
      return await work();
    } finally {
      phases[name] = Math.round(performance.now() - began);
    }
  };
  const { url, dataDir, poolSize, connectTimeoutMs, queryTimeoutMs } = config.database;
  const db = await timed(
    'database_ms',
    () =>
      options.database ??
      openDatabase({ url, dataDir, poolSize, connectTimeoutMs, queryTimeoutMs }),
  );
  // The job runner and the periodic upkeep have a small pool of their own (PGlite has one
  // connection for all), so a request never waits for a connection behind background work.
  const jobsDb =
    db.kind === 'postgres'
      ? await openDatabase({
          url,
          dataDir,
          poolSize: config.jobs.poolSize,
          connectTimeoutMs,
          queryTimeoutMs,
          applicationName: 'points-jobs',
        })
      : db;
  const applied = await timed('migrations_ms', () => migrate(db));
  const ledger = createLedger(config.points);
  if (config.database.seedDemo) await timed('demo_content_ms', () => seedDemo(db, ledger));

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : undefined;
  redis?.on('error', () => {});
  const notices = redis
    ? redisChangeNotices(redis, {
        warn: (message, error) =>
          console.warn(message, error instanceof Error ? error.message : ''),
      })
    : undefined;

  const identity = createOidcIdentity({
    issuer: config.oidc.issuer,
    clientId: config.oidc.clientId,
    clientSecret: config.oidc.clientSecret,
    redirectUri: config.oidc.redirectUri,
    allowInsecureRequests: config.oidc.allowInsecureIssuer,
  });

  // Operators sign in at the same provider with the console's own client and claims.
  const consoleIdentity = createOidcIdentity<OperatorClaims>(
    {
      issuer: config.oidc.issuer,
      clientId: config.console.clientId,
      clientSecret: config.console.clientSecret,
      redirectUri: config.console.redirectUri,
      allowInsecureRequests: config.oidc.allowInsecureIssuer,
    },
    OperatorClaims,
  );

  // The static files are listed when the app is built: `npm start` builds the site and the
  // console before it starts the server.
  // The app owns its job runner: it starts once the app is ready and stops when it closes.
  const lifecycle = { draining: false };
  const app = await buildApp({
    config,
    db,
    jobsDb,
    identity,
    consoleIdentity,
    redis,
    notices,
    ledger,
    lifecycle,
  });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied');
  // Bodies stored before they were parsed when written (migration 0017) are parsed once, here.
  await timed('parsed_bodies_ms', () => storeMissingBodies(db, app.log));
  await options.beforeListen;
  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { url: config.publicUrl, database: db.kind, issuer: config.oidc.issuer, ...phases },
    `points site listening on ${address}`,
  );

  return {
    app,
    db,
    url: config.publicUrl,
    async close() {
      lifecycle.draining = true;
      if (config.drainDelayMs > 0) {
        app.log.info({ drain_delay_ms: config.drainDelayMs }, 'draining: health answers draining');
        await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
      }
      await app.close();
      if (jobsDb !== db) await jobsDb.close();
      await db.close();
      await notices?.close();
      redis?.disconnect();
    },
  };
}
