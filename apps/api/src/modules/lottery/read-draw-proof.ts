import type { Database } from '../../db/database';
import { run, sql } from '../../db/statement';
import { readTicketList } from '../draws/draw-once';
import { createProofDocuments } from '../draws/proof-document';
import { LOTTERY_DRAW_TABLES } from './draw-job';
import { lotterySubject } from './lottery-commitment';
import { isAnnounced, type Lottery } from './lottery-catalogue';

/**
 * The published proof of a lottery's draw (see `createProofDocuments`), from its announcement
 * time; null before.
 */
export function createDrawProofReader(db: Database) {
  const documents = createProofDocuments();
  return {
    read(lottery: Lottery, now: Date): Promise<string> | null {
      if (!isAnnounced(lottery, now) || !lottery.draw) return null;
      return documents.read({
        subject: lotterySubject(lottery.id),
        commitment: lottery.commitment,
        seedHash: lottery.seedHash,
        entryFrom: lottery.entryFrom,
        entryTo: lottery.entryTo,
        draw: lottery.draw,
        prizes: lottery.prizes,
        tickets: () =>
          readTicketList(db, LOTTERY_DRAW_TABLES, lottery.id, lottery.draw!.ticketListHash),
        winners: async () => {
          const { rows } = await run<{
            slot: number;
            prize_position: number;
            ticket: string;
            holder: string;
          }>(
            db,
            sql`SELECT slot, prize_position, ticket::text, holder FROM lottery_winners
                 WHERE lottery_id = ${lottery.id} ORDER BY slot`,
          );
          return rows.map((row) => ({
            slot: row.slot,
            prize_position: row.prize_position,
            ticket: Number(row.ticket),
            holder: row.holder,
          }));
        },
      });
    },
  };
}

export type DrawProofReader = ReturnType<typeof createDrawProofReader>;
