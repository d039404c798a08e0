// Runs the browser suite (Playwright in Debian's chromium). Without a chromium it is skipped
// locally with a notice, and fails under CI, where the browser suite is required.
import { execSync, spawnSync } from 'node:child_process';
import { root } from './build.mjs';

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

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: `${root}/e2e`,
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
