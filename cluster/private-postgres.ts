import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN_ROOT = '/usr/lib/postgresql';

/**
 * A PostgreSQL server of a test's own, in a temporary folder on a free port, which the test may
 * stop, restart and kill without touching the machine's server (other tests use that one).
 */
export interface PrivatePostgres {
  /** The server's `postgres` database, for creating the test's own. */
  url: string;
  port: number;
  /** Stops the server as a restart or a failover does (fast: ends every connection). */
  stop(): Promise<void>;
  /** Starts it again and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it for good and deletes its files. */
  destroy(): Promise<void>;
}

/** The newest installed server's binaries (initdb, pg_ctl), or null. */
export function postgresBinaries(): string | null {
  if (!existsSync(BIN_ROOT)) return null;
  const versions = readdirSync(BIN_ROOT)
    .filter((name) => existsSync(path.join(BIN_ROOT, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(BIN_ROOT, versions[0], 'bin') : null;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * initdb and the server refuse to run as root (CI runs as root): then they run as the
 * `postgres` user, which owns the folder.
 */
function runner(dir: string): (command: string, args: string[]) => Promise<unknown> {
  if (process.getuid?.() !== 0) {
    return (command, args) => run(command, args);
  }
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(dir, uid, gid);
  return (command, args) => run('runuser', ['-u', 'postgres', '--', command, ...args]);
}

/** Creates and starts a private server (trust authentication, fsync off: it holds test data). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(`no PostgreSQL server binaries under ${BIN_ROOT}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'points-private-pg-'));
  const data = path.join(dir, 'data');
  const as = runner(dir);
  const port = await freePort();
  const pgCtl = path.join(bin, 'pg_ctl');
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const start = async () => {
    await as(pgCtl, ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start']);
  };
  const stop = async (mode: 'fast' | 'immediate') => {
    await as(pgCtl, ['-D', data, '-m', mode, '-w', 'stop']);
  };
  await as(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  try {
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop: () => stop('fast'),
    async destroy() {
      await stop('immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
