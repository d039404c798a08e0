import type {
  Language,
  LotteryCampaignView,
  LotteryView,
  PrizeStatus,
  WonPrizeView,
} from '@points/contracts';
import type { Database } from '../../db/database';
import { fromJsonRows, jsonRows, run, sql } from '../../db/statement';
import { inLanguage } from '../texts/localized';
import { jsonParts, type JsonPart } from '../page-cache/json-bytes';
import { sameValues } from '../page-cache/player-pages';
import { proofSummary } from '../draws/proof-summary';
import { lotteryCommitted } from './lottery-commitment';
import { isOpenForEntry, lotteryState } from './lottery-eligibility';
import { balanceChangesAt, balanceOf, type Ledger } from '../points/ledger';
import { SHARED_FACTS, type PlayerFacts } from '../users/player-facts';
import {
  isAnnounced,
  type Lottery,
  type LotteryCampaign,
  type LotteryTexts,
  type Prize,
} from './lottery-catalogue';

/** A winner's row, as the player's own views need it. */
export interface WinRow {
  lottery_id: string;
  slot: number;
  prize_position: number;
  ticket: string;
  status: 'pending' | 'address_confirmed' | 'shipped' | 'delivered' | 'delivery_failed';
  confirmed_at: Date | null;
  shipped_at: Date | null;
}

/** A visitor, or a signed-in player with their balance, entries and wins. */
export type LotteryViewer =
  | { signedIn: false }
  | {
      signedIn: true;
      userId: string;
      balance: number;
      entries: Map<string, number>;
      wins: Map<string, WinRow>;
    };

/** The spend limit's scope that counts a player's entries in a lottery. */
export const entryScope = (lotteryId: string) => `lottery:${lotteryId}`;

/** What the views of lotteries need beyond the catalogue. */
export interface LotteryFacts {
  viewer: LotteryViewer;
  totals: Map<string, number>;
  /** The winning tickets of the lotteries whose result is announced. */
  winningTickets: Map<string, number[]>;
}

interface FactsKey {
  lotteryIds: string[];
  announcedIds: string[];
  /** The facts' kind in player-facts.ts: the lotteries, and which of them are announced. */
  key: string;
}

/**
 * The last key worked out for a list of lotteries (the same array while the catalogue is), so
 * that a page does not join every lottery's id twice per request: written again only when the
 * lotteries announced at `now` are not those of last time.
 */
const factsKeys = new WeakMap<readonly Lottery[], FactsKey>();

function factsKeyOf(lotteries: readonly Lottery[], now: Date): FactsKey {
  const announcedIds = lotteries.filter((l) => isAnnounced(l, now)).map((l) => l.id);
  const kept = factsKeys.get(lotteries);
  if (kept && sameValues(kept.announcedIds, announcedIds)) return kept;
  const lotteryIds = kept?.lotteryIds ?? lotteries.map((lottery) => lottery.id);
  const made = { lotteryIds, announcedIds, key: `lottery|${lotteryIds}|${announcedIds}` };
  factsKeys.set(lotteries, made);
  return made;
}

/** Loads the facts for `lotteries`: totals, announced winners and, signed in, the player's own. */
export async function loadLotteryFacts(
  deps: { db: Database; ledger: Ledger; facts?: PlayerFacts | undefined },
  request: { userId: string | null; lotteries: readonly Lottery[]; now: Date },
): Promise<LotteryFacts> {
  const { db } = deps;
  const { userId, now } = request;
  const { lotteryIds, announcedIds, key } = factsKeyOf(request.lotteries, now);
  const readShared = async () => {
    const [totals, winners] = await Promise.all([
      run<{ lottery_id: string; entries: string }>(
        db,
        sql`SELECT lottery_id, sum(entries)::text AS entries FROM lottery_entry_totals
             WHERE lottery_id = ANY(${lotteryIds}::text[]) GROUP BY lottery_id`,
      ),
      announcedIds.length === 0
        ? { rows: [] }
        : run<{ lottery_id: string; tickets: string[] }>(
            db,
            sql`SELECT lottery_id, array_agg(ticket::text ORDER BY slot) AS tickets
                  FROM lottery_winners WHERE lottery_id = ANY(${announcedIds}::text[])
                 GROUP BY lottery_id`,
          ),
    ]);
    return {
      value: {
        totals: new Map(totals.rows.map((row) => [row.lottery_id, Number(row.entries)])),
        winningTickets: new Map(
          winners.rows.map((row) => [row.lottery_id, row.tickets.map(Number)] as const),
        ),
      },
    };
  };
  // The totals and the announced winners are the same for everyone: kept like a player's facts
  // and forgotten at every entry (`SHARED_FACTS`), at a draw and at an operator's write.
  const shared = deps.facts
    ? deps.facts.get(SHARED_FACTS, key, now, readShared)
    : readShared().then((fresh) => fresh.value);
  if (!userId) return { viewer: { signedIn: false }, ...(await shared) };
  // The player's own facts in one statement: balance, entries and wins (kept per player while
  // they write nothing, when `facts` is given: player-facts.ts).
  const read = () => readOwnFacts(db, userId, lotteryIds, announcedIds, now);
  const own = deps.facts
    ? deps.facts.get(userId, key, now, read)
    : read().then((fresh) => fresh.value);
  const [facts, viewer] = await Promise.all([shared, own]);
  return { viewer, ...facts };
}

