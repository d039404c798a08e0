// Builds the named Vite apps (folders with a vite.config.ts), one after the other in this one
// process: `node scripts/vite-build.mjs apps/web apps/console`. scripts/build.mjs runs it as a
// child, so that Vite's memory is given back before the server starts.
import path from 'node:path';
import { build } from 'vite';

process.env.NODE_ENV = 'production';
for (const app of process.argv.slice(2)) {
  const started = Date.now();
  await build({ root: path.resolve(app), mode: 'production', logLevel: 'warn' });
  console.log(
    `built ${path.basename(app)} (Vite) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
