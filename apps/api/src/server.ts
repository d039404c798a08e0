import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config';
import { startApi, type RunningApi } from './main';

/**
 * The process entry. Without OIDC_ISSUER (local use) it also starts the dev sign-in provider on
 * IDP_PORT, so one command runs the whole system; production sets OIDC_ISSUER and never loads it.
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
  const api: RunningApi = await startApi(config, idpStarted ? { beforeListen: idpStarted } : {});
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

async function startDevIdp(config: Config) {
  const { startIdp } = await import('@points/idp');
  return startIdp({
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