async function readOwnFacts(
  db: Database,
  userId: string,
  lotteryIds: string[],
  announcedIds: string[],
  now: Date,
) {
  const { rows } = await run<{
    balance: number;
    changes_at: number | null;
    entries: unknown;
    wins: unknown;
  }>(
    db,
    sql`SELECT ${balanceOf(userId, now)} AS balance,
               ${balanceChangesAt(userId, now)} AS changes_at,
               ${jsonRows(
                 sql`SELECT scope, used FROM spend_counters
                      WHERE user_id = ${userId} AND scope = ANY(${lotteryIds.map(entryScope)}::text[])`,
               )} AS entries,
               ${jsonRows(
                 sql`SELECT lottery_id, slot, prize_position, ticket::text, status, confirmed_at,
                            shipped_at
                       FROM lottery_winners
                      WHERE user_id = ${userId} AND lottery_id = ANY(${announcedIds}::text[])`,
               )} AS wins`,
  );
  const { balance, changes_at } = rows[0]!;
  const entries = fromJsonRows<{ scope: string; used: number }>(rows[0]!.entries);
  const wins = fromJsonRows<
    Omit<WinRow, 'confirmed_at' | 'shipped_at'> & {
      confirmed_at: string | null;
      shipped_at: string | null;
    }
  >(rows[0]!.wins).map((win): WinRow => ({
    ...win,
    confirmed_at: win.confirmed_at === null ? null : new Date(win.confirmed_at),
    shipped_at: win.shipped_at === null ? null : new Date(win.shipped_at),
  }));
  const viewer = {
    signedIn: true as const,
    userId,
    balance,
    entries: new Map(entries.map((row) => [row.scope.slice('lottery:'.length), row.used])),
    wins: new Map(wins.map((row) => [row.lottery_id, row])),
  };
  return { value: viewer, validUntil: changes_at ?? undefined };
}

const NO_TEXTS: LotteryTexts = { name: '', description: '' };

export const lotteryTextsIn = (lottery: Pick<Lottery, 'texts'>, language: Language) =>
  inLanguage(lottery.texts, language) ?? NO_TEXTS;

export const prizeTextsIn = (prize: Prize, language: Language) =>
  inLanguage(prize.texts, language) ?? { name: '', details: '' };

/** What depends on the viewer in a lottery's view: their entries and the lottery's state for them. */
export type LotteryPlayerView = Pick<LotteryView, 'entry_count' | 'entries_left' | 'state'>;
/** What every viewer sees of a lottery, the same for all while its totals and winners are. */
export type LotterySharedView = Omit<LotteryView, keyof LotteryPlayerView>;

export function toLotterySharedView(
  lottery: Lottery,
  facts: Pick<LotteryFacts, 'totals' | 'winningTickets'>,
  language: Language,
  now: Date,
): LotterySharedView {
  const texts = lotteryTextsIn(lottery, language);
  return {
    id: lottery.id,
    campaign_id: lottery.campaignId,
    name: texts.name,
    description: texts.description,
    image: lottery.image,
    points_per_entry: lottery.pointsPerEntry,
    entry_limit: lottery.entryLimit,
    total_entries: facts.totals.get(lottery.id) ?? 0,
    entry_from: lottery.entryFrom.toISOString(),
    entry_to: lottery.entryTo.toISOString(),
    selection_at: lottery.selectionAt.toISOString(),
    result_from: lottery.resultFrom.toISOString(),
    result_to: lottery.resultTo.toISOString(),
    address_deadline: lottery.addressDeadline.toISOString(),
    prizes: lottery.prizes.map((prize) => {
      const prizeTexts = prizeTextsIn(prize, language);
      return {
        position: prize.position,
        name: prizeTexts.name,
        details: prizeTexts.details,
        image: prize.image,
        quantity: prize.quantity,
        delivery: prize.delivery,
        game: prize.game,
      };
    }),
    proof: proofSummary({
      committed: lotteryCommitted(lottery),
      commitment: lottery.commitment,
      made: lottery.draw,
      published: isAnnounced(lottery, now),
      winningTickets: facts.winningTickets.get(lottery.id) ?? [],
    }),
  };
}

export function toLotteryPlayerView(
  lottery: Lottery,
  viewer: LotteryViewer,
  now: Date,
): LotteryPlayerView {
  const entryCount = viewer.signedIn ? (viewer.entries.get(lottery.id) ?? 0) : 0;
  return {
    entry_count: entryCount,
    entries_left: viewer.signedIn ? Math.max(0, lottery.entryLimit - entryCount) : null,
    state: lotteryState(lottery, viewer, now),
  };
}

