// `npm run pglite-template`: makes the fresh PGlite data folder new databases start from
// (src/db/pglite-template.ts), for the installed PGlite version, and removes older versions' ones.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { templateFile } from '../db/pglite-template';

const db = await PGlite.create({ dataDir: 'memory://' });
const tar = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
await db.close();
// A window of 16 MB spans the three near-identical databases (template0, template1, postgres):
// 40 MB of tar in about 1.5 MB, unpacked in about half a second.
const packed = brotliCompressSync(tar, {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 9,
    [constants.BROTLI_PARAM_LGWIN]: 24,
    [constants.BROTLI_PARAM_SIZE_HINT]: tar.length,
  },
});
const file = templateFile();
for (const old of readdirSync(path.dirname(file))) {
  if (old.startsWith('data-dir-')) rmSync(path.join(path.dirname(file), old));
}
writeFileSync(file, packed);
console.log(
  `${path.relative(process.cwd(), file)}: ${tar.length} bytes of tar in ${packed.length}`,
);
