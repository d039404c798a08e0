// `npm test`: the type check and the lint at the same time (each is one single-threaded process,
// so on two cores they take the time of the longer one), then the unit suites, then the browser
// suite. The first step that fails stops the run with its exit code. The two checks' outputs are
// printed one after the other once both have finished, so they never interleave.
import { spawn } from 'node:child_process';
import { root } from './build.mjs';

/** Runs an npm script; with `capture`, answers its output instead of printing it as it comes. */
function npmRun(script, { capture = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: root,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    });
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code) =>
      resolve({ script, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

function report({ script, code, seconds }) {
  console.log(
    `── npm run ${script}: ${code === 0 ? 'passed' : `failed (${code})`} in ${seconds.toFixed(0)} s`,
  );
}

const checks = await Promise.all(
  ['typecheck', 'lint'].map((script) => npmRun(script, { capture: true })),
);
for (const check of checks) {
  console.log(`── npm run ${check.script}`);
  process.stdout.write(check.output);
  report(check);
}
const failed = checks.find((check) => check.code !== 0);
if (failed) process.exit(failed.code);

for (const script of ['test:unit', 'test:e2e']) {
  const result = await npmRun(script);
  report(result);
  if (result.code !== 0) process.exit(result.code);
}
