import { ERROR_CODES, type LedgerKind, type LedgerReason } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql, type Statement } from '../../db/statement';
import { AppError } from '../../errors';

/**
 * The points ledger, the one way points move. Every function runs inside the caller's
 * transaction and first locks the account row, so one account's writes happen one at a time
 * while different accounts never wait for each other.
 *
 * - Entries are immutable (the database refuses UPDATE and DELETE); a correction is a new entry.
 * - Credits create lots with an expiry; debits consume the lots that expire soonest first and
 *   record which lots they took, so a refund can give back the same points.
 * - The balance is the sum of the unexpired lots' remainders. It can never go below zero: the
 *   account's balance, every lot's remainder and every entry's balance_after carry CHECK
 *   constraints, and lots are consumed with conditional updates.
 * - Expired lots are settled into expiry entries by the expiry job, or by the next write to the
 *   account, whichever comes first, so the history always explains the balance.
 *
 * The rules of a write live once, in SQL functions (migration 0005: ledger_lock, ledger_settle,
 * ledger_consume, ledger_add), so a debit is one round trip and the spending module's
 * `spend_points` reuses the very same debit.
 */

export interface LedgerEntry {
  id: number;
  userId: string;
  kind: LedgerKind;
  amount: number;
  reason: string;
  reference: string | null;
  idempotencyKey: string | null;
  refundOf: number | null;
  balanceAfter: number;
  expiresAt: Date | null;
  createdAt: Date;
}

export interface LedgerPolicy {
  /** Days a credit's points stay spendable when the credit names no expiry. */
  expiryDays: number;
  /** Days refunded points stay spendable when the lots they came from have expired meanwhile. */
  refundGraceDays: number;
}

export interface Movement {
  userId: string;
  /** Whole points, more than zero. */
  amount: number;
  reason: LedgerReason;
  /** What caused it, as `type:id` (`exchange:…`, `coupon:…`, `campaign:…`). */
  reference?: string | null;
  /** Makes the call safe to repeat: the same key returns the entry it made the first time. */
  idempotencyKey?: string | null;
  now: Date;
}

export type DebitInput = Movement;

export interface CreditInput extends Movement {
  expiresAt?: Date;
}

export interface RefundInput {
  userId: string;
  debitEntryId: number;
  reason: LedgerReason;
  now: Date;
}

export interface AdjustmentInput extends Omit<Movement, 'amount'> {
  /** Signed: a correction may add or remove points. */
  amount: number;
}

const DAY_MS = 86_400_000;
const MAX_AMOUNT = 1_000_000_000;

interface EntryRow {
  id: number;
  user_id: string;
  kind: LedgerKind;
  amount: number;
  reason: string;
  reference: string | null;
  idempotency_key: string | null;
  refund_of: number | null;
  balance_after: number;
  expires_at: Date | null;
  created_at: Date;
}

const ENTRY_COLUMNS = `id, user_id, kind, amount, reason, reference, idempotency_key, refund_of,
  balance_after, expires_at, created_at`;

function toEntry(row: EntryRow): LedgerEntry {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    amount: row.amount,
    reason: row.reason,
    reference: row.reference,
    idempotencyKey: row.idempotency_key,
    refundOf: row.refund_of,
    balanceAfter: row.balance_after,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
  };
}

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_AMOUNT) {
    throw new AppError(ERROR_CODES.INVALID_PARAMETER, `invalid point amount ${amount}`);
  }
}

/**
 * Locks the account row for the rest of the transaction (creating the account on first use) and
 * returns its balance. Every ledger write starts here.
 */
async function lockAccount(tx: Queryable, userId: string): Promise<number> {
  const { rows } = await tx.query<{ balance: number }>('SELECT ledger_lock($1) AS balance', [
    userId,
  ]);
  return rows[0]!.balance;
}

/** What the SQL functions `ledger_consume` and `ledger_add` answer: an outcome and an entry. */
interface MovementRow extends Omit<EntryRow, 'user_id'> {
  outcome: 'spent' | 'added' | 'previous' | 'key_reused' | 'insufficient';
}

const MOVEMENT_COLUMNS = `outcome, id, kind, amount, reason, reference, idempotency_key,
  refund_of, balance_after, expires_at, created_at`;

function movementEntry(userId: string, row: MovementRow | undefined): LedgerEntry {
  if (!row) throw new Error('ledger function answered nothing');
  if (row.outcome === 'insufficient') throw new AppError(ERROR_CODES.INSUFFICIENT_POINTS);
  if (row.outcome === 'key_reused') {
    throw new AppError(
      ERROR_CODES.INVALID_PARAMETER,
      'idempotency key reused for another movement',
    );
  }
  return toEntry({ ...row, user_id: userId });
}

