// Builds what is missing or older than its sources: the SPA (Vite) and the server bundle (esbuild).
// `node scripts/build.mjs` builds what is stale; `--force` rebuilds everything.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import {
  brotliCompress as brotliCompressCallback,
  constants as zlib,
  gzip as gzipCallback,
} from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const brotliCompress = promisify(brotliCompressCallback);
const gzip = promisify(gzipCallback);

export const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => path.join(root, ...parts);

export const targets = {
  web: {
    output: at('apps/web/dist/index.html'),
    inputs: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      at('packages/contracts/src'),
      at('package-lock.json'),
    ],
    build: async () => {
      await run('npx', ['vite', 'build', '--logLevel', 'warn'], at('apps/web'));
      await precompress(at('apps/web/dist'));
    },
  },
  console: {
    output: at('apps/console/dist/index.html'),
    inputs: [
      at('apps/console/src'),
      at('apps/console/public'),
      at('apps/console/index.html'),
      at('apps/console/vite.config.ts'),
      at('packages/contracts/src'),
      at('package-lock.json'),
    ],
    build: async () => {
      await run('npx', ['vite', 'build', '--logLevel', 'warn'], at('apps/console'));
      await precompress(at('apps/console/dist'));
    },
  },
  server: {
    output: at('apps/api/dist/server.mjs'),
    inputs: [
      at('apps/api/src'),
      at('apps/idp/src'),
      at('packages/contracts/src'),
      at('package-lock.json'),
    ],
    build: buildServer,
  },
};

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function isStale(target) {
  if (!existsSync(target.output)) return true;
  const built = statSync(target.output).mtimeMs;
  return target.inputs.some((input) => newestMtime(input) > built);
}

function run(command, args, cwd) {
  // Always a production build, whatever NODE_ENV the caller runs the server with.
  const env = { ...process.env, NODE_ENV: 'production' };
  // Asynchronous, so that `npm start` can do other work (open the database) meanwhile.
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed`)),
    );
  });
}

/**
 * Brotli and gzip copies of every text asset, made once at build time: the server sends the
 * smallest the browser accepts without compressing anything per request. The files are
 * compressed at once, on zlib's thread pool (Brotli at its best quality is the slow part).
 */
async function precompress(dir) {
  const files = [];
  const collect = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) collect(file);
      else if (/\.(js|css|html|json|svg)$/.test(entry.name)) files.push(file);
    }
  };
  collect(dir);
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < 512) return;
      const [brotli, gzipped] = await Promise.all([
        brotliCompress(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
    }),
  );
}

async function buildServer() {
  const { build } = await import('esbuild');
  // npm packages stay in node_modules; our own workspaces (TypeScript sources) are bundled in.
  const externalPackages = {
    name: 'external-npm-packages',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@points/') ? undefined : { path: args.path, external: true },
      );
    },
  };
  await build({
    entryPoints: [at('apps/api/src/server.ts')],
    outfile: targets.server.output,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
}

/** Builds every stale target (or all with `force`; or only those named), printing what it does. */
export async function ensureBuilt({ force = false, only = Object.keys(targets) } = {}) {
  for (const [name, target] of Object.entries(targets)) {
    if (!only.includes(name)) continue;
    if (force || isStale(target)) {
      const started = Date.now();
      console.log(`building ${name}…`);
      await target.build();
      console.log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await ensureBuilt({ force: process.argv.includes('--force') });
}
