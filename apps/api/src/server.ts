import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ConfigError, loadConfig, type Config } from './config';
import type { RunningApi } from './main';

/**
 * The process entry. Without OIDC_ISSUER (local use) it also starts the dev sign-in provider on
 * IDP_PORT, so one command runs the whole system; production sets OIDC_ISSUER and never loads it.
 * The database starts opening before the API's modules load (./main, imported afterwards): on
 * PGlite, reading and compiling its WebAssembly overlaps their loading.
 */
async function main(): Promise<void> {
  // Both src/server.ts and dist/server.mjs sit two folders below the repository root.
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  const config = loadConfig(process.env, root);

  const closers: Array<() => Promise<void>> = [];
  // The dev provider starts beside the API (loading it overlaps the database's opening) and is
  // up before the API listens, so a sign-in right after the first healthy answer works.
  const idpStarted = process.env.OIDC_ISSUER ? undefined : startDevIdp(config);
  idpStarted?.catch(() => {});
  const { url, dataDir, poolSize, connectTimeoutMs, queryTimeoutMs } = config.database;
  const database = import('./db/database').then(({ openDatabase }) =>
    openDatabase({ url, dataDir, poolSize, connectTimeoutMs, queryTimeoutMs }),
  );
  database.catch(() => {});
  const { startApi } = await import('./main');
  const api: RunningApi = await startApi(config, {
    database,
    ...(idpStarted ? { beforeListen: idpStarted } : {}),
  });
  closers.push(api.close);
  if (idpStarted) {
    const idp = await idpStarted;
    closers.push(idp.close);
    console.log(`dev sign-in provider on ${idp.url}`);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    api.app.log.info({ signal }, 'shutting down');
    // Past the drain and ten seconds for the requests and jobs in flight, the process goes.
    const force = setTimeout(() => process.exit(1), config.drainDelayMs + 10_000);
    force.unref();
    Promise.all(closers.map((close) => close()))
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/**
 * The dev provider, in its own thread (dev-idp.ts) when run from the bundle: importing
 * oidc-provider and making the signing key take about as long as the API's own start, and run
 * beside it on another core. From the sources (tsx, whose loader worker threads do not inherit on
 * Node 20) it runs in this thread.
 */
async function startDevIdp(config: Config): Promise<{ url: string; close(): Promise<void> }> {
  const options = {
    port: config.idpPort,
    host: config.host,
    issuer: config.oidc.issuer,
    clients: [
      {
        clientId: config.oidc.clientId,
        clientSecret: config.oidc.clientSecret,
        redirectUris: [config.oidc.redirectUri],
        postLogoutRedirectUris: [`${config.publicUrl}/`],
      },
      {
        clientId: config.console.clientId,
        clientSecret: config.console.clientSecret,
        redirectUris: [config.console.redirectUri],
        postLogoutRedirectUris: [`${config.publicUrl}/console/`],
      },
    ],
  };
  if (import.meta.url.endsWith('.ts')) {
    const { startIdp } = await import('@points/idp');
    return startIdp(options);
  }
  const worker = new Worker(new URL('./dev-idp.mjs', import.meta.url), { workerData: options });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`the dev sign-in provider stopped before it listened (exit ${code})`)),
    );
    worker.once('message', ({ url }: { url: string }) =>
      resolve({
        url,
        close: () =>
          new Promise<void>((closed) => {
            worker.once('exit', () => closed());
            worker.postMessage('close');
          }),
      }),
    );
  });
}

// Awaited: scripts/start.mjs's import of this bundle answers once the server listens.
await main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('failed to start:', error);
  }
  process.exit(1);
});
