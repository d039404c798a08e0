import type { Queryable } from '../../db/database';
import {
  drawWinners,
  ticketListHash,
  toDrawTickets,
  type DrawPrize,
  type DrawTicket,
  type DrawWinner,
} from './draw';

/**
 * Where one kind of subject (lotteries, the festival's visitor draw) keeps what its draw reads
 * and writes. Names of tables and columns, written into SQL: constants of the feature, never input.
 */
export interface DrawTables {
  /** The subjects' table, with `id`, `seed` and `pseudonym_salt` (`lotteries`). */
  subjects: string;
  /** The entries' table: one ticket a row, with `number` and `user_id` (`lottery_tickets`). */
  entries: string;
  /** The made draws' table: one row a subject drawn (`lottery_draws`). */
  draws: string;
  /**
   * The winners' table: one row a slot, with `slot`, `user_id`, `holder`, the ticket drawn in
   * `ticket` (its column's name) and, where prizes differ, the prize's `prize_position`.
   */
  winners: { table: string; ticket: string; prizePosition: boolean };
  /** The column naming the subject in the other tables (`lottery_id`). */
  key: string;
  /**
   * The entries' order key (`seq`), where the draw numbers them by their position in that order:
   * each entry's number is then its stored number or else its position (they are equal once
   * written). Without it entries keep the numbers they were given.
   */
  order?: string;
}

/** The subject's row as the draw locks it: its own columns, the seed and the salt. */
export type LockedSubject<Row> = Row & {
  id: string;
  seed: string;
  pseudonym_salt: string;
};

/** A winner with the player who holds the ticket. */
export type PlayerWinner = DrawWinner & { userId: string };

/** How one kind of subject is drawn by `drawOnce`. */
export interface DrawSubject<Row, Prize extends DrawPrize> {
  /** The subject's type: its draw job is `<type>-draw`, about `<type>:<id>`. */
  type: string;
  tables: DrawTables;
  /** When the draw is due at the earliest (ms), from the locked row. */
  dueAt(row: LockedSubject<Row>): number;
  /** What a draw job run before `dueAt` waits for. */
  waiting: string;
  /**
   * Writes the numbers the draw read by position (`tables.order`), once the draw is recorded and
   * before its winners are: at least the winners' entries (`winners`, each with its order key),
   * which the winners' table refers to by number.
   */
  number?(
    db: Queryable,
    row: LockedSubject<Row>,
    drawn: { count: number; winners: Array<{ key: string; number: number }>; now: Date },
  ): Promise<void>;
  /** The prizes drawn for, in order. */
  prizes(db: Queryable, row: LockedSubject<Row>): Promise<Prize[]>;
  /** What else the draw does once its winners are recorded (there is at least one). */
  won?(
    db: Queryable,
    winners: PlayerWinner[],
    made: { id: string; prizes: Prize[]; now: Date },
  ): Promise<void>;
  /**
   * What the draw does last, winners or not, in its transaction (telling `entrants`, every player
   * who held a ticket, how it went): it happens exactly when the draw does.
   */
  drawn?(
    db: Queryable,
    made: { row: LockedSubject<Row>; entrants: string[]; now: Date },
  ): Promise<void>;
}

export type DrawOutcome = 'drawn' | 'already_drawn' | 'not_yet' | 'missing';

/** An entry as the draw reads it: its number (as text), its player, and its order key if any. */
interface EntryRow {
  number: string;
  user_id: string;
  key?: string;
}

/**
 * Entries by number: their number (as text) and player. Where the entries are numbered by
 * position (`tables.order`), in that order, each numbered by its stored number or else its
 * position, with its order key. `asText` reads them in the order a list was drawn in before the
 * order was mended: by the number's text ("10" before "9"; the output column, named like the
 * table's, sorted it), as such a list was hashed (every number was stored then).
 */
async function readEntries(
  db: Queryable,
  tables: DrawTables,
  id: string,
  asText = false,
): Promise<EntryRow[]> {
  const { order } = tables;
  const from = `FROM ${tables.entries} e WHERE e.${tables.key} = $1`;
  const text = order
    ? `SELECT coalesce(e.number, row_number() OVER (ORDER BY e.${order}))::text AS number,
              e.user_id, e.${order}::text AS key ${from} ORDER BY e.${order}`
    : `SELECT e.number::text, e.user_id ${from} ORDER BY e.number`;
  const { rows } = await db.query<EntryRow>(
    asText ? `SELECT * FROM (${text}) n ORDER BY n.number` : text,
    [id],
  );
  return rows;
}

/**
 * The frozen ticket list of a subject: every ticket by number, each holder by pseudonym. Given
 * the hash the draw recorded, a list drawn before the order was mended (whose numbers read as
 * text were out of order) is read as it was hashed, so that its hash and winners still check;
 * the verifier then says that it is not in order, which it was not.
 */
