// `npm run bench -- lighthouse`: Lighthouse with mobile settings in headless Chromium on home,
// contact and error, printing the performance, accessibility and best-practices scores, and the
// gzipped size of the JavaScript each page loads before it is usable.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, startProcess, table, waitForOk } from './lib.mjs';

const PAGES = ['/', '/contact', '/error?code=404'];
const AIMS = { performance: 95, accessibility: 100, initialJsKb: 120 };

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execSync('command -v chromium || command -v chromium-browser', {
    encoding: 'utf8',
  }).trim();
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function gzippedSize(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

export async function runLighthouseBench(): Promise<void> {
  const port = await freePort();
  const idpPort = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'points-lighthouse-'));
  const site = startProcess('npm', ['start', '--silent'], {
    env: {
      PORT: String(port),
      IDP_PORT: String(idpPort),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    await waitForOk(`http://127.0.0.1:${port}/api/v1/health`);
    const rows: string[][] = [
      [
        'page',
        'performance',
        'accessibility',
        'best practices',
        'initial JS (gzip)',
        'LCP',
        'CLS',
        'TBT',
      ],
    ];
    let met = true;
    for (const page of PAGES) {
      const url = `http://localhost:${port}${page}`;
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // Lighthouse's default is the mobile profile: a mid-range phone on a slow 4G network.
        formFactor: 'mobile',
      });
      if (!result) throw new Error(`lighthouse gave no result for ${page}`);
      const { lhr } = result;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })
        ?.items ?? []) as NetworkRequest[];
      const scripts = requests.filter((request) => request.resourceType === 'Script');
      const sizes = await Promise.all(scripts.map((script) => gzippedSize(script.url)));
      const jsKb = sizes.reduce((sum, size) => sum + size, 0) / 1024;
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? '-';
      rows.push([
        page,
        String(score('performance')),
        String(score('accessibility')),
        String(score('best-practices')),
        `${jsKb.toFixed(1)} KB in ${scripts.length} files`,
        String(audit('largest-contentful-paint')),
        String(audit('cumulative-layout-shift')),
        String(audit('total-blocking-time')),
      ]);
      met &&=
        score('performance') >= AIMS.performance &&
        score('accessibility') >= AIMS.accessibility &&
        jsKb <= AIMS.initialJsKb;
    }
    console.log(
      '\nLighthouse (mobile profile, simulated slow 4G and 4x CPU slowdown), headless Chromium\n',
    );
    console.log(table(rows));
    console.log(
      `\naims: performance ≥ ${AIMS.performance}, accessibility ${AIMS.accessibility}, ` +
        `initial JS ≤ ${AIMS.initialJsKb} KB gzipped: ${met ? 'met' : 'NOT met'}`,
    );
  } finally {
    chrome.kill();
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runLighthouseBench();
}
