import { LANGUAGES, type Language, type PrizeDelivery } from '@points/contracts';
import type { Queryable } from '../db/database';
import { run, sql } from '../db/statement';
import {
  commitmentOf,
  seedHashOf,
  drawWinners,
  newSeed,
  pseudonymOf,
  ticketListHash,
} from '../modules/draws/draw';
import { lotteryDrawHandler } from '../modules/lottery/draw-job';
import { lotteryCommitted } from '../modules/lottery/lottery-commitment';
import { lotteryEntryPlan } from '../modules/lottery/enter-lottery';
import type { Lottery } from '../modules/lottery/lottery-catalogue';
import { saveLottery, saveLotteryCampaign } from '../modules/lottery/save-lottery';
import { numberLotteryTickets } from '../modules/lottery/ticket-numbers';
import type { Answer } from '../modules/idempotency/run-idempotent';
import { spend } from '../modules/spending/spend';
import allTexts from './lotteries-texts.json';

type Texts = Record<string, { name: string; description: string }>;
interface LanguageTexts {
  campaigns: Texts;
  lotteries: Texts;
  prizes: Record<string, { name: string; details: string }>;
}
const TEXTS = allTexts as Record<Language, LanguageTexts>;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const byLanguage = <T>(pick: (texts: LanguageTexts) => T) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, pick(TEXTS[language])]));

interface DemoLottery {
  id: string;
  campaign: string;
  pointsPerEntry: number;
  entryLimit: number;
  /** Days from the seed's time. */
  entryFrom: number;
  entryTo: number;
  selection: number;
  resultFrom: number;
  resultTo: number;
  deadline: number;
  prize: { quantity: number; delivery: PrizeDelivery; game?: string; gameItem?: string };
}

/** One open (shipped prize), one open with an in-game prize, one awaiting results, one drawn. */
const LOTTERIES: DemoLottery[] = [
  {
    id: 'signed-ball',
    campaign: 'winter-giveaway',
    pointsPerEntry: 50,
    entryLimit: 10,
    entryFrom: -3,
    entryTo: 30,
    selection: 30.5,
    resultFrom: 31,
    resultTo: 60,
    deadline: 45,
    prize: { quantity: 3, delivery: 'shipped' },
  },
  {
    id: 'coin-chest',
    campaign: 'winter-giveaway',
    pointsPerEntry: 20,
    entryLimit: 20,
    entryFrom: -3,
    entryTo: 20,
    selection: 20.5,
    resultFrom: 21,
    resultTo: 50,
    deadline: 35,
    prize: { quantity: 5, delivery: 'in_game', game: 'efs', gameItem: 'coins-1000' },
  },
  {
    id: 'kit-bundle',
    campaign: 'stadium-draw',
    pointsPerEntry: 100,
    entryLimit: 5,
    entryFrom: -20,
    entryTo: -1,
    selection: 2,
    resultFrom: 3,
    resultTo: 30,
    deadline: 17,
    prize: { quantity: 2, delivery: 'shipped' },
  },
  {
    id: 'stadium-tour',
    campaign: 'stadium-draw',
    pointsPerEntry: 100,
    entryLimit: 5,
    entryFrom: -30,
    entryTo: -12,
    selection: -11,
    resultFrom: -10,
    resultTo: 40,
    deadline: 20,
    prize: { quantity: 1, delivery: 'shipped' },
  },
];

/** Who wins the drawn lottery (docs/features/lotteries.md lists the entries: history.ts makes them). */
const DEMO_WINNER = 'player-jp';

const at = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

function demoLottery(id: string): DemoLottery {
  const lottery = LOTTERIES.find((candidate) => candidate.id === id);
  if (!lottery) throw new Error(`no demo lottery ${id}`);
  return lottery;
}

/** A demo lottery's dates that texts name. */
export function demoLotteryDates(now: Date, id: string) {
  return { addressDeadline: new Date(at(now, demoLottery(id).deadline)) };
}

/** The demo's lottery campaigns and their lotteries. A lottery already there is left as it is. */
export async function seedDemoLotteries(tx: Queryable, now: Date): Promise<void> {
  for (const campaign of ['winter-giveaway', 'stadium-draw']) {
    await saveLotteryCampaign(tx, {
      id: campaign,
      sort_order: campaign === 'winter-giveaway' ? 0 : 1,
      published: true,
      image: `/content/lotteries/${campaign}.svg`,
      texts: byLanguage((t) => t.campaigns[campaign]!),
    });
  }
  const { rows } = await run<{ id: string }>(tx, sql`SELECT id FROM lotteries`);
  const existing = new Set(rows.map((row) => row.id));
  for (const [index, lottery] of LOTTERIES.entries()) {
    if (existing.has(lottery.id)) continue;
    await saveLottery(
      tx,
      {
        id: lottery.id,
        campaign_id: lottery.campaign,
        sort_order: index,
        points_per_entry: lottery.pointsPerEntry,
        entry_limit: lottery.entryLimit,
        entry_from: at(now, lottery.entryFrom),
        entry_to: at(now, lottery.entryTo),
        selection_at: at(now, lottery.selection),
        result_from: at(now, lottery.resultFrom),
        result_to: at(now, lottery.resultTo),
        address_deadline: at(now, lottery.deadline),
        image: `/content/lotteries/${lottery.id}.svg`,
        texts: byLanguage((t) => t.lotteries[lottery.id]!),
        prizes: [
          {
            quantity: lottery.prize.quantity,
            delivery: lottery.prize.delivery,
            game: lottery.prize.game ?? null,
            game_item: lottery.prize.gameItem ?? null,
            image: `/content/lotteries/${lottery.id}.svg`,
            texts: byLanguage((t) => t.prizes[`${lottery.id}/0`]!),
          },
        ],
      },
      now,
    );
  }
}

