import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';
import { extract } from 'tar';

/**
 * A fresh PGlite data folder, as PGlite's own initdb makes it, kept in the repository as a
 * Brotli-compressed tar (apps/api/pglite/): a new database loads it instead of running initdb,
 * which on a 2-core machine takes 11–22 s and 800 MB (a second PostgreSQL instance in
 * WebAssembly); loading takes about 3.5 s and 390 MB. A data folder on disk gets it unpacked
 * straight from the file (`unpackTemplate`), without holding the 40 MB tar in memory; a database
 * in memory (`memory://`) loads it through PGlite's `loadDataDir`. It holds no schema: migrations and the demo
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

/**
 * Unpacks the template into `dataDir` (a new folder, or an empty one), streaming from the file, so
 * that PGlite opens it as an existing database. It is unpacked next to it and renamed into place:
 * an interrupted unpack leaves no half database. Answers false when there is no template or the
 * folder already holds files.
 */
export async function unpackTemplate(dataDir: string): Promise<boolean> {
  const file = templateFile();
  if (!existsSync(file)) return false;
  const unpacking = mkdtempSync(`${path.resolve(dataDir)}.unpacking-`);
  try {
    // Any trouble fails the unpack (strict); the tar's paths start with "/", here made relative.
    await extract({
      file,
      cwd: unpacking,
      brotli: true,
      strict: true,
      onReadEntry: (entry) => {
        entry.path = entry.path.replace(/^\/+/, '');
      },
    });
    // A rename replaces an empty folder (one made for the data), not one that holds files.
    renameSync(unpacking, dataDir);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(unpacking, { recursive: true, force: true });
  }
}

/** Whether a data folder (or `memory://`) holds no database yet, so the template can seed it. */
export function isFreshDataDir(dataDir: string): boolean {
  if (dataDir.includes('://')) return dataDir.startsWith('memory://');
  return !existsSync(path.join(dataDir, 'PG_VERSION'));
}
