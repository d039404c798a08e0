// `npm run bench -- lighthouse`: Lighthouse's mobile profile (a mid-range phone on slow 4G,
// simulated) in headless Chromium on home, news, a news page, the games-store landing, contact and
// error, each page LIGHTHOUSE_RUNS times (default 2). Per run it prints the performance and
// accessibility scores, LCP, TBT, CLS and the JavaScript the page loaded (gzipped, and how many
// files); per page whether each aim was met in every run. A run whose page did not load (a
// Lighthouse runtime error, or no performance score) is printed as FAILED with the reason, never
// as a figure, and makes the bench exit non-zero; so does a missed aim.
//
// A/B: BENCH_LIGHTHOUSE_AB=<git ref or built SPA folder> serves that baseline's SPA beside this
// checkout's (two sites, the same server build and demo content) and measures both in turn, page
// by page in the same Chromium, the order alternating per round; it prints both builds' figures
// and the ratio of their medians (this build / baseline), so a change is judged against a
// baseline that met the same machine. The aims are checked on this build.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { baselineDist } from './lighthouse-baseline';
import { startSite, table } from './lib.mjs';

const PAGES = ['/', '/news', '/news/n-winter-cup-pack', '/general', '/contact', '/error?code=404'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 2));
/** LIGHTHOUSE_PAGES=/,/news measures only those pages (while iterating). */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
/** LIGHTHOUSE_SAVE=<folder> writes each run's full Lighthouse report there (JSON), to study. */
const SAVE = process.env.LIGHTHOUSE_SAVE;
/** BENCH_LIGHTHOUSE_AB=<git ref or dist folder>: the baseline to measure this build against. */
const AB = process.env.BENCH_LIGHTHOUSE_AB;

type Build = 'baseline' | 'this build';

/** The aims of issue 28 §5, each checked on every page in every run. */
const AIMS = {
  performance: 95,
  accessibility: 100,
  initialJsKb: 120,
  lcpMs: 2_500,
  tbtMs: 200,
  cls: 0.1,
};

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

interface Run {
  page: string;
  build: Build;
  /** Why the page did not load; undefined when it did. */
  failure?: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  jsFiles: number;
  /** Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`). */
  hostIndex: number;
}

const gzippedSizes = new Map<string, number>();

/** The script's size as gzip -9 would serve it (the server's compression may differ per run). */
async function gzippedSize(url: string): Promise<number> {
  const known = gzippedSizes.get(url);
  if (known !== undefined) return known;
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const size = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  gzippedSizes.set(url, size);
  return size;
}

