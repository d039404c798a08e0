import { DRAW_ALGORITHM, type DrawProof } from '@points/contracts';
import type { Database } from '../../db/database';
import { run, sql } from '../../db/statement';
import { ticketListHash } from '../draws/draw';
import { loadTicketList } from './draw-job';
import { isAnnounced, type Lottery } from './lottery-catalogue';

/** Proofs kept serialized: a drawn lottery's proof never changes, and a big one is costly. */
const CACHED_PROOFS = 4;

/**
 * The published proof of a lottery's draw, serialized (`{"status_code":200,"data":…}`): the
 * commitment, the revealed seed, the pseudonymous ticket list and its hash, the prizes' units and
 * the winners, all that `npm run verify-draw` needs. Null before the result is announced.
 */
export function createDrawProofReader(db: Database) {
  const cache = new Map<string, Promise<string>>();

  async function build(lottery: Lottery): Promise<string> {
    const draw = lottery.draw!;
    const [salt, winners] = await Promise.all([
      run<{ pseudonym_salt: string }>(
        db,
        sql`SELECT pseudonym_salt FROM lotteries WHERE id = ${lottery.id}`,
      ),
      run<{ slot: number; prize_position: number; ticket: string; holder: string }>(
        db,
        sql`SELECT slot, prize_position, ticket::text, holder FROM lottery_winners
             WHERE lottery_id = ${lottery.id} ORDER BY slot`,
      ),
    ]);
    const tickets = await loadTicketList(db, lottery.id, salt.rows[0]!.pseudonym_salt);
    if (ticketListHash(tickets) !== draw.ticketListHash) {
      throw new Error(`the tickets of ${lottery.id} no longer match the drawn list`);
    }
    const proof: DrawProof = {
      algorithm: DRAW_ALGORITHM,
      subject: `lottery:${lottery.id}`,
      commitment: lottery.commitment,
      seed: draw.seed,
      ticket_list_hash: draw.ticketListHash,
      prizes: lottery.prizes.map((prize) => ({
        position: prize.position,
        quantity: prize.quantity,
      })),
      tickets: tickets.map((ticket) => [ticket.number, ticket.holder]),
      winners: winners.rows.map((row) => ({
        slot: row.slot,
        prize_position: row.prize_position,
        ticket: Number(row.ticket),
        holder: row.holder,
      })),
      drawn_at: draw.drawnAt.toISOString(),
    };
    return JSON.stringify({ status_code: 200, data: proof });
  }

  return {
    read(lottery: Lottery, now: Date): Promise<string> | null {
      if (!isAnnounced(lottery, now)) return null;
      let proof = cache.get(lottery.id);
      if (!proof) {
        proof = build(lottery);
        proof.catch(() => cache.delete(lottery.id));
        cache.set(lottery.id, proof);
        if (cache.size > CACHED_PROOFS) cache.delete(cache.keys().next().value!);
      }
      return proof;
    },
  };
}

export type DrawProofReader = ReturnType<typeof createDrawProofReader>;
