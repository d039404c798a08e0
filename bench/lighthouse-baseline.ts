// The baseline of `npm run bench -- lighthouse`'s A/B mode (BENCH_LIGHTHOUSE_AB): a built SPA
// folder as given, or the SPA of a git ref built here, once per commit, from that commit's files.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/**
 * The commit's files in a folder of their own, with this checkout's installed packages when the
 * commit's package-lock.json is this one's (the workspaces' own links point at the commit's
 * files), else installed there with `npm ci`.
 */
function checkout(commit: string, folder: string): void {
  mkdirSync(folder, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${folder}"`], { cwd: root });
  const lock = (dir: string) => readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
  if (lock(folder) !== lock(root)) {
    console.log(`baseline ${commit.slice(0, 9)}: other packages than this checkout's: npm ci`);
    run('npm', ['ci', '--no-audit', '--no-fund'], folder);
    return;
  }
  const modules = path.join(folder, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '@points' || entry === '.vite') continue;
    symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  // The workspaces, as npm links them: relative, so they are the commit's own.
  mkdirSync(path.join(modules, '@points'));
  for (const link of readdirSync(path.join(root, 'node_modules', '@points'))) {
    const target = readlinkSync(path.join(root, 'node_modules', '@points', link));
    symlinkSync(target, path.join(modules, '@points', link));
  }
  // A workspace's own packages (the web app's React plugin), where it has any.
  for (const workspace of ['apps/web', 'apps/console']) {
    const own = path.join(root, workspace, 'node_modules');
    if (existsSync(own) && existsSync(path.join(folder, workspace))) {
      symlinkSync(own, path.join(folder, workspace, 'node_modules'));
    }
  }
}

/**
 * The baseline's built SPA folder, with its Brotli and gzip copies, for BENCH_LIGHTHOUSE_AB:
 * a folder holding index.html is taken as it is (precompressed first if it is not); anything
 * else is read as a git ref, whose SPA is built (under the system's temporary folder, kept for
 * the next run) from that commit's sources.
 */
export function baselineDist(reference: string): { dist: string; label: string } {
  const asFolder = path.resolve(reference);
  if (existsSync(path.join(asFolder, 'index.html'))) {
    if (!existsSync(path.join(asFolder, '.precompressed'))) {
      run(process.execPath, [path.join(root, 'scripts/precompress.mjs'), asFolder], root);
    }
    return { dist: asFolder, label: asFolder };
  }
  const commit = execFileSync('git', ['rev-parse', '--verify', `${reference}^{commit}`], {
    cwd: root,
  })
    .toString()
    .trim();
  const label = `${reference} (${commit.slice(0, 9)})`;
  const built = path.join(tmpdir(), 'points-lighthouse-baseline', commit);
  const dist = path.join(built, 'dist');
  if (existsSync(path.join(dist, '.precompressed'))) return { dist, label };
  console.log(`building the baseline's SPA: ${label}`);
  const work = `${built}.work`;
  rmSync(work, { recursive: true, force: true });
  rmSync(built, { recursive: true, force: true });
  checkout(commit, work);
  run(process.execPath, ['scripts/vite-build.mjs', 'apps/web'], work);
  run(process.execPath, ['scripts/precompress.mjs', 'apps/web/dist'], work);
  mkdirSync(built, { recursive: true });
  renameSync(path.join(work, 'apps/web/dist'), dist);
  rmSync(work, { recursive: true, force: true });
  return { dist, label };
}