/** A player's entries, paid with points as a player pays them, at `entryAt`. */
export async function enterDemoLottery(
  tx: Queryable,
  entry: { userId: string; lotteryId: string; count: number; key: string; entryAt: Date },
): Promise<Answer> {
  const lottery = demoLottery(entry.lotteryId);
  return spend(
    tx,
    lotteryEntryPlan({
      userId: entry.userId,
      lottery: {
        id: lottery.id,
        pointsPerEntry: lottery.pointsPerEntry,
        entryLimit: lottery.entryLimit,
      } as Lottery,
      count: entry.count,
      call: { userId: entry.userId, key: entry.key, requestHash: entry.key },
      now: entry.entryAt,
    }),
  );
}

/** Draws the lotteries whose selection is past, once their entries are in. */
export async function drawDemoLotteries(
  tx: Queryable,
  userIds: Map<string, string>,
  now: Date,
): Promise<void> {
  for (const lottery of LOTTERIES) {
    if (lottery.selection < 0)
      await drawDemoLottery(tx, lottery.id, userIds.get(DEMO_WINNER)!, now);
  }
}

/**
 * Commits a seed that makes `winnerId` win (a demo needs a known winner, so unlike a real lottery
 * its seed is picked once the tickets are known, and its commitment follows), then runs the real
 * draw.
 */
async function drawDemoLottery(tx: Queryable, lotteryId: string, winnerId: string, now: Date) {
  const { rows } = await run<{ pseudonym_salt: string }>(
    tx,
    sql`SELECT pseudonym_salt FROM lotteries WHERE id = ${lotteryId}`,
  );
  const salt = rows[0]!.pseudonym_salt;
  // The numbers the draw will give them (it numbers them the same way again, writing nothing).
  await run(tx, numberLotteryTickets(lotteryId));
  const tickets = await run<{ number: string; user_id: string }>(
    tx,
    sql`SELECT number::text, user_id FROM lottery_tickets WHERE lottery_id = ${lotteryId} ORDER BY seq`,
  );
  const list = tickets.rows.map((row) => ({
    number: Number(row.number),
    holder: pseudonymOf(salt, row.user_id),
  }));
  const listHash = ticketListHash(list);
  const winner = pseudonymOf(salt, winnerId);
  let seed = newSeed();
  while (
    drawWinners({ seed, listHash, tickets: list, prizes: [{ position: 0, quantity: 1 }] })[0]
      ?.holder !== winner
  ) {
    seed = newSeed();
  }
  const saved = await run<{ entry_from: Date; entry_to: Date; quantities: number[] }>(
    tx,
    sql`SELECT entry_from, entry_to,
               ARRAY(SELECT quantity FROM lottery_prizes WHERE lottery_id = l.id
                      ORDER BY position) AS quantities
          FROM lotteries l WHERE id = ${lotteryId}`,
  );
  const { entry_from, entry_to, quantities } = saved.rows[0]!;
  const seedHash = seedHashOf(seed);
  const commitment = commitmentOf(
    lotteryCommitted({
      id: lotteryId,
      seedHash,
      prizes: quantities.map((quantity, position) => ({ position, quantity })),
      entryFrom: entry_from,
      entryTo: entry_to,
    }),
  );
  await run(
    tx,
    sql`UPDATE lotteries SET seed = ${seed}, seed_hash = ${seedHash}, commitment = ${commitment}
         WHERE id = ${lotteryId}`,
  );
  const drawAt = new Date(now.getTime() + demoLottery(lotteryId).selection * DAY_MS + HOUR_MS);
  await lotteryDrawHandler().run(
    {
      id: `lottery-draw:${lotteryId}`,
      kind: 'lottery-draw',
      reference: null,
      payload: { lottery_id: lotteryId },
      attempts: 1,
      runAt: drawAt,
    },
    { now: drawAt, finalAttempt: false, tx },
  );
  await run(
    tx,
    sql`UPDATE jobs SET status = 'done', finished_at = ${now} WHERE id = ${`lottery-draw:${lotteryId}`}`,
  );
}
