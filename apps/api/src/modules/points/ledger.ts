import { ERROR_CODES, type LedgerKind, type LedgerReason } from '@points/contracts';
import type { Queryable } from '../../db/database';
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

export interface DebitInput extends Movement {
  /**
   * The balance `lock` returned earlier in this transaction, when the caller already holds the
   * account's lock; the debit then does not lock it again.
   */
  lockedBalance?: number | undefined;
}

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

interface LotRow {
  id: number;
  entry_id: number;
  remaining: number;
  expires_at: Date;
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
  const locked = await tx.query<{ balance: number }>(
    'SELECT balance FROM point_accounts WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  if (locked.rows[0]) return locked.rows[0].balance;
  await tx.query('INSERT INTO point_accounts (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [
    userId,
  ]);
  const created = await tx.query<{ balance: number }>(
    'SELECT balance FROM point_accounts WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  if (!created.rows[0]) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such user');
  return created.rows[0].balance;
}

/** The entry an earlier call with this key made, checked to be the same movement. */
function sameMovement(
  previous: LedgerEntry | null,
  expect: { kind: LedgerKind[]; amount: number },
): LedgerEntry | null {
  if (!previous) return null;
  if (!expect.kind.includes(previous.kind) || previous.amount !== expect.amount) {
    throw new AppError(
      ERROR_CODES.INVALID_PARAMETER,
      'idempotency key reused for another movement',
    );
  }
  return previous;
}

interface LotJson {
  id: number;
  entry_id: number;
  remaining: number;
  expires_at: string;
}

interface AccountView {
  /** The entry made earlier with the same idempotency key, if any. */
  previous: LedgerEntry | null;
  /** Lots with points left, soonest expiry first (the order debits consume them in). */
  lots: LotRow[];
}

/**
 * What a write needs to know about a locked account, in one round trip: the entry an earlier
 * call with the same key made, and the lots with points left (all, or only those due at
 * `onlyDueAt`). Runs after `lockAccount`, as its own statement, so it reads what the lock guards.
 */
async function readAccount(
  tx: Queryable,
  userId: string,
  key: string | null | undefined,
  options: { onlyDueAt?: Date } = {},
): Promise<AccountView> {
  const { rows } = await tx.query<{ previous: Record<string, unknown> | null; lots: LotJson[] }>(
    `SELECT
       (SELECT row_to_json(e) FROM (
          SELECT ${ENTRY_COLUMNS} FROM point_entries WHERE user_id = $1 AND idempotency_key = $2
        ) e) AS previous,
       COALESCE((SELECT json_agg(l ORDER BY l.expires_at, l.id) FROM (
          SELECT id, entry_id, remaining, expires_at FROM point_lots
           WHERE user_id = $1 AND remaining > 0 AND ($3::timestamptz IS NULL OR expires_at <= $3)
        ) l), '[]'::json) AS lots`,
    [userId, key ?? null, options.onlyDueAt ?? null],
  );
  const { previous, lots } = rows[0]!;
  return {
    previous: previous ? entryFromJson(previous) : null,
    lots: lots.map((lot) => ({ ...lot, expires_at: new Date(lot.expires_at) })),
  };
}

function entryFromJson(json: Record<string, unknown>): LedgerEntry {
  const row = json as unknown as Omit<EntryRow, 'expires_at' | 'created_at'> & {
    expires_at: string | null;
    created_at: string;
  };
  return toEntry({
    ...row,
    expires_at: row.expires_at ? new Date(row.expires_at) : null,
    created_at: new Date(row.created_at),
  });
}

/**
 * Turns the remainder of every lot past its expiry into an expiry entry. Needs the account lock;
 * returns the balance after.
 */
