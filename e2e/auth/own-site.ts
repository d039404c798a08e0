import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startIdp, type RunningIdp } from '@points/idp';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Ports nothing listens on now (the kernel's picks, held together so they differ). */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))),
  );
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  return ports;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer health in time`);
}

export interface OwnSite {
  url: string;
  /** Stops the sign-in provider and starts it again where it was: new keys, no sessions. */
  restartProvider(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The site (the built server, as `npm start` runs it) with the dev sign-in provider in this
 * process instead of the site's, so a spec can restart the provider alone, as happens when the
 * publisher's provider restarts or rotates its keys while players are signed in.
 */
export async function startOwnSite(): Promise<OwnSite> {
  const [port, idpPort] = (await freePorts(2)) as [number, number];
  const url = `http://localhost:${port}`;
  const issuer = `http://localhost:${idpPort}`;
  const secrets = { web: 'e2e-own-site-web-secret', console: 'e2e-own-site-console-secret' };
  const startProvider = () =>
    startIdp({
      port: idpPort,
      issuer,
      clients: [
        {
          clientId: 'points-web',
          clientSecret: secrets.web,
          redirectUris: [`${url}/token`],
          postLogoutRedirectUris: [`${url}/`],
        },
        {
          clientId: 'points-console',
          clientSecret: secrets.console,
          redirectUris: [`${url}/console/callback`],
          postLogoutRedirectUris: [`${url}/console/`],
        },
      ],
    });
  let idp: RunningIdp = await startProvider();
  const site = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_SECRET: secrets.web,
      CONSOLE_OIDC_CLIENT_SECRET: secrets.console,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'points-e2e-own-site-')),
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise<void>((resolve) => site.once('exit', () => resolve()));
  try {
    await waitForHealth(url, site);
  } catch (error) {
    site.kill('SIGTERM');
    await idp.close();
    throw error;
  }
  return {
    url,
    async restartProvider() {
      await idp.close();
      idp = await startProvider();
    },
    async stop() {
      site.kill('SIGTERM');
      await exited;
      await idp.close();
    },
  };
}