/**
 * Runs one of the SQL functions that move points (`ledger_consume`, `ledger_add`) with the
 * movement's arguments and one last argument of its own; answers the entry it made.
 */
async function move(
  tx: Queryable,
  fn: 'ledger_consume' | 'ledger_add',
  input: Movement & { kind: LedgerKind },
  last: Date | null,
): Promise<LedgerEntry> {
  const { rows } = await tx.query<MovementRow>(
    `SELECT ${MOVEMENT_COLUMNS} FROM ${fn}($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      input.userId,
      input.kind,
      input.amount,
      input.reason,
      input.reference ?? null,
      input.idempotencyKey ?? null,
      input.now,
      last,
    ],
  );
  return movementEntry(input.userId, rows[0]);
}

/**
 * Takes `amount` from the spendable lots, soonest expiry first; 402 when they hold too little.
 * The rules (lock, settle what expired, take from lots, record which lots) are the SQL function
 * `ledger_consume`, one round trip.
 */
const consume = (tx: Queryable, input: { kind: 'debit' | 'adjustment' } & Movement) =>
  // No balance known (the last argument): the function locks and settles the account itself.
  move(tx, 'ledger_consume', input, null);

/** Adds points in a new lot (SQL function `ledger_add`: lock, settle, entry, lot, balance). */
async function add(
  tx: Queryable,
  input: Movement & { kind: 'credit' | 'adjustment'; expiresAt: Date },
): Promise<LedgerEntry> {
  if (input.expiresAt.getTime() <= input.now.getTime()) {
    throw new AppError(ERROR_CODES.INVALID_PARAMETER, 'credit expires before it is made');
  }
  return move(tx, 'ledger_add', input, input.expiresAt);
}

/** Settles the account's expired lots (SQL function `ledger_settle`); needs the lock. */
async function settle(
  tx: Queryable,
  userId: string,
  balance: number,
  now: Date,
): Promise<{ balance: number; lots: number }> {
  const { rows } = await tx.query<{ settled_balance: number; settled_lots: number }>(
    'SELECT settled_balance, settled_lots FROM ledger_settle($1, $2, $3)',
    [userId, balance, now],
  );
  return { balance: rows[0]!.settled_balance, lots: rows[0]!.settled_lots };
}

export interface Ledger {
  /**
   * Takes the account's lock for the rest of the transaction and returns the ledger balance; a
   * feature that checks its own limits before moving points starts here.
   */
  lock(tx: Queryable, userId: string): Promise<number>;
  /** Adds points in a new lot that expires after the policy's days (or at `expiresAt`). */
  credit(tx: Queryable, input: CreditInput): Promise<LedgerEntry>;
  /** Spends points, soonest-expiring first; throws 402 and changes nothing when they fall short. */
  debit(tx: Queryable, input: DebitInput): Promise<LedgerEntry>;
  /** Gives back what a debit took, once; expired lots come back with a grace period. */
  refund(tx: Queryable, input: RefundInput): Promise<LedgerEntry>;
  /** A correction, up or down, recorded as its own entry. */
  adjust(tx: Queryable, input: AdjustmentInput): Promise<LedgerEntry>;
  /** Settles the account's expired lots into expiry entries; returns how many it settled. */
  settleExpired(tx: Queryable, userId: string, now: Date): Promise<number>;
  /** Spendable points: the unexpired lots' remainders (no lock, no write). */
  balance(db: Queryable, userId: string, now: Date): Promise<number>;
}

/**
 * The user's balance at `now` as a scalar subquery, for a page that reads it in the same
 * statement as the rest of what it shows of the player.
 */
export const balanceOf = (userId: string, now: Date): Statement =>
  sql`(SELECT COALESCE(SUM(remaining), 0)::bigint FROM point_lots
        WHERE user_id = ${userId} AND remaining > 0 AND expires_at > ${now})`;

/**
 * When the user's balance at `now` next changes by itself (their next lot to expire), in epoch
 * milliseconds, or null: how long a page may keep the balance it read (player-facts.ts).
 */
export const balanceChangesAt = (userId: string, now: Date): Statement =>
  sql`(SELECT (EXTRACT(EPOCH FROM min(expires_at)) * 1000)::float8 FROM point_lots
        WHERE user_id = ${userId} AND remaining > 0 AND expires_at > ${now})`;

export function createLedger(policy: LedgerPolicy): Ledger {
  const defaultExpiry = (now: Date) => new Date(now.getTime() + policy.expiryDays * DAY_MS);

  return {
    lock: lockAccount,

    async credit(tx, input) {
      checkAmount(input.amount);
      return add(tx, {
        ...input,
        kind: 'credit',
        expiresAt: input.expiresAt ?? defaultExpiry(input.now),
      });
    },

    async debit(tx, input) {
      checkAmount(input.amount);
      return consume(tx, { ...input, kind: 'debit' });
    },

    async adjust(tx, input) {
      if (input.amount > 0) {
        checkAmount(input.amount);
        return add(tx, { ...input, kind: 'adjustment', expiresAt: defaultExpiry(input.now) });
      }
      checkAmount(-input.amount);
      return consume(tx, { ...input, amount: -input.amount, kind: 'adjustment' });
    },

    async refund(tx, input) {
      let balance = await lockAccount(tx, input.userId);
      const existing = await tx.query<EntryRow>(
        `SELECT ${ENTRY_COLUMNS} FROM point_entries WHERE refund_of = $1`,
        [input.debitEntryId],
      );
      if (existing.rows[0]) {
        if (existing.rows[0].user_id !== input.userId) {
          throw new AppError(ERROR_CODES.INVALID_PARAMETER, 'not this account’s debit');
        }
        return toEntry(existing.rows[0]);
      }
      const debit = await tx.query<EntryRow>(
        `SELECT ${ENTRY_COLUMNS} FROM point_entries WHERE id = $1 AND user_id = $2 AND kind = 'debit'`,
        [input.debitEntryId, input.userId],
      );
      if (!debit.rows[0]) throw new AppError(ERROR_CODES.INVALID_PARAMETER, 'no such debit');

      balance = (await settle(tx, input.userId, balance, input.now)).balance;

      const allocations = await tx.query<{ lot_id: number; amount: number; expires_at: Date }>(
        `SELECT a.lot_id, a.amount, l.expires_at
           FROM point_allocations a JOIN point_lots l ON l.id = a.lot_id
          WHERE a.debit_entry_id = $1
          ORDER BY l.expires_at, l.id`,
        [input.debitEntryId],
      );
      const graceExpiry = new Date(input.now.getTime() + policy.refundGraceDays * DAY_MS);
      const back = allocations.rows.filter((a) => a.expires_at.getTime() > input.now.getTime());
      const lapsed = allocations.rows.filter((a) => a.expires_at.getTime() <= input.now.getTime());
      const amount = -debit.rows[0].amount;
      const expiries = [
        ...back.map((a) => a.expires_at.getTime()),
        ...(lapsed.length > 0 ? [graceExpiry.getTime()] : []),
      ];

      // The entry and the account's new balance, in one statement.
      const inserted = await tx.query<EntryRow>(
        `WITH entry AS (
           INSERT INTO point_entries (user_id, kind, amount, reason, reference, refund_of,
                                      balance_after, expires_at, created_at)
           VALUES ($1, 'refund', $2, $3, $4, $5, $6, $7, $8)
           RETURNING ${ENTRY_COLUMNS}
         ), account AS (
           UPDATE point_accounts SET balance = $6, updated_at = $8 WHERE user_id = $1
         )
         SELECT * FROM entry`,
        [
          input.userId,
          amount,
          input.reason,
          debit.rows[0].reference,
          input.debitEntryId,
          balance + amount,
          new Date(Math.min(...expiries)),
          input.now,
        ],
      );
      const entry = toEntry(inserted.rows[0]!);
      if (back.length > 0) {
        // The points return to the very lots they came from, keeping their expiry.
        const restored = await tx.query<{ restored: number }>(
          `WITH lots AS (
             UPDATE point_lots l SET remaining = l.remaining + v.amount
               FROM unnest($2::bigint[], $3::bigint[]) AS v(id, amount)
              WHERE l.id = v.id AND l.user_id = $1 AND l.expired_at IS NULL
                AND l.remaining + v.amount <= l.amount
             RETURNING l.id
           ) SELECT count(*)::int AS restored FROM lots`,
          [input.userId, back.map((a) => a.lot_id), back.map((a) => a.amount)],
        );
        if (restored.rows[0]?.restored !== back.length) {
          throw new Error('ledger invariant broken: a refunded lot cannot take its points back');
        }
      }
      const lapsedTotal = lapsed.reduce((sum, a) => sum + a.amount, 0);
      if (lapsedTotal > 0) {
        await tx.query(
          `INSERT INTO point_lots (user_id, entry_id, amount, remaining, expires_at)
           VALUES ($1, $2, $3, $3, $4)`,
          [input.userId, entry.id, lapsedTotal, graceExpiry],
        );
      }
      return entry;
    },

    async settleExpired(tx, userId, now) {
      const balance = await lockAccount(tx, userId);
      return (await settle(tx, userId, balance, now)).lots;
    },

    async balance(db, userId, now) {
      const { rows } = await run<{ balance: number }>(
        db,
        sql`SELECT ${balanceOf(userId, now)} AS balance`,
      );
      return rows[0]?.balance ?? 0;
    },
  };
}
