import type { PrizeDelivery } from '@points/contracts';
import type { Database } from '../../db/database';
import { revisionSnapshotOf, type RevisionSnapshot } from '../../db/revision-snapshot';
import { byIdOf, indexByCampaign } from '../../db/catalogue-index';
import type { Localized } from '../texts/localized';
import { madeDrawOf, type DrawColumns, type MadeDraw } from '../draws/proof-summary';

export interface LotteryTexts {
  name: string;
  description: string;
}

export interface PrizeTexts {
  name: string;
  details: string;
}

export interface LotteryCampaign {
  id: string;
  sortOrder: number;
  published: boolean;
  image: string;
  texts: Localized<LotteryTexts>;
}

export interface Prize {
  position: number;
  quantity: number;
  delivery: PrizeDelivery;
  /** An in-game prize's game (content id) and the item the platform delivers. */
  game: string | null;
  gameItem: string | null;
  image: string;
  texts: Localized<PrizeTexts>;
}

export interface Lottery {
  id: string;
  campaignId: string;
  sortOrder: number;
  pointsPerEntry: number;
  entryLimit: number;
  entryFrom: Date;
  entryTo: Date;
  selectionAt: Date;
  resultFrom: Date;
  resultTo: Date;
  addressDeadline: Date;
  image: string;
  texts: Localized<LotteryTexts>;
  /** SHA-256 of the secret seed, and the commitment binding it with the prizes and the period. */
  seedHash: string;
  commitment: string;
  prizes: Prize[];
  /** The draw, once made (its seed is revealed with the result: see `isAnnounced`). */
  draw: MadeDraw | null;
}

/** Every lottery campaign and lottery with its prizes and draw: small, the same for everyone. */
export interface LotteryCatalogue {
  revision: string;
  /** Published campaigns, in their order. */
  campaigns: LotteryCampaign[];
  campaignsById: Map<string, LotteryCampaign>;
  lotteriesByCampaign: Map<string, Lottery[]>;
  /** Lotteries of published campaigns. */
  lotteriesById: Map<string, Lottery>;
  /** The same lotteries as one list (one array while the catalogue is the same). */
  lotteries: Lottery[];
}

export type LotteryCatalogueStore = RevisionSnapshot<LotteryCatalogue>;

/** A lottery's row with its draw, as the catalogue and the console read it. */
export interface LotteryRow extends DrawColumns {
  id: string;
  campaign_id: string;
  sort_order: number;
  points_per_entry: number;
  entry_limit: number;
  entry_from: Date;
  entry_to: Date;
  selection_at: Date;
  result_from: Date;
  result_to: Date;
  address_deadline: Date;
  image: string;
  texts: Localized<LotteryTexts>;
  seed_hash: string;
  commitment: string;
}

export interface PrizeRow {
  lottery_id: string;
  position: number;
  quantity: number;
  delivery: PrizeDelivery;
  game: string | null;
  game_item: string | null;
  image: string;
  texts: Localized<PrizeTexts>;
}

async function loadLotteryCatalogue(db: Database): Promise<LotteryCatalogue> {
  const [revision, campaigns, lotteries, prizes] = await Promise.all([
    db.query<{ revision: string }>('SELECT revision::text AS revision FROM lottery_revision'),
    db.query<{
      id: string;
      sort_order: number;
      published: boolean;
      image: string;
      texts: Localized<LotteryTexts>;
    }>(
      `SELECT id, sort_order, published, image, texts FROM lottery_campaigns
        WHERE published ORDER BY sort_order, id`,
    ),
    // The seed is read only for a lottery already drawn: before, it stays in the database.
    db.query<LotteryRow>(
      `SELECT l.id, l.campaign_id, l.sort_order, l.points_per_entry, l.entry_limit, l.entry_from,
              l.entry_to, l.selection_at, l.result_from, l.result_to, l.address_deadline, l.image,
              l.texts, l.seed_hash, l.commitment,
              CASE WHEN d.lottery_id IS NOT NULL THEN l.seed END AS drawn_seed,
              d.ticket_list_hash, d.ticket_count, d.drawn_at
         FROM lotteries l
         JOIN lottery_campaigns c ON c.id = l.campaign_id AND c.published
         LEFT JOIN lottery_draws d ON d.lottery_id = l.id
        ORDER BY l.campaign_id, l.sort_order, l.id`,
    ),
    db.query<PrizeRow>(
      `SELECT lottery_id, position, quantity, delivery, game, game_item, image, texts
         FROM lottery_prizes ORDER BY lottery_id, position`,
    ),
  ]);
  const prizesByLottery = new Map<string, Prize[]>();
  for (const row of prizes.rows) {
    const list = prizesByLottery.get(row.lottery_id) ?? [];
    list.push({
      position: row.position,
      quantity: row.quantity,
      delivery: row.delivery,
      game: row.game,
      gameItem: row.game_item,
      image: row.image,
      texts: row.texts,
    });
    prizesByLottery.set(row.lottery_id, list);
  }
  const index = indexByCampaign(
    lotteries.rows.map((row): Lottery => ({
      id: row.id,
      campaignId: row.campaign_id,
      sortOrder: row.sort_order,
      pointsPerEntry: row.points_per_entry,
      entryLimit: row.entry_limit,
      entryFrom: row.entry_from,
      entryTo: row.entry_to,
      selectionAt: row.selection_at,
      resultFrom: row.result_from,
      resultTo: row.result_to,
      addressDeadline: row.address_deadline,
      image: row.image,
      texts: row.texts,
      seedHash: row.seed_hash,
      commitment: row.commitment,
      prizes: prizesByLottery.get(row.id) ?? [],
      draw: madeDrawOf(row),
    })),
  );
  const list: LotteryCampaign[] = campaigns.rows.map((row) => ({
    id: row.id,
    sortOrder: row.sort_order,
    published: row.published,
    image: row.image,
    texts: row.texts,
  }));
  return {
    revision: revision.rows[0]!.revision,
    campaigns: list,
    campaignsById: byIdOf(list),
    lotteriesByCampaign: index.byCampaign,
    lotteriesById: index.byId,
    lotteries: [...index.byId.values()],
  };
}

/** The lottery catalogue kept on each node, read again when `lottery_revision` moves. */
export const createLotteryCatalogueStore = revisionSnapshotOf(
  'lottery_revision',
  loadLotteryCatalogue,
);

/** Whether the result (and with it the seed and the winners) is public: drawn and announced. */
export const isAnnounced = (lottery: Lottery, now: Date): boolean =>
  lottery.draw !== null && now >= lottery.resultFrom;
