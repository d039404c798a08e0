// `npm run bench -- lighthouse`: Lighthouse with mobile settings in headless Chromium on home,
// news, a news detail, the games-store landing, contact and error, printing the performance, accessibility and best-practices scores, and the
// gzipped size of the JavaScript each page loads before it is usable.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium';
import { startSite, table } from './lib.mjs';

const PAGES = ['/', '/news', '/news/n-winter-cup-pack', '/general', '/contact', '/error?code=404'];
const AIMS = { performance: 95, accessibility: 100, initialJsKb: 120, cls: 0 };
/** Where each aim applies: performance on the home page and the pages without content, the
 * first-paint JavaScript budget on pages that load no content (content pages add their query
 * and schema code after the first paint); accessibility and CLS everywhere. */
const PERFORMANCE_AIM_PAGES = new Set(['/', '/contact', '/error?code=404']);
const JS_BUDGET_PAGES = new Set(['/contact', '/error?code=404']);

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
  const site = await startSite();
  const chromePath = findChromium();
  if (!chromePath) throw new Error('no chromium on the PATH (or CHROMIUM_PATH)');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
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
      const url = `${site.publicUrl}${page}`;
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
        (!PERFORMANCE_AIM_PAGES.has(page) || score('performance') >= AIMS.performance) &&
        score('accessibility') >= AIMS.accessibility &&
        (!JS_BUDGET_PAGES.has(page) || jsKb <= AIMS.initialJsKb) &&
        (lhr.audits['cumulative-layout-shift']?.numericValue ?? 1) <= AIMS.cls;
    }
    console.log(
      '\nLighthouse (mobile profile, simulated slow 4G and 4x CPU slowdown), headless Chromium\n',
    );
    console.log(table(rows));
    console.log(
      `\naims: performance ≥ ${AIMS.performance} on home, contact and error; accessibility ${AIMS.accessibility} and CLS ${AIMS.cls} everywhere; ` +
        `initial JS ≤ ${AIMS.initialJsKb} KB gzipped on contact and error: ${met ? 'met' : 'NOT met'}`,
    );
  } finally {
    chrome.kill();
    await site.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runLighthouseBench();
}
