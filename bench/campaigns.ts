// `npm run bench -- campaigns`: earning over HTTP on PostgreSQL, all in one run on this machine:
// claims per second by distinct players beside pgbench's TPC-B-like rate (and at half of it,
// arriving steadily, beside pgbench at that rate), and GET /campaign-measure
// of the demo's ten campaigns (as a visitor and signed in) beside a bare Fastify hello-world, each
// in rounds right beside its baseline.
import { randomUUID } from 'node:crypto';
import { createPostgresDatabase } from '../apps/api/src/db/database';
import { seedDemoCampaigns } from '../apps/api/src/demo/campaigns';
import { saveCampaign } from '../apps/api/src/modules/campaigns/save-campaign';
import { describeStatuses, sumStatuses } from './answers.mjs';
import { closedLoop, median, signedInRps, spread, startApiNode, type ApiNode } from './api-node';
import type { OpenLoopRequest } from './open-loop';
import { createPgbench, postgresBenchReady } from './postgres';
import { fixed, freePort, measureRps, startProcess, table, waitForOk } from './lib.mjs';
import { spendReport, spendRounds, steadyAt } from './spends';

const seconds = Number(process.env.BENCH_CAMPAIGN_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const players = Number(process.env.BENCH_PLAYERS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** Campaigns each player can claim once: players × campaigns claims before any repeats. */
const campaigns = Number(process.env.BENCH_CAMPAIGNS ?? 8);

const DAY_MS = 86_400_000;
const campaignId = (n: number) => `bench-claim-${n}`;

/** The demo campaigns, and the claim campaigns under load (unpublished before the list is measured). */
async function seed(url: string): Promise<void> {
  const db = createPostgresDatabase(url, { poolSize: 1 });
  try {
    const now = Date.now();
    await db.transaction(async (tx) => {
      await seedDemoCampaigns(tx, new Date(now));
      for (let n = 0; n < campaigns; n++) {
        await saveCampaign(tx, {
          id: campaignId(n),
          kind: 'claim',
          sort_order: 1000 + n,
          published: true,
          starts_at: new Date(now - DAY_MS).toISOString(),
          ends_at: new Date(now + 30 * DAY_MS).toISOString(),
          repeat: 'none',
          barred_account_countries: [],
          barred_game_countries: [],
          linked_rule: 'none',
          linked_games: [],
          reward_points: 10,
          reward_expiry_days: 30,
          goal: null,
          image: '/content/campaigns/welcome.svg',
          texts: { en: { name: `Bench ${n}`, summary: '', description: 'Points.', rules: '' } },
        });
      }
    });
  } finally {
    await db.close();
  }
}

/** The demo's published campaigns (seedDemoCampaigns): what the list measured shows. */
const DEMO_COUNT = 10;

async function setBenchCampaignsPublished(url: string, published: boolean): Promise<void> {
  const db = createPostgresDatabase(url, { poolSize: 1 });
  try {
    await db.query(`UPDATE campaigns SET published = $1 WHERE id LIKE 'bench-claim-%'`, [
      published,
    ]);
  } finally {
    await db.close();
  }
}

/** Waits until the node's list has caught up with the catalogue (CONTENT_REFRESH_MS). */
async function waitForListOf(url: string, count: number): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const body = (await (await fetch(url)).json()) as { data: { campaigns: unknown[] } };
    if (body.data.campaigns.length === count) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the campaign list never showed ${count} campaigns`);
}

/** Claim `index`: each by a player who has not claimed that campaign yet. */
function claimRequest(tokens: string[], index: number): OpenLoopRequest {
  const player = index % tokens.length;
  const campaign = Math.floor(index / tokens.length) % campaigns;
  return {
    method: 'POST',
    path: '/api/v1/campaign-measure-check',
    headers: {
      authorization: `Bearer ${tokens[player]}`,
      'idempotency-key': randomUUID(),
      'content-type': 'application/json',
    },
    body: JSON.stringify({ campaign_measure_id: campaignId(campaign) }),
  };
}

/** Claims as fast as the API takes them. */
async function claimLoad(
  base: string,
  tokens: string[],
  next: { index: number },
  duration: number,
) {
  const start = next.index;
  const run = await closedLoop(base, (index) => claimRequest(tokens, start + index), {
    connections,
    seconds: duration,
    // Claims prepared beforehand (wrk) go no further than the players and campaigns allow.
    maxRequests: Math.max(1, tokens.length * campaigns - start),
  });
  next.index += run.sent;
  return run;
}

export async function runCampaignsBench(): Promise<void> {
  if (!(await postgresBenchReady('Campaigns', { build: true }))) return;
  let pgbench: Awaited<ReturnType<typeof createPgbench>> | undefined;
  let node: ApiNode | undefined;
  let hello: ReturnType<typeof startProcess> | undefined;
  try {
    pgbench = await createPgbench();
    const next = { index: 0 };
    node = await startApiNode('campaigns', {
      players,
      seed,
      warmUp: (base, tokens) => claimLoad(base, tokens, next, 2),
    });
    const helloPort = await freePort();
    hello = startProcess(process.execPath, ['bench/hello-fastify.mjs'], {
      env: { PORT: String(helloPort) },
    });
    const helloUrl = `http://127.0.0.1:${helloPort}/`;
    await waitForOk(helloUrl);
    const list = `${node.base}/api/v1/campaign-measure?lang=en`;

    const api = node;
    const claims = await spendRounds({
      label: 'POST /campaign-measure-check',
      rounds,
      seconds,
      pgbench,
      maximum: () => claimLoad(api.base, api.tokens, next, seconds),
      half: steadyAt({
        base: api.base,
        seconds,
        connections,
        request: () => claimRequest(api.tokens, next.index++),
      }),
    });
    type Run = { rps: number; statuses: Record<number, number> };
    const helloRuns: Run[] = [];
    const visitorRuns: Run[] = [];
    const signedRuns: Run[] = [];
    const capacity = players * campaigns;
    // The list as players see it: the demo's campaigns, without the ones claims were loaded on.
    await setBenchCampaignsPublished(node.url, false);
    await waitForListOf(list, DEMO_COUNT);
    for (let round = 0; round < rounds; round++) {
      helloRuns.push(await measureRps(helloUrl, { duration: seconds, connections }));
      visitorRuns.push(await measureRps(list, { duration: seconds, connections }));
      signedRuns.push(await signedInRps(list, node.tokens, { seconds, connections }));
    }
    const visitorRatios = visitorRuns.map((run, i) => run.rps / helloRuns[i]!.rps);
    const signedRatios = signedRuns.map((run, i) => run.rps / helloRuns[i]!.rps);

    console.log(
      `\nCampaigns: ${rounds} rounds of ${seconds} s, ${connections} connections, ${players} players × ` +
        `${campaigns} claim campaigns (${next.index} of ${capacity} claims used), PostgreSQL; claims round by round, ` +
        `then medians with ratio ranges in brackets\n`,
    );
    const report = spendReport(claims);
    console.log(report.table);
    console.log('');
    console.log(
      table([
        ['workload', 'per second', 'answers (status × count)', 'ratio'],
        [
          'bare Fastify hello-world',
          fixed(median(helloRuns.map((run) => run.rps))),
          describeStatuses(sumStatuses(helloRuns)),
          '1.00 (of hello)',
        ],
        [
          'GET /campaign-measure, visitor',
          fixed(median(visitorRuns.map((run) => run.rps))),
          describeStatuses(sumStatuses(visitorRuns)),
          `${fixed(median(visitorRatios), 2)}${spread(visitorRatios)} of hello`,
        ],
        [
          'GET /campaign-measure, signed in',
          fixed(median(signedRuns.map((run) => run.rps))),
          describeStatuses(sumStatuses(signedRuns)),
          `${fixed(median(signedRatios), 2)}${spread(signedRatios)} of hello`,
        ],
      ]),
    );
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `\naims: ${report.aim}; ` +
        `visitor list ≥ 40% of hello-world: ${met(median(visitorRatios) >= 0.4)}` +
        (next.index > capacity
          ? ' (claims ran out of new player-campaign pairs: raise BENCH_CAMPAIGNS)'
          : ''),
    );
  } finally {
    await hello?.stop();
    await node?.stop();
    await pgbench?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runCampaignsBench();
}