export function toLotteryView(
  lottery: Lottery,
  facts: LotteryFacts,
  language: Language,
  now: Date,
): LotteryView {
  return {
    ...toLotterySharedView(lottery, facts, language, now),
    ...toLotteryPlayerView(lottery, facts.viewer, now),
  };
}

/**
 * `JSON.stringify(view)` without its opening brace, written directly: a page writes one per
 * lottery per request, and the generic writer costs about ten times as much (numbers, null and
 * a state from a fixed list need no escaping).
 */
export function writeLotteryPlayerView(view: LotteryPlayerView): string {
  return `"entry_count":${view.entry_count},"entries_left":${view.entries_left},"state":"${view.state}"}`;
}

/** A lottery campaign without its lotteries: the same for every viewer. */
function toCampaignHeader(
  campaign: LotteryCampaign,
  lotteries: Lottery[],
  language: Language,
  now: Date,
): Omit<LotteryCampaignView, 'lotteries'> {
  const texts = inLanguage(campaign.texts, language) ?? NO_TEXTS;
  const times = (pick: (lottery: Lottery) => Date) => lotteries.map((l) => pick(l).getTime());
  return {
    id: campaign.id,
    name: texts.name,
    description: texts.description,
    image: campaign.image,
    // The first lottery's start (the moment of reading only for a campaign with none).
    entry_from: new Date(
      lotteries.length > 0 ? Math.min(...times((l) => l.entryFrom)) : now.getTime(),
    ).toISOString(),
    result_to: new Date(Math.max(...times((l) => l.resultTo), 0)).toISOString(),
    open: lotteries.some((lottery) => isOpenForEntry(lottery, now)),
  };
}

export function toCampaignView(
  campaign: LotteryCampaign,
  lotteries: Lottery[],
  facts: LotteryFacts,
  language: Language,
  now: Date,
): LotteryCampaignView {
  return {
    ...toCampaignHeader(campaign, lotteries, language, now),
    lotteries: lotteries.map((lottery) => toLotteryView(lottery, facts, language, now)),
  };
}

/**
 * The campaigns' list written once per language for every viewer (each campaign's header, each
 * lottery's shared part, as UTF-8 bytes), so that a page only joins each lottery to the viewer's
 * own part.
 */
export interface LotteryListPieces {
  campaigns: Array<{ header: Buffer; lotteries: Array<{ lottery: Lottery; shared: Buffer }> }>;
}

export function toLotteryListPieces(
  campaigns: Array<{ campaign: LotteryCampaign; lotteries: Lottery[] }>,
  facts: Pick<LotteryFacts, 'totals' | 'winningTickets'>,
  language: Language,
  now: Date,
): LotteryListPieces {
  const open = (view: object) => Buffer.from(JSON.stringify(view).slice(0, -1));
  return {
    campaigns: campaigns.map(({ campaign, lotteries }) => ({
      header: open(toCampaignHeader(campaign, lotteries, language, now)),
      lotteries: lotteries.map((lottery) => ({
        lottery,
        shared: open(toLotterySharedView(lottery, facts, language, now)),
      })),
    })),
  };
}

/** The list's campaigns as `viewer` sees them: the parts of `LotteryCampaignView[]`'s JSON. */
export function writeLotteryList(
  pieces: LotteryListPieces,
  viewer: LotteryViewer,
  now: Date,
): JsonPart[] {
  const parts = jsonParts();
  parts.add('[');
  pieces.campaigns.forEach(({ header, lotteries }, c) => {
    if (c > 0) parts.add(',');
    parts.add(header);
    parts.add(',"lotteries":[');
    lotteries.forEach(({ lottery, shared }, l) => {
      if (l > 0) parts.add(',');
      parts.add(shared);
      parts.add(`,${writeLotteryPlayerView(toLotteryPlayerView(lottery, viewer, now))}`);
    });
    parts.add(']}');
  });
  parts.add(']');
  return parts.done();
}

/** Where a won prize stands for its winner (SPEC.md §4). */
export function prizeStatus(
  lottery: Pick<Lottery, 'addressDeadline'> & {
    prizes: Array<Pick<Prize, 'position' | 'delivery'>>;
  },
  win: WinRow,
  now: Date,
): PrizeStatus {
  const prize = lottery.prizes.find((p) => p.position === win.prize_position);
  if (prize?.delivery === 'in_game') {
    if (win.status === 'delivered') return 'delivered';
    return win.status === 'delivery_failed' ? 'delivery_failed' : 'delivering';
  }
  if (win.status === 'shipped') return 'shipped';
  if (win.status === 'address_confirmed') return 'address_confirmed';
  return now >= lottery.addressDeadline ? 'address_missed' : 'address_needed';
}

export function toWonPrizeView(lottery: Lottery, win: WinRow, now: Date): WonPrizeView {
  return {
    prize_position: win.prize_position,
    ticket: Number(win.ticket),
    status: prizeStatus(lottery, win, now),
    confirmed_at: win.confirmed_at?.toISOString() ?? null,
    shipped_at: win.shipped_at?.toISOString() ?? null,
  };
}
