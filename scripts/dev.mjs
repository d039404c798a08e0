// `npm run dev`: the API with reload on change (tsx watch) and the Vite dev server with hot
// reload at http://localhost:5173, proxying /api to the API.
import { spawn } from 'node:child_process';
import { root } from './build.mjs';

const webPort = process.env.WEB_DEV_PORT ?? '5173';
const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}` };
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], { cwd: root, env, stdio: 'inherit' }),
  spawn('npx', ['vite', '--strictPort'], { cwd: `${root}/apps/web`, env, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => (code ? (stop(), process.exit(code)) : undefined));
