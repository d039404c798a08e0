import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';

/**
 * A fresh PGlite data folder, as PGlite's own initdb makes it, kept in the repository as a
 * Brotli-compressed tar (apps/api/pglite/): a new database loads it instead of running initdb,
 * which on a 2-core machine takes 11–22 s and 800 MB (a second PostgreSQL instance in
 * WebAssembly); loading takes about 3.5 s and 390 MB. It holds no schema: migrations and the demo
 * content are applied after, as on any database. The tar is tied to the PGlite version that made
 * it (its name says which): after an upgrade, `npm run pglite-template` makes it again, and until
 * then a new database falls back to initdb.
 */
const require = createRequire(import.meta.url);

/** The installed PGlite's version (its package.json, next to its dist folder). */
export function pgliteVersion(): string {
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Where the template for the installed PGlite is (or is to be) kept. */
export function templateFile(): string {
  const api = path.dirname(require.resolve('@points/api/package.json'));
  return path.join(api, 'pglite', `data-dir-${pgliteVersion()}.tar.br`);
}

/** The template as PGlite's `loadDataDir` takes it (an uncompressed tar), if there is one. */
export async function readTemplate(): Promise<Blob | undefined> {
  const file = templateFile();
  if (!existsSync(file)) return undefined;
  const tar = await promisify(brotliDecompress)(await readFile(file));
  return new Blob([new Uint8Array(tar)]);
}

/** Whether a data folder (or `memory://`) holds no database yet, so the template can seed it. */
export function isFreshDataDir(dataDir: string): boolean {
  if (dataDir.includes('://')) return dataDir.startsWith('memory://');
  return !existsSync(path.join(dataDir, 'PG_VERSION'));
}