async function settle(
  tx: Queryable,
  userId: string,
  balance: number,
  dueLots: LotRow[],
  now: Date,
): Promise<number> {
  if (dueLots.length === 0) return balance;
  const amounts: number[] = [];
  const balances: number[] = [];
  const references: string[] = [];
  let running = balance;
  for (const lot of dueLots) {
    running -= lot.remaining;
    amounts.push(-lot.remaining);
    balances.push(running);
    references.push(`entry:${lot.entry_id}`);
  }
  const { rows } = await tx.query<{ settled: number }>(
    `WITH lots AS (
       UPDATE point_lots l SET remaining = 0, expired_at = $3
         FROM unnest($2::bigint[], $4::bigint[]) AS v(id, remaining)
        WHERE l.id = v.id AND l.user_id = $1 AND l.remaining = v.remaining AND l.expires_at <= $3
       RETURNING l.id
     ), entries AS (
       INSERT INTO point_entries (user_id, kind, amount, reason, reference, balance_after, created_at)
       SELECT $1, 'expiry', v.amount, 'points_expired', v.reference, v.balance_after, $3
         FROM unnest($5::bigint[], $6::text[], $7::bigint[]) WITH ORDINALITY AS v(amount, reference, balance_after, n)
        ORDER BY v.n
     ), account AS (
       UPDATE point_accounts SET balance = $8, updated_at = $3 WHERE user_id = $1
     )
     SELECT count(*)::int AS settled FROM lots`,
    [
      userId,
      dueLots.map((lot) => lot.id),
      now,
      dueLots.map((lot) => lot.remaining),
      amounts,
      references,
      balances,
      running,
    ],
  );
  if (rows[0]?.settled !== dueLots.length) {
    throw new Error('ledger invariant broken: a lot changed under the account lock');
  }
  return running;
}

function splitDue(lots: LotRow[], now: Date): { due: LotRow[]; spendable: LotRow[] } {
  const due: LotRow[] = [];
  const spendable: LotRow[] = [];
  for (const lot of lots) (lot.expires_at.getTime() <= now.getTime() ? due : spendable).push(lot);
  return { due, spendable };
}

/** Writes an entry and sets the account's balance to its balance_after, in one statement. */
async function insertEntry(
  tx: Queryable,
  entry: Omit<LedgerEntry, 'id' | 'createdAt'> & { now: Date },
): Promise<LedgerEntry> {
  const { rows } = await tx.query<EntryRow>(
    `WITH entry AS (
       INSERT INTO point_entries (user_id, kind, amount, reason, reference, idempotency_key,
                                  refund_of, balance_after, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       RETURNING ${ENTRY_COLUMNS}
     ), account AS (
       UPDATE point_accounts SET balance = $8, updated_at = $10 WHERE user_id = $1
     )
     SELECT * FROM entry`,
    [
      entry.userId,
      entry.kind,
      entry.amount,
      entry.reason,
      entry.reference,
      entry.idempotencyKey,
      entry.refundOf,
      entry.balanceAfter,
      entry.expiresAt,
      entry.now,
    ],
  );
  return toEntry(rows[0]!);
}

