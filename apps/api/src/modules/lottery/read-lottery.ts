import type {
  ConsoleLottery,
  ConsoleLotteryCampaign,
  ConsoleLotteryWinner,
} from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import type { LotteryRow, PrizeRow } from './lottery-catalogue';
import { prizeStatus, type WinRow } from './lottery-views';

const iso = (date: Date) => date.toISOString();

/** Entries and distinct players per lottery id. */
export async function readEntryCounts(
  db: Queryable,
  ids: string[],
): Promise<Map<string, { entries: number; players: number }>> {
  if (ids.length === 0) return new Map();
  const { rows } = await run<{ lottery_id: string; entries: number; players: number }>(
    db,
    sql`SELECT lottery_id, count(*)::int AS entries, count(DISTINCT user_id)::int AS players
          FROM lottery_tickets WHERE lottery_id = ANY(${ids}::text[]) GROUP BY lottery_id`,
  );
  return new Map(rows.map((row) => [row.lottery_id, row]));
}

/**
 * A lottery as the console edits and watches it: its fields (never its seed), its entries, its
 * commitment, the draw once made and the winners with where each prize stands.
 */
export async function readLottery(db: Queryable, id: string): Promise<ConsoleLottery | null> {
  const { rows } = await run<Omit<LotteryRow, 'seed_hash' | 'drawn_seed'> & { version: number }>(
    db,
    sql`SELECT l.id, l.campaign_id, l.sort_order, l.points_per_entry, l.entry_limit, l.entry_from,
               l.entry_to, l.selection_at, l.result_from, l.result_to, l.address_deadline,
               l.image, l.texts, l.commitment, l.version,
               d.ticket_list_hash, d.ticket_count, d.drawn_at
          FROM lotteries l LEFT JOIN lottery_draws d ON d.lottery_id = l.id
         WHERE l.id = ${id}`,
  );
  const row = rows[0];
  if (!row) return null;
  const [prizes, winners, counts] = await Promise.all([
    run<Omit<PrizeRow, 'lottery_id'>>(
      db,
      sql`SELECT position, quantity, delivery, game, game_item, image, texts
            FROM lottery_prizes WHERE lottery_id = ${id} ORDER BY position`,
    ),
    run<WinRow & { user_id: string; nickname: string }>(
      db,
      sql`SELECT w.lottery_id, w.slot, w.prize_position, w.ticket::text, w.status,
                 w.confirmed_at, w.shipped_at, w.user_id, u.nickname
            FROM lottery_winners w JOIN users u ON u.id = w.user_id
           WHERE w.lottery_id = ${id} ORDER BY w.slot`,
    ),
    readEntryCounts(db, [id]),
  ]);
  const lottery = {
    prizes: prizes.rows.map((prize) => ({ position: prize.position, delivery: prize.delivery })),
    addressDeadline: row.address_deadline,
  };
  const now = new Date();
  return {
    lottery: {
      id: row.id,
      campaign_id: row.campaign_id,
      sort_order: row.sort_order,
      points_per_entry: row.points_per_entry,
      entry_limit: row.entry_limit,
      entry_from: iso(row.entry_from),
      entry_to: iso(row.entry_to),
      selection_at: iso(row.selection_at),
      result_from: iso(row.result_from),
      result_to: iso(row.result_to),
      address_deadline: iso(row.address_deadline),
      image: row.image,
      texts: row.texts,
      prizes: prizes.rows.map((prize) => ({
        quantity: prize.quantity,
        delivery: prize.delivery,
        game: prize.game,
        game_item: prize.game_item,
        image: prize.image,
        texts: prize.texts,
      })),
      version: row.version,
    },
    total_entries: counts.get(id)?.entries ?? 0,
    players: counts.get(id)?.players ?? 0,
    commitment: row.commitment,
    draw:
      row.drawn_at && row.ticket_list_hash
        ? {
            ticket_list_hash: row.ticket_list_hash,
            ticket_count: row.ticket_count ?? 0,
            drawn_at: iso(row.drawn_at),
          }
        : null,
    winners: winners.rows.map((win): ConsoleLotteryWinner => ({
      slot: win.slot,
      prize_position: win.prize_position,
      ticket: Number(win.ticket),
      player_id: win.user_id,
      nickname: win.nickname,
      status: prizeStatus(lottery, win, now),
      confirmed_at: win.confirmed_at ? iso(win.confirmed_at) : null,
      shipped_at: win.shipped_at ? iso(win.shipped_at) : null,
    })),
  };
}

/** Every lottery campaign, drafts included, with how many lotteries each holds. */
export async function readLotteryCampaigns(
  db: Queryable,
  id?: string,
): Promise<ConsoleLotteryCampaign[]> {
  const { rows } = await run<
    Omit<ConsoleLotteryCampaign, 'starts_at' | 'ends_at'> & {
      starts_at: Date | null;
      ends_at: Date | null;
    }
  >(
    db,
    sql`SELECT c.id, c.sort_order, c.published, c.image, c.texts, c.version,
               count(l.id)::int AS lottery_count,
               min(l.entry_from) AS starts_at, max(l.result_to) AS ends_at
          FROM lottery_campaigns c LEFT JOIN lotteries l ON l.campaign_id = c.id
         WHERE ${id ?? null}::text IS NULL OR c.id = ${id ?? null}
         GROUP BY c.id
         ORDER BY c.sort_order, c.id`,
  );
  return rows.map((row) => ({
    ...row,
    starts_at: row.starts_at ? iso(row.starts_at) : null,
    ends_at: row.ends_at ? iso(row.ends_at) : null,
  }));
}