async function measure(port: number, baseUrl: string, page: string, build: Build): Promise<Run> {
  const result = await lighthouse(`${baseUrl}${page}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Lighthouse's default is the mobile profile: a mid-range phone on a slow 4G network.
    formFactor: 'mobile',
  });
  const empty = {
    performance: 0,
    accessibility: 0,
    lcpMs: 0,
    tbtMs: 0,
    cls: 0,
    jsKb: 0,
    hostIndex: Number.NaN,
  };
  if (!result) return { page, build, failure: 'Lighthouse gave no result', ...empty, jsFiles: 0 };
  const { lhr } = result;
  if (SAVE) {
    mkdirSync(SAVE, { recursive: true });
    const name = `${build === 'baseline' ? 'baseline' : 'this'}${page.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`;
    writeFileSync(path.join(SAVE, name), JSON.stringify(lhr));
  }
  const performance = lhr.categories.performance?.score;
  const accessibility = lhr.categories.accessibility?.score;
  if (lhr.runtimeError || typeof performance !== 'number' || typeof accessibility !== 'number') {
    const reason = lhr.runtimeError
      ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
      : 'no score';
    return { page, build, failure: reason, ...empty, jsFiles: 0 };
  }
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })
    ?.items ?? []) as NetworkRequest[];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const sizes = await Promise.all(scripts.map((script) => gzippedSize(script.url)));
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    build,
    performance: Math.round(performance * 100),
    accessibility: Math.round(accessibility * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: sizes.reduce((sum, size) => sum + size, 0) / 1024,
    jsFiles: scripts.length,
    hostIndex: lhr.environment.benchmarkIndex,
  };
}

/** The aims a run missed, by name; a failed run misses them all. */
function missed(run: Run): string[] {
  if (run.failure) return ['loaded'];
  const misses: string[] = [];
  if (!(run.performance >= AIMS.performance)) misses.push('performance');
  if (!(run.accessibility >= AIMS.accessibility)) misses.push('accessibility');
  if (!(run.lcpMs < AIMS.lcpMs)) misses.push('LCP');
  if (!(run.tbtMs < AIMS.tbtMs)) misses.push('TBT');
  if (!(run.cls <= AIMS.cls)) misses.push('CLS');
  if (!(run.jsKb <= AIMS.initialJsKb)) misses.push('JS');
  return misses;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const range = (values: number[], format: (value: number) => string) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? format(low) : `${format(low)}–${format(high)}`;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The figures of a page's loaded runs, as ranges over the runs. */
function ranges(loaded: Run[]) {
  return {
    performance: range(
      loaded.map((run) => run.performance),
      String,
    ),
    lcp: range(
      loaded.map((run) => run.lcpMs),
      seconds,
    ),
    tbt: range(
      loaded.map((run) => run.tbtMs),
      (ms) => `${Math.round(ms)} ms`,
    ),
    cls: range(
      loaded.map((run) => run.cls),
      (cls) => cls.toFixed(3),
    ),
    js: range(
      loaded.map((run) => run.jsKb),
      (kb) => kb.toFixed(1),
    ),
  };
}

/** The SPA is built and precompressed before any site starts, so no run meets a file unzipped. */
function buildSite(): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('scripts/build.mjs failed');
}

export async function runLighthouseBench(): Promise<void> {
  const pages = ONLY ?? PAGES;
  buildSite();
  const baseline = AB ? baselineDist(AB) : undefined;
  const chromePath = findChromium();
  if (!chromePath) throw new Error('no chromium on the PATH (or CHROMIUM_PATH)');
  const sites: { build: Build; site: Awaited<ReturnType<typeof startSite>> }[] = [];
  const runs: Run[] = [];
  try {
    sites.push({ build: 'this build', site: await startSite() });
    if (baseline) {
      sites.push({ build: 'baseline', site: await startSite({ WEB_DIST: baseline.dist }) });
    }
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      // Rounds over all pages rather than one page N times in a row, so that a passing disturbance
      // on the machine does not land on every run of the same page; in A/B, each page's two builds
      // one after the other, the first of them alternating per round.
      for (let round = 0; round < RUNS; round++) {
        for (const page of pages) {
          const order = round % 2 === 0 ? sites : [...sites].reverse();
          for (const { build, site } of order) {
            runs.push(await measure(chrome.port, site.publicUrl, page, build));
          }
        }
      }
    } finally {
      chrome.kill();
    }
  } finally {
    for (const { site } of sites) await site.stop();
  }

  const builds = sites.map(({ build }) => build);
  const runRows = [
    [
      'page',
      ...(baseline ? ['build'] : []),
      'run',
      'perf',
      'a11y',
      'LCP',
      'TBT',
      'CLS',
      'JS (gzip)',
      'missed',
    ],
  ];
  pages.forEach((page) => {
    for (const build of builds) {
      runs
        .filter((run) => run.page === page && run.build === build)
        .forEach((run, index) => {
          const lead = [page, ...(baseline ? [build] : []), String(index + 1)];
          runRows.push(
            run.failure
              ? [...lead, 'FAILED', '-', '-', '-', '-', '-', run.failure]
              : [
                  ...lead,
                  String(run.performance),
                  String(run.accessibility),
                  seconds(run.lcpMs),
                  `${Math.round(run.tbtMs)} ms`,
                  run.cls.toFixed(3),
                  `${run.jsKb.toFixed(1)} KB in ${run.jsFiles} files`,
                  build === 'this build' ? missed(run).join(', ') || '-' : '',
                ],
          );
        });
    }
  });

  // The aims are this build's; the baseline's runs are there to compare with.
  const summaryRows = [['page', 'perf', 'LCP', 'TBT', 'CLS', 'JS KB (gzip)', 'aims']];
  let allMet = true;
  let anyFailed = false;
  for (const page of pages) {
    const own = runs.filter((run) => run.page === page && run.build === 'this build');
    const loaded = own.filter((run) => !run.failure);
    const misses = [...new Set(own.flatMap(missed))];
    anyFailed ||= loaded.length < own.length;
    allMet &&= misses.length === 0;
    if (loaded.length === 0) {
      summaryRows.push([page, 'FAILED', '-', '-', '-', '-', 'NOT met: did not load']);
      continue;
    }
    const figures = ranges(loaded);
    summaryRows.push([
      page,
      figures.performance,
      figures.lcp,
      figures.tbt,
      figures.cls,
      figures.js,
      misses.length === 0
        ? 'met'
        : `NOT met: ${misses.map((miss) => (miss === 'loaded' ? 'a run did not load' : miss)).join(', ')}`,
    ]);
  }

  console.log(
    `\nLighthouse (mobile profile: simulated slow 4G, 4x CPU slowdown), headless Chromium, ${RUNS} runs per page` +
      (baseline ? ` and build; baseline ${baseline.label}` : '') +
      '\n',
  );
  console.log(table(runRows));
  // The 4x slowdown turns a high-end desktop (benchmark index 1500–2000) into a mid-tier phone;
  // on a slower host the same page scores lower (Lighthouse's docs/throttling.md), so figures
  // from two machines compare only beside their index.
  const indexes = runs.map((run) => run.hostIndex).filter((index) => Number.isFinite(index));
  if (indexes.length > 0) {
    console.log(
      `host CPU (Lighthouse benchmark index, median of the runs): ${Math.round(median(indexes))}` +
        ' (the 4x slowdown assumes 1500–2000)\n',
    );
  }

  if (baseline) {
    const abRows = [
      [
        'page',
        'perf: baseline → this',
        'ratio',
        'LCP: baseline → this',
        'ratio',
        'TBT: baseline → this',
        'ratio',
        'JS KB: baseline → this',
      ],
    ];
    for (const page of pages) {
      const loaded = (build: Build) =>
        runs.filter((run) => run.page === page && run.build === build && !run.failure);
      const before = loaded('baseline');
      const after = loaded('this build');
      if (before.length === 0 || after.length === 0) {
        abRows.push([page, 'a build did not load: no comparison', '', '', '', '', '', '']);
        continue;
      }
      const [a, b] = [ranges(before), ranges(after)];
      const ratio = (pick: (run: Run) => number) => {
        const base = median(before.map(pick));
        return base === 0 ? '-' : (median(after.map(pick)) / base).toFixed(2);
      };
      abRows.push([
        page,
        `${a.performance} → ${b.performance}`,
        ratio((run) => run.performance),
        `${a.lcp} → ${b.lcp}`,
        ratio((run) => run.lcpMs),
        `${a.tbt} → ${b.tbt}`,
        ratio((run) => run.tbtMs),
        `${a.js} → ${b.js}`,
      ]);
    }
    console.log(
      `\nA/B, measured in turn in this run (ratio: median of this build / median of the baseline):\n`,
    );
    console.log(table(abRows));
  }

  console.log(`\nper page, over all runs${baseline ? ' of this build' : ''}:\n`);
  console.log(table(summaryRows));
  console.log(
    `\naims, every page in every run: performance ≥ ${AIMS.performance}, accessibility ${AIMS.accessibility}, ` +
      `LCP < ${seconds(AIMS.lcpMs)}, TBT < ${AIMS.tbtMs} ms, CLS ≤ ${AIMS.cls}, JavaScript ≤ ${AIMS.initialJsKb} KB gzipped: ` +
      `${allMet ? 'met' : 'NOT met'}`,
  );
  if (anyFailed) {
    console.error('\na page did not load in at least one run: no figure for it counts');
  }
  if (anyFailed || !allMet) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runLighthouseBench();
}
