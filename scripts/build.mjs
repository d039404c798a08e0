// Builds what is missing or older than its sources: the SPA and the operator console (Vite, with
// Brotli and gzip copies of their text assets) and the server bundle (esbuild).
// `node scripts/build.mjs` builds what is stale; `--force` rebuilds everything.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPRESSED_STAMP } from './precompress.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => path.join(root, ...parts);

/** A Vite app: built by scripts/vite-build.mjs into dist/, then precompressed. */
const viteApp = (folder) => ({
  app: at(folder),
  dist: at(folder, 'dist'),
  output: at(folder, 'dist/index.html'),
  inputs: [
    at(folder, 'src'),
    at(folder, 'public'),
    at(folder, 'index.html'),
    at(folder, 'vite.config.ts'),
    at('packages/contracts/src'),
    at('package-lock.json'),
  ],
});

export const targets = {
  web: viteApp('apps/web'),
  console: viteApp('apps/console'),
  server: {
    output: at('apps/api/dist/server.mjs'),
    inputs: [
      at('apps/api/src'),
      at('apps/idp/src'),
      at('packages/contracts/src'),
      at('package-lock.json'),
    ],
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

function runNode(script, args, { background = false } = {}) {
  // Always a production build, whatever NODE_ENV the caller runs the server with.
  const env = { ...process.env, NODE_ENV: 'production' };
  // Asynchronous: `npm start` lets the precompression run on while the server starts.
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [at('scripts', script), ...args], {
      cwd: root,
      stdio: 'inherit',
      env,
    });
    // Work that runs beside the starting server yields the CPU to it.
    if (background && child.pid) setPriority(child.pid, 19);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} ${args.join(' ')} failed`)),
    );
  });
}

/** Whether a built Vite app lacks its Brotli and gzip copies (not made yet, or interrupted). */
function isUncompressed(target) {
  const stamp = path.join(target.dist, COMPRESSED_STAMP);
  return !existsSync(stamp) || statSync(stamp).mtimeMs < statSync(target.output).mtimeMs;
}

async function buildServer() {
  const { build, stop } = await import('esbuild');
  // npm packages stay in node_modules; our own workspaces (TypeScript sources) are bundled in.
  const externalPackages = {
    name: 'external-npm-packages',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@points/') ? undefined : { path: args.path, external: true },
      );
    },
  };
  // Chunks are named by their content: those of an earlier build would pile up.
  rmSync(path.dirname(targets.server.output), { recursive: true, force: true });
  await build({
    // The dev sign-in provider runs in a worker thread of its own (dev-idp.mjs); the chunks
    // let server.mjs start the database and the provider before the API's modules load.
    entryPoints: [at('apps/api/src/server.ts'), at('apps/api/src/dev-idp.ts')],
    outdir: path.dirname(targets.server.output),
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  // esbuild's service process (about 60 MB) is not needed again: `npm start` goes on without it.
  await stop();
}

/**
 * Builds every stale target (or all with `force`; or only those named), printing what it does:
 * the server bundle, then the Vite apps in child processes (Vite's memory is given back before
 * the server starts), then the Vite apps' compressed copies. Answers once all is built; with
 * `compressLater` it answers before the compression, and `compress` starts it.
 */
export async function ensureBuilt({
  force = false,
  only = Object.keys(targets),
  compressLater = false,
} = {}) {
  const stale = (name) => only.includes(name) && (force || isStale(targets[name]));
  const timed = async (what, work) => {
    const started = Date.now();
    console.log(`building ${what}…`);
    await work();
    console.log(`built ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  if (stale('server')) await timed('server', buildServer);
  // Each Vite app in its own child process, one after the other: both in one process peak at
  // about 480 MB, each alone at about 390 MB, for half a second more.
  for (const name of ['web', 'console'].filter(stale)) {
    await timed(name, () => runNode('vite-build.mjs', [targets[name].app]));
  }
  const uncompressed = ['web', 'console'].filter(
    (name) =>
      only.includes(name) && existsSync(targets[name].output) && isUncompressed(targets[name]),
  );
  const compress = ({ background = false } = {}) =>
    uncompressed.length > 0
      ? runNode(
          'precompress.mjs',
          uncompressed.map((name) => targets[name].dist),
          { background },
        )
      : Promise.resolve();
  if (!compressLater) await compress();
  return { compress };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await ensureBuilt({ force: process.argv.includes('--force') });
}
