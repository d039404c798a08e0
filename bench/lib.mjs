// Shared helpers of the benchmarks: child processes, the site as `npm start` runs it, readiness,
// load runs counted by their expected answers (answers.mjs), memory sampling.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertExpected } from './answers.mjs';
import { getLoad } from './wrk.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

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

/**
 * 2xx answers per second of a GET load on the URL, and their p99; throws (with the statuses seen)
 * when more than 1% of the answers were not 2xx.
 */
export async function measureRps(url, { duration = 10, connections = 50 } = {}) {
  const run = assertExpected(`GET ${url}`, await getLoad({ url, duration, connections }));
  return { rps: run.rps, latencyP99: run.p99, failures: run.failed, statuses: run.statuses };
}

/**
 * The CPU time a process has used so far (user and system), in milliseconds: what one answer
 * costs the process, read around a load, is steadier than its rate when other work shares the
 * machine (its resolution is the kernel's tick, 10 ms).
 */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
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

/** Starts the site as `npm start` does (built server; dev provider in-process). */
export async function startSite(extraEnv = {}) {
  const port = await freePort();
  const idpPort = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'points-bench-'));
  const started = Date.now();
  const site = startProcess('npm', ['start', '--silent'], {
    env: {
      PORT: String(port),
      IDP_PORT: String(idpPort),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(site.child.pid))), 20);
  try {
    await waitForOk(`http://127.0.0.1:${port}/api/v1/health`);
  } catch (error) {
    clearInterval(sampler);
    await site.stop();
    throw new Error(`${error.message}\n${site.stderr()}`, { cause: error });
  }
  const coldStartMs = Date.now() - started;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The address the site knows itself by (PUBLIC_URL), as a browser would open it. */
    publicUrl: `http://localhost:${port}`,
    coldStartMs,
    peak: () => peak,
    async stop() {
      clearInterval(sampler);
      await site.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