export async function readTicketList(
  db: Queryable,
  tables: DrawTables,
  id: string,
  hashed?: string,
): Promise<DrawTicket[]> {
  const [salt, entries] = await Promise.all([
    db.query<{ pseudonym_salt: string }>(
      `SELECT pseudonym_salt FROM ${tables.subjects} WHERE id = $1`,
      [id],
    ),
    readEntries(db, tables, id),
  ]);
  const pseudonymSalt = salt.rows[0]!.pseudonym_salt;
  const tickets = toDrawTickets(entries, pseudonymSalt);
  if (hashed === undefined || ticketListHash(tickets) === hashed) return tickets;
  const asDrawn = toDrawTickets(await readEntries(db, tables, id, true), pseudonymSalt);
  return ticketListHash(asDrawn) === hashed ? asDrawn : tickets;
}

/** The winners, each with the player holding the ticket drawn. */
function withPlayers(
  winners: DrawWinner[],
  entries: readonly EntryRow[],
): Array<PlayerWinner & { key?: string | undefined }> {
  const drawn = new Set(winners.map((winner) => winner.ticket));
  const entryOf = new Map<number, EntryRow>();
  for (const entry of entries) {
    const number = Number(entry.number);
    if (drawn.has(number)) entryOf.set(number, entry);
  }
  return winners.map((winner) => {
    const entry = entryOf.get(winner.ticket)!;
    return { ...winner, userId: entry.user_id, key: entry.key };
  });
}

/** Records the winners in the subject's winners' table. */
async function recordWinners(
  db: Queryable,
  tables: DrawTables,
  id: string,
  winners: PlayerWinner[],
): Promise<void> {
  const { table, ticket, prizePosition } = tables.winners;
  await db.query(
    `INSERT INTO ${table} (${tables.key}, slot, ${prizePosition ? 'prize_position, ' : ''}${ticket},
                           user_id, holder)
     SELECT $1, w.slot, ${prizePosition ? 'w.prize_position, ' : ''}w.ticket, w.user_id, w.holder
       FROM unnest($2::integer[], $3::integer[], $4::bigint[], $5::uuid[], $6::text[])
            AS w (slot, prize_position, ticket, user_id, holder)`,
    [
      id,
      winners.map((w) => w.slot),
      winners.map((w) => w.prizePosition),
      winners.map((w) => w.ticket),
      winners.map((w) => w.userId),
      winners.map((w) => w.holder),
    ],
  );
}

/**
 * Makes a subject's commit-and-reveal draw (`draw.ts`) once, in the caller's transaction: locks
 * the subject's row (which every entry shares, so no entry commits beside the draw), freezes the
 * ticket list (numbered by position, where the subject numbers its entries at the draw, without
 * writing them: `number` does, as it can) and records its hash, draws with the committed seed and
 * records the winners. A second call finds the draw made
 * and does nothing; before its time it does nothing either.
 */
export async function drawOnce<Row, Prize extends DrawPrize>(
  db: Queryable,
  subject: DrawSubject<Row, Prize>,
  id: string,
  now: Date,
): Promise<DrawOutcome> {
  const { subjects, draws, key } = subject.tables;
  const { rows } = await db.query<LockedSubject<Row>>(
    `SELECT s.* FROM ${subjects} s WHERE s.id = $1 FOR UPDATE`,
    [id],
  );
  const row = rows[0];
  if (!row) return 'missing';
  // Asked once the row is locked, in a statement of its own: under READ COMMITTED the locking
  // statement's snapshot predates a draw that committed while it waited for the lock (two nodes
  // drawing at once, or the console's "draw now" beside the job), and would not see it.
  const made = await db.query<{ drawn: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ${draws} d WHERE d.${key} = $1) AS drawn`,
    [id],
  );
  if (made.rows[0]!.drawn) return 'already_drawn';
  if (now.getTime() < subject.dueAt(row)) return 'not_yet';
  const entries = await readEntries(db, subject.tables, id);
  const tickets = toDrawTickets(entries, row.pseudonym_salt);
  const prizes = await subject.prizes(db, row);
  const listHash = ticketListHash(tickets);
  const winners = drawWinners({ seed: row.seed, listHash, tickets, prizes });
  await db.query(
    `INSERT INTO ${draws} (${key}, ticket_list_hash, ticket_count, drawn_at)
     VALUES ($1, $2, $3, $4)`,
    [id, listHash, tickets.length, now],
  );
  const won = withPlayers(winners, entries);
  await subject.number?.(db, row, {
    count: tickets.length,
    winners: won.map((winner) => ({ key: winner.key!, number: winner.ticket })),
    now,
  });
  if (won.length > 0) {
    await recordWinners(db, subject.tables, id, won);
    await subject.won?.(db, won, { id, prizes, now });
  }
  const entrants = [...new Set(entries.map((entry) => entry.user_id))];
  await subject.drawn?.(db, { row, entrants, now });
  return 'drawn';
}
