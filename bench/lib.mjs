// Shared helpers of the benchmarks: child processes, readiness, autocannon runs, memory sampling.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = fileURLToPath(new URL('..', import.meta.url));

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function startProcess(command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return {
    child,
    stderr: () => stderr,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          resolve();
        }
      }),
  };
}

export async function waitForOk(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** Requests per second (mean) of a GET load on the URL. */
export async function measureRps(url, { duration = 10, connections = 50 } = {}) {
  const result = await autocannon({ url, duration, connections, pipelining: 1 });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, latencyP99: result.latency.p99, failures: non2xx };
}

/** Sum of the resident memory of a process and all its descendants, in bytes. */
export function treeRss(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop();
    try {
      const status = readFileSync(`/proc/${current}/status`, 'utf8');
      const match = /VmRSS:\s+(\d+) kB/.exec(status);
      if (match) total += Number(match[1]) * 1024;
    } catch {
      // the process ended meanwhile
    }
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}

export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const fixed = (value, digits = 0) => Number(value).toFixed(digits);

export function table(rows) {
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  return rows
    .map((row) => row.map((cell, column) => String(cell).padEnd(widths[column])).join('  '))
    .join('\n');
}

/** A fresh database on the PostgreSQL server of `serverUrl`, dropped by the returned function. */
export async function temporaryDatabase(serverUrl) {
  const { default: pg } = await import('pg');
  const name = `points_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
