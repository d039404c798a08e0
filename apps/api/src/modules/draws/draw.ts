import { createHash, randomBytes } from 'node:crypto';
import { commitmentText, DRAW_ALGORITHM, type DrawCommitted } from '@points/contracts';

/**
 * The lottery's draw, as a pure function of what is published: the secret seed (revealed after
 * the draw), the ticket list and the prizes. The API draws with it and `npm run verify-draw`
 * recomputes with it, so the two cannot differ. No database, no clock, no randomness.
 *
 * Commit and reveal: a 32-byte seed is drawn when the lottery is made, and a commitment is shown
 * from the start: SHA-256 over SHA-256(seed), the subject, the prize slots and the entry period
 * (`commitmentOf`). At the selection time the ticket list is frozen and hashed; each prize
 * slot k (the prizes' units in order) takes, for counter c = 0, 1, …, the first 8 bytes of
 * SHA-256(seed ‖ list hash ‖ k ‖ c) as an unsigned 64-bit number x, rejects x at or above the
 * largest multiple of the ticket count (so no ticket is likelier than another: no modulo bias),
 * and takes ticket x mod n, unless its holder already won (one prize per player). Neither we
 * (committed to the seed before any entry) nor a player (who cannot know the seed) can steer it.
 */

/** One ticket: its number and its holder's pseudonym. */
export interface DrawTicket {
  number: number;
  holder: string;
}

export interface DrawWinner {
  slot: number;
  prizePosition: number;
  ticket: number;
  holder: string;
}

export interface DrawPrize {
  position: number;
  quantity: number;
}

const TWO_64 = 1n << 64n;

export const sha256Hex = (data: string | Buffer): string =>
  createHash('sha256').update(data).digest('hex');

/** A new secret seed, as 64 hex characters. */
export const newSeed = (): string => randomBytes(32).toString('hex');

/** SHA-256 of the seed's 32 bytes: what the commitment binds of the seed. */
export const seedHashOf = (seedHex: string): string => sha256Hex(Buffer.from(seedHex, 'hex'));

/**
 * The commitment published before any entry: SHA-256 of `commitmentText`, which binds the
 * subject, the seed's hash, the prize slots in order and the entry period together, so none of
 * them can change once players can enter without the published proof failing.
 */
export const commitmentOf = (committed: DrawCommitted): string =>
  sha256Hex(commitmentText(committed));

/** The committed fields of a draw from what its subject stores. */
export function committedOf(draw: {
  subject: string;
  seedHash: string;
  prizes: readonly DrawPrize[];
  entryFrom: Date;
  entryTo: Date;
}): DrawCommitted {
  return {
    algorithm: DRAW_ALGORITHM,
    subject: draw.subject,
    seed_hash: draw.seedHash,
    prizes: draw.prizes.map(({ position, quantity }) => ({ position, quantity })),
    entry_from: draw.entryFrom.toISOString(),
    entry_to: draw.entryTo.toISOString(),
  };
}

/**
 * A player's pseudonym in one lottery's list: unlinkable to their account without the lottery's
 * salt (never published), the same on all their tickets so the one-prize rule can be checked.
 */
export const pseudonymOf = (salt: string, userId: string): string =>
  sha256Hex(`${salt}:${userId}`).slice(0, 16);

/**
 * Tickets as rows give them (by number), each holder by their pseudonym: the list the draw and
 * its proof publish.
 */
export function toDrawTickets(
  rows: ReadonlyArray<{ number: string | number; user_id: string }>,
  salt: string,
): DrawTicket[] {
  const holders = new Map<string, string>();
  return rows.map((row) => {
    let holder = holders.get(row.user_id);
    if (!holder) {
      holder = pseudonymOf(salt, row.user_id);
      holders.set(row.user_id, holder);
    }
    return { number: Number(row.number), holder };
  });
}

/** The published ticket list: one `number,holder` line per ticket, by number. */
export function ticketListText(tickets: readonly DrawTicket[]): string {
  let text = '';
  for (const { number, holder } of tickets) text += `${number},${holder}\n`;
  return text;
}

/** SHA-256 of the published list, which the draw depends on. */
export const ticketListHash = (tickets: readonly DrawTicket[]): string =>
  sha256Hex(ticketListText(tickets));

/** Whether the list is in the order it is published in: numbers rising, none twice. */
export function isOrderedList(tickets: readonly DrawTicket[]): boolean {
  for (let i = 1; i < tickets.length; i++) {
    if (tickets[i]!.number <= tickets[i - 1]!.number) return false;
  }
  return true;
}

/** The winners, slot by slot (see the module's comment). */
export function drawWinners(input: {
  seed: string;
  listHash: string;
  tickets: readonly DrawTicket[];
  prizes: readonly DrawPrize[];
}): DrawWinner[] {
  const { tickets } = input;
  const n = BigInt(tickets.length);
  if (n === 0n) return [];
  const holders = new Set(tickets.map((ticket) => ticket.holder)).size;
  const limit = (TWO_64 / n) * n;
  const prefix = Buffer.concat([
    Buffer.from(input.seed, 'hex'),
    Buffer.from(input.listHash, 'hex'),
  ]);
  const block = Buffer.alloc(prefix.length + 8);
  prefix.copy(block);
  const winners: DrawWinner[] = [];
  const won = new Set<string>();
  let slot = 0;
  for (const prize of input.prizes) {
    for (let unit = 0; unit < prize.quantity; unit++, slot++) {
      if (won.size === holders) return winners;
      for (let counter = 0; ; counter++) {
        block.writeUInt32BE(slot, prefix.length);
        block.writeUInt32BE(counter, prefix.length + 4);
        const x = createHash('sha256').update(block).digest().readBigUInt64BE(0);
        if (x >= limit) continue;
        const ticket = tickets[Number(x % n)]!;
        if (won.has(ticket.holder)) continue;
        won.add(ticket.holder);
        winners.push({
          slot,
          prizePosition: prize.position,
          ticket: ticket.number,
          holder: ticket.holder,
        });
        break;
      }
    }
  }
  return winners;
}