async function insertLot(
  tx: Queryable,
  userId: string,
  entryId: number,
  amount: number,
  expiresAt: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO point_lots (user_id, entry_id, amount, remaining, expires_at)
     VALUES ($1, $2, $3, $3, $4)`,
    [userId, entryId, amount, expiresAt],
  );
}

/** Takes `amount` from the spendable lots, soonest expiry first; 402 when they hold too little. */
async function consume(
  tx: Queryable,
  input: { kind: 'debit' | 'adjustment'; lockedBalance?: number | undefined } & Movement,
): Promise<LedgerEntry> {
  let balance = input.lockedBalance ?? (await lockAccount(tx, input.userId));
  const view = await readAccount(tx, input.userId, input.idempotencyKey);
  const previous = sameMovement(view.previous, { kind: [input.kind], amount: -input.amount });
  if (previous) return previous;

  const { due, spendable } = splitDue(view.lots, input.now);
  balance = await settle(tx, input.userId, balance, due, input.now);
  if (balance < input.amount) throw new AppError(ERROR_CODES.INSUFFICIENT_POINTS);

  const lotIds: number[] = [];
  const takes: number[] = [];
  let left = input.amount;
  for (const lot of spendable) {
    if (left === 0) break;
    const take = Math.min(lot.remaining, left);
    lotIds.push(lot.id);
    takes.push(take);
    left -= take;
  }
  if (left > 0) throw new Error('ledger invariant broken: balance exceeds the open lots');

  // One statement: the entry, the lots it takes from (conditionally: only if they still hold
  // what was read under the lock), which lots those were, and the account's new balance.
  const { rows } = await tx.query<EntryRow & { taken: number }>(
    `WITH entry AS (
       INSERT INTO point_entries (user_id, kind, amount, reason, reference, idempotency_key,
                                  balance_after, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       RETURNING ${ENTRY_COLUMNS}
     ), lots AS (
       UPDATE point_lots l SET remaining = l.remaining - v.take
         FROM unnest($9::bigint[], $10::bigint[]) AS v(id, take)
        WHERE l.id = v.id AND l.user_id = $1 AND l.remaining >= v.take AND l.expires_at > $8
       RETURNING l.id
     ), allocations AS (
       INSERT INTO point_allocations (debit_entry_id, lot_id, amount)
       SELECT entry.id, v.id, v.take FROM entry, unnest($9::bigint[], $10::bigint[]) AS v(id, take)
     ), account AS (
       UPDATE point_accounts SET balance = $7, updated_at = $8 WHERE user_id = $1
     )
     SELECT entry.*, (SELECT count(*)::int FROM lots) AS taken FROM entry`,
    [
      input.userId,
      input.kind,
      -input.amount,
      input.reason,
      input.reference ?? null,
      input.idempotencyKey ?? null,
      balance - input.amount,
      input.now,
      lotIds,
      takes,
    ],
  );
  if (rows[0]?.taken !== lotIds.length) {
    throw new Error('ledger invariant broken: a lot changed under the account lock');
  }
  return toEntry(rows[0]);
}

/** Adds points: the entry, its lot and the account's new balance, in one statement. */
async function add(
  tx: Queryable,
  input: Movement & { kind: 'credit' | 'adjustment'; expiresAt: Date },
): Promise<LedgerEntry> {
  if (input.expiresAt.getTime() <= input.now.getTime()) {
    throw new AppError(ERROR_CODES.INVALID_PARAMETER, 'credit expires before it is made');
  }
  let balance = await lockAccount(tx, input.userId);
  const view = await readAccount(tx, input.userId, input.idempotencyKey, {
    onlyDueAt: input.now,
  });
  const previous = sameMovement(view.previous, { kind: [input.kind], amount: input.amount });
  if (previous) return previous;
  balance = await settle(tx, input.userId, balance, view.lots, input.now);

  const { rows } = await tx.query<EntryRow>(
    `WITH entry AS (
       INSERT INTO point_entries (user_id, kind, amount, reason, reference, idempotency_key,
                                  balance_after, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       RETURNING ${ENTRY_COLUMNS}
     ), lot AS (
       INSERT INTO point_lots (user_id, entry_id, amount, remaining, expires_at)
       SELECT $1, entry.id, $3, $3, $8 FROM entry
     ), account AS (
       UPDATE point_accounts SET balance = $7, updated_at = $9 WHERE user_id = $1
     )
     SELECT * FROM entry`,
    [
      input.userId,
      input.kind,
      input.amount,
      input.reason,
      input.reference ?? null,
      input.idempotencyKey ?? null,
      balance + input.amount,
      input.expiresAt,
      input.now,
    ],
  );
  return toEntry(rows[0]!);
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

      const due = await readAccount(tx, input.userId, null, { onlyDueAt: input.now });
      balance = await settle(tx, input.userId, balance, due.lots, input.now);

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

      const entry = await insertEntry(tx, {
        userId: input.userId,
        kind: 'refund',
        amount,
        reason: input.reason,
        reference: debit.rows[0].reference,
        idempotencyKey: null,
        refundOf: input.debitEntryId,
        balanceAfter: balance + amount,
        expiresAt: new Date(Math.min(...expiries)),
        now: input.now,
      });
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
      if (lapsedTotal > 0) await insertLot(tx, input.userId, entry.id, lapsedTotal, graceExpiry);
      return entry;
    },

    async settleExpired(tx, userId, now) {
      const balance = await lockAccount(tx, userId);
      const { lots } = await readAccount(tx, userId, null, { onlyDueAt: now });
      await settle(tx, userId, balance, lots, now);
      return lots.length;
    },

    async balance(db, userId, now) {
      const { rows } = await db.query<{ balance: number }>(
        `SELECT COALESCE(SUM(remaining), 0)::bigint AS balance FROM point_lots
          WHERE user_id = $1 AND remaining > 0 AND expires_at > $2`,
        [userId, now],
      );
      return rows[0]?.balance ?? 0;
    },
  };
}
