// Runs the browser suite (Playwright in Debian's chromium). Without a chromium it is skipped
// locally with a notice, and fails under CI, where the browser suite is required.
//
// The suite is split into shards (E2E_SHARDS, 3 by default) that run at the same time, each
// against its own server: its own ports and its own fresh embedded database, so no shard sees
// another's players. Most of a spec's time is the browser and the server waiting on each other,
// so on a 2-core machine three shards take well under half the time of one. Shards are planned by
// file, from each spec file's seconds in e2e/shard-costs.json (a file not listed counts as the
// median), longest first onto the least loaded shard: the same files go together on every run.
// The SPA is built once, before the shards start, so their servers never build into one folder.
import { execSync, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ensureBuilt, root } from './build.mjs';

function hasChromium() {
  if (process.env.CHROMIUM_PATH) return true;
  try {
    execSync('command -v chromium || command -v chromium-browser', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (!hasChromium()) {
  if (process.env.CI) {
    console.error('CI is set but no chromium was found: the browser suite is required.');
    process.exit(1);
  }
  console.warn('No chromium on the PATH: skipping the browser suite (apt-get install chromium).');
  process.exit(0);
}

const args = process.argv.slice(2);
// Named spec files, a grep or any other option: one server, Playwright as asked.
const plans = args.length > 0 ? [args] : planShards(shardCount());

function shardCount() {
  const asked = Number(process.env.E2E_SHARDS ?? 3);
  if (!Number.isInteger(asked) || asked < 1 || asked > 8) {
    console.error(`E2E_SHARDS must be a whole number from 1 to 8, not ${process.env.E2E_SHARDS}`);
    process.exit(1);
  }
  return asked;
}

/** Every spec file, as Playwright's arguments, shared out into `count` shards of similar cost. */
function planShards(count) {
  const specs = readdirSync(path.join(root, 'e2e'), { recursive: true })
    .filter((file) => file.endsWith('.spec.ts') && !file.startsWith('node_modules/'))
    .sort();
  const costs = JSON.parse(readFileSync(path.join(root, 'e2e', 'shard-costs.json'), 'utf8'));
  const known = Object.values(costs).sort((a, b) => a - b);
  const cost = (file) => costs[file] ?? known[Math.floor(known.length / 2)] ?? 1;
  const shards = Array.from({ length: count }, () => ({ cost: 0, files: [] }));
  for (const file of [...specs].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((best, shard) => (shard.cost < best.cost ? shard : best));
    lightest.cost += cost(file);
    lightest.files.push(file);
  }
  shards.forEach((shard, index) =>
    console.log(`shard ${index + 1}/${count}: about ${shard.cost} s, ${shard.files.join(' ')}`),
  );
  // Playwright takes arguments as patterns: each file is matched whole.
  return shards
    .filter((shard) => shard.files.length > 0)
    .map((shard) => shard.files.map((file) => `^${escapePattern(path.join(root, 'e2e', file))}$`));
}

function escapePattern(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

await ensureBuilt();

/** Runs one shard and resolves to its exit code; its lines are prefixed when there are several. */
function runShard(shardArgs, index) {
  const several = plans.length > 1;
  const basePort = Number(process.env.E2E_PORT ?? 18080) + index * 10;
  const child = spawn('npx', ['playwright', 'test', ...shardArgs], {
    cwd: `${root}/e2e`,
    stdio: several ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, E2E_PORT: String(basePort), E2E_IDP_PORT: String(basePort + 1) },
  });
  if (several) {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) =>
        console.log(`[shard ${index + 1}/${plans.length}] ${line}`),
      );
    }
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(plans.map(runShard));
process.exit(codes.find((code) => code !== 0) ?? 0);
