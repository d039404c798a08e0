// Brotli and gzip copies of every text asset of the given folders, made once after a build: the
// server sends the smallest the browser accepts without compressing anything per request.
// `node scripts/precompress.mjs apps/web/dist apps/console/dist`.
//
// One file at a time on this one thread (Brotli at its best quality is the slow part, about
// 1 MB/s): `npm start` runs it beside the starting server, which keeps the other core. Until a
// copy exists the server sends the file uncompressed; each copy appears whole (written aside,
// then renamed), and a folder's COMPRESSED_STAMP is written last, so an interrupted run is redone.
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSED_STAMP = '.precompressed';

function textAssets(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return textAssets(file);
    return /\.(js|css|html|json|svg)$/.test(entry.name) ? [file] : [];
  });
}

function writeWhole(file, content) {
  writeFileSync(`${file}.partial`, content);
  renameSync(`${file}.partial`, file);
}

export function precompress(dist) {
  for (const file of textAssets(dist)) {
    const content = readFileSync(file);
    if (content.length < 512) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeWhole(`${file}.br`, brotli);
    writeWhole(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
  writeFileSync(path.join(dist, COMPRESSED_STAMP), '');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const dist of process.argv.slice(2)) {
    const started = Date.now();
    precompress(path.resolve(dist));
    console.log(
      `compressed ${path.relative(process.cwd(), dist)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}
