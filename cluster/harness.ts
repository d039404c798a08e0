import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = fileURLToPath(new URL('..', import.meta.url));
const SERVER = path.join(root, 'apps/api/dist/server.mjs');

export interface ClusterOptions {
  /** API nodes behind nginx. */
  nodes?: number;
  /** nginx's port: the cluster's one address. */
  port?: number;
  /** The first node's port; the others follow. */
  nodePort?: number;
  idpPort?: number;
  /** PostgreSQL server (the database is created, or emptied with `fresh`). */
  postgresUrl?: string;
  database?: string;
  fresh?: boolean;
  redisUrl?: string | null;
  /** More environment for every node. */
  env?: Record<string, string>;
  /** Where the nodes' and nginx's logs go (a new temporary folder by default). */
  logDir?: string;
}

export interface ClusterNode {
  index: number;
  port: number;
  url: string;
  process: ChildProcess | null;
  /** Sends a signal and waits for the process to exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Starts the node again (after a kill), and waits until it answers health. */
  start(): Promise<void>;
}

export interface Cluster {
  /** The load balancer's address. */
  url: string;
  databaseUrl: string;
  nodes: ClusterNode[];
  logDir: string;
  stop(): Promise<void>;
}

/** Debian's nginx: on the PATH, or where the package puts it (/usr/sbin is not on every PATH). */
export function nginxBinary(): string | null {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Throws when something already listens on the port. A node (or nginx) of an earlier cluster
 * left running there would answer the health check in place of the one just started, which
 * exits on EADDRINUSE: the cluster would then be served by a node of another database, and
 * every seeded player's token would be refused with 401.
 */
async function assertPortFree(port: number, what: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `${what}: port ${port} is in use (${error.code}), by a process of an earlier run?`,
          { cause: error },
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function waitForHealth(url: string, timeoutMs: number, child?: ChildProcess | null) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the node exited (${child.exitCode})`);
    try {
      const response = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer health within ${timeoutMs} ms`);
}

async function prepareDatabase(serverUrl: string, name: string, fresh: boolean): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a cluster's database (tests create and drop their own). */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

function nginxConfig(dir: string, port: number, nodePorts: number[]): string {
  return `worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  client_max_body_size 2m;
  upstream points {
    least_conn;
${nodePorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    # Idle connections kept to the nodes: as many as the crowd's concurrency, or nginx would
    # open and close node connections per request, at the worst moment (a saturated node).
    keepalive 512;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://points;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A node that refuses the connection (stopped) is skipped; a request already sent to a
      # node is never sent to another (nginx does not retry non-idempotent requests).
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;
    }
  }
}
`;
}

/**
 * `nodes` API processes (the built server, apps/api/dist/server.mjs) behind nginx on one
 * PostgreSQL and one Redis, all on this machine. The first node runs the migrations, the demo
 * content and the dev sign-in provider; the others start once it answers and use its provider.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.nodes ?? 3;
  const port = options.port ?? 8080;
  const nodePort = options.nodePort ?? 8091;
  const idpPort = options.idpPort ?? 8081;
  const logDir = options.logDir ?? mkdtempSync(path.join(tmpdir(), 'points-cluster-'));
  const databaseUrl = await prepareDatabase(
    options.postgresUrl ??
      process.env.TEST_DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
    options.database ?? 'points_cluster',
    options.fresh ?? false,
  );
  const publicUrl = `http://localhost:${port}`;
  const redisUrl =
    options.redisUrl === null ? undefined : (options.redisUrl ?? 'redis://127.0.0.1:6379/1');

  const environment = (index: number): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(nodePort + index),
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    DATABASE_URL: databaseUrl,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DRAIN_DELAY_MS: '1000',
    IDP_PORT: String(idpPort),
    SEED_DEMO: index === 0 ? 'true' : 'false',
    ...(index === 0 ? {} : { OIDC_ISSUER: `http://localhost:${idpPort}` }),
    ...options.env,
  });

  const nodes: ClusterNode[] = Array.from({ length: count }, (_, index) => {
    const node: ClusterNode = {
      index,
      port: nodePort + index,
      url: `http://127.0.0.1:${nodePort + index}`,
      process: null,
      async kill(signal) {
        const child = node.process;
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill(signal);
        await exited;
      },
      async start() {
        await assertPortFree(node.port, `node ${index}`);
        if (!environment(index).OIDC_ISSUER)
          await assertPortFree(idpPort, `node ${index}'s sign-in`);
        const log = createWriteStream(path.join(logDir, `node-${index}.log`), { flags: 'a' });
        const child = spawn(process.execPath, [SERVER], {
          cwd: root,
          env: environment(index),
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout!.pipe(log);
        child.stderr!.pipe(log);
        node.process = child;
        await waitForHealth(node.url, 60_000, child);
      },
    };
    return node;
  });

  const confDir = mkdtempSync(path.join(logDir, 'nginx-'));
  writeFileSync(
    path.join(confDir, 'nginx.conf'),
    nginxConfig(
      confDir,
      port,
      nodes.map((n) => n.port),
    ),
  );
  let nginx: ChildProcess | null = null;

  const stop = async () => {
    // Waits for nginx to exit too: a cluster started next on the same ports finds them free.
    const running = nginx && nginx.exitCode === null && nginx.signalCode === null ? nginx : null;
    const nginxExited = running
      ? new Promise<void>((resolve) => running.once('exit', () => resolve()))
      : Promise.resolve();
    running?.kill('SIGTERM');
    await Promise.all([nginxExited, ...nodes.map((node) => node.kill('SIGTERM'))]);
  };
  try {
    await nodes[0]!.start();
    await Promise.all(nodes.slice(1).map((node) => node.start()));
    await assertPortFree(port, 'nginx');
    nginx = spawn(
      'nginx',
      ['-p', confDir, '-c', path.join(confDir, 'nginx.conf'), '-g', 'daemon off;'],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    nginx.stderr!.pipe(createWriteStream(path.join(logDir, 'nginx.log')));
    await waitForHealth(publicUrl, 10_000, nginx);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: publicUrl, databaseUrl, nodes, logDir, stop };
}
