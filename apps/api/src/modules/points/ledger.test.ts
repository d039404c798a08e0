import { expect, it } from 'vitest';
import { ERROR_CODES } from '@points/contracts';
import type { Database, Queryable } from '../../db/database';
import { describeEachDatabase } from '../../test/databases';
import { testLedger as ledger } from '../../test/ledger';
import { createTestUser } from '../../test/users';
import { expireDuePoints } from './expire-points';
import type { AdjustmentInput, CreditInput, DebitInput, RefundInput } from './ledger';

const DAY = 86_400_000;
const T0 = new Date('2026-01-01T00:00:00.000Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY);

const newUser = async (db: Database) => (await createTestUser(db)).id;

describeEachDatabase('points ledger', ({ db }) => {
  const tx = <T>(fn: (t: Queryable) => Promise<T>): Promise<T> => db().transaction(fn);
  /** The ledger's writes, each in a transaction of its own, at T0 with a usual reason unless told. */
  const write = {
    credit: (userId: string, amount: number, more: Partial<CreditInput> = {}) =>
      tx((t) => ledger.credit(t, { userId, amount, reason: 'welcome_bonus', now: T0, ...more })),
    debit: (userId: string, amount: number, more: Partial<DebitInput> = {}) =>
      tx((t) => ledger.debit(t, { userId, amount, reason: 'item_exchange', now: T0, ...more })),
    refund: (userId: string, debitEntryId: number, more: Partial<RefundInput> = {}) =>
      tx((t) =>
        ledger.refund(t, { userId, debitEntryId, reason: 'exchange_refund', now: T0, ...more }),
      ),
    adjust: (userId: string, amount: number, more: Partial<AdjustmentInput> = {}) =>
      tx((t) =>
        ledger.adjust(t, { userId, amount, reason: 'support_adjustment', now: T0, ...more }),
      ),
  };

  const state = async (userId: string) => {
    const entries = await db().query<{ kind: string; amount: number; balance_after: number }>(
      'SELECT kind, amount, balance_after FROM point_entries WHERE user_id = $1 ORDER BY id',
      [userId],
    );
    const lots = await db().query<{ amount: number; remaining: number; expires_at: Date }>(
      'SELECT amount, remaining, expires_at FROM point_lots WHERE user_id = $1 ORDER BY id',
      [userId],
    );
    const account = await db().query<{ balance: number }>(
      'SELECT balance FROM point_accounts WHERE user_id = $1',
      [userId],
    );
    return { entries: entries.rows, lots: lots.rows, account: account.rows[0]?.balance ?? 0 };
  };

  it('credits points into a lot that expires after 180 days by default', async () => {
    const user = await newUser(db());
    const entry = await write.credit(user, 500);
    expect(entry).toMatchObject({ kind: 'credit', amount: 500, balanceAfter: 500 });
    expect(entry.expiresAt?.toISOString()).toBe(at(180).toISOString());
    expect(await ledger.balance(db(), user, T0)).toBe(500);
    expect((await state(user)).lots).toEqual([
      { amount: 500, remaining: 500, expires_at: at(180) },
    ]);
  });

  it('spends the points that expire soonest first', async () => {
    const user = await newUser(db());
    await write.credit(user, 100);
    await write.credit(user, 50, { reason: 'login_bonus', expiresAt: at(10) });
    const debit = await write.debit(user, 70, { now: at(1) });
    expect(debit).toMatchObject({ kind: 'debit', amount: -70, balanceAfter: 80 });
    const { lots } = await state(user);
    expect(lots.map((lot) => lot.remaining)).toEqual([80, 0]);
    const allocations = await db().query<{ amount: number; expires_at: Date }>(
      `SELECT a.amount, l.expires_at FROM point_allocations a JOIN point_lots l ON l.id = a.lot_id
        WHERE a.debit_entry_id = $1 ORDER BY l.expires_at`,
      [debit.id],
    );
    expect(allocations.rows).toEqual([
      { amount: 50, expires_at: at(10) },
      { amount: 20, expires_at: at(180) },
    ]);
  });

  it('refuses a debit beyond the balance with 402 and changes nothing', async () => {
    const user = await newUser(db());
    await write.credit(user, 100);
    const before = await state(user);
    await expect(write.debit(user, 101)).rejects.toMatchObject({
      catalogueCode: ERROR_CODES.INSUFFICIENT_POINTS,
    });
    expect(await state(user)).toEqual(before);
  });

  it('refuses amounts that are not whole positive points', async () => {
    const user = await newUser(db());
    for (const amount of [0, -5, 1.5, Number.NaN, 2e12]) {
      await expect(write.credit(user, amount)).rejects.toMatchObject({
        catalogueCode: ERROR_CODES.INVALID_PARAMETER,
      });
    }
    expect((await state(user)).entries).toEqual([]);
  });

  it('returns the first entry when a keyed movement is repeated, and refuses the key for another', async () => {
    const user = await newUser(db());
    const first = await write.credit(user, 300, {
      reason: 'campaign_reward',
      idempotencyKey: 'claim-1',
    });
    const again = await write.credit(user, 300, {
      reason: 'campaign_reward',
      idempotencyKey: 'claim-1',
      now: at(1),
    });
    expect(again).toEqual(first);
    expect(await ledger.balance(db(), user, at(1))).toBe(300);
    await expect(
      write.debit(user, 300, { idempotencyKey: 'claim-1', now: at(1) }),
    ).rejects.toMatchObject({ catalogueCode: ERROR_CODES.INVALID_PARAMETER });
  });

  it('refunds a debit once, into the very lots it took from', async () => {
    const user = await newUser(db());
    await write.credit(user, 200);
    const debit = await write.debit(user, 150);
    const refund = await write.refund(user, debit.id, { now: at(1) });
    expect(refund).toMatchObject({
      kind: 'refund',
      amount: 150,
      balanceAfter: 200,
      refundOf: debit.id,
    });
    expect(refund.expiresAt?.toISOString()).toBe(at(180).toISOString());
    const twice = await write.refund(user, debit.id, { now: at(2) });
    expect(twice).toEqual(refund);
    const { lots, account } = await state(user);
    expect(lots).toEqual([{ amount: 200, remaining: 200, expires_at: at(180) }]);
    expect(account).toBe(200);
  });

  it('refunds points whose lot expired meanwhile into a new lot with a grace period', async () => {
    const user = await newUser(db());
    await write.credit(user, 100, { reason: 'login_bonus', expiresAt: at(5) });
    const debit = await write.debit(user, 100, { now: at(1) });
    const refund = await write.refund(user, debit.id, { now: at(7) });
    expect(refund.expiresAt?.toISOString()).toBe(at(37).toISOString());
    expect(await ledger.balance(db(), user, at(7))).toBe(100);
    expect(await ledger.balance(db(), user, at(37))).toBe(0);
  });

  it('refuses to refund what is not one of the account’s debits', async () => {
    const user = await newUser(db());
    const other = await newUser(db());
    const credit = await write.credit(user, 100);
    const debit = await write.debit(user, 10);
    for (const [userId, debitEntryId] of [
      [user, credit.id],
      [other, debit.id],
      [user, 99_999_999],
    ] as const) {
      await expect(write.refund(userId, debitEntryId)).rejects.toMatchObject({
        catalogueCode: ERROR_CODES.INVALID_PARAMETER,
      });
    }
  });

  it('corrects with adjustment entries, up or down, never below zero', async () => {
    const user = await newUser(db());
    await write.adjust(user, 40);
    const down = await write.adjust(user, -15);
    expect(down).toMatchObject({ kind: 'adjustment', amount: -15, balanceAfter: 25 });
    await expect(write.adjust(user, -26)).rejects.toMatchObject({
      catalogueCode: ERROR_CODES.INSUFFICIENT_POINTS,
    });
  });

  it('expires lots: gone from the balance at once, recorded as expiry entries by the job', async () => {
    const user = await newUser(db());
    await write.credit(user, 100);
    await write.credit(user, 30, { reason: 'login_bonus', expiresAt: at(3) });
    await write.debit(user, 10, { now: at(1) });
    expect(await ledger.balance(db(), user, at(3))).toBe(100);

    const run = await expireDuePoints(db(), ledger, at(3));
    expect(run.lots).toBeGreaterThanOrEqual(1);
    const { entries, lots, account } = await state(user);
    expect(entries.at(-1)).toEqual({ kind: 'expiry', amount: -20, balance_after: 100 });
    expect(lots.map((lot) => lot.remaining)).toEqual([100, 0]);
    expect(account).toBe(100);
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(100);
    // Running it again finds nothing more to do for this account.
    await expireDuePoints(db(), ledger, at(3));
    expect((await state(user)).entries).toHaveLength(entries.length);
  });

  it('settles expired lots before any write, so balance_after is the balance', async () => {
    const user = await newUser(db());
    await write.credit(user, 30, { reason: 'login_bonus', expiresAt: at(2) });
    const credit = await write.credit(user, 5, { reason: 'campaign_reward', now: at(4) });
    expect(credit.balanceAfter).toBe(5);
    const { entries } = await state(user);
    expect(entries.map((entry) => entry.kind)).toEqual(['credit', 'expiry', 'credit']);
  });

  it('keeps history append-only: entries cannot be edited or deleted', async () => {
    const user = await newUser(db());
    const entry = await write.credit(user, 10);
    await expect(
      db().query('UPDATE point_entries SET amount = 1000 WHERE id = $1', [entry.id]),
    ).rejects.toThrow(/append-only/);
    await expect(db().query('DELETE FROM point_entries WHERE id = $1', [entry.id])).rejects.toThrow(
      /append-only/,
    );
  });

  it('lets the database itself refuse a negative balance or lot', async () => {
    const user = await newUser(db());
    await write.credit(user, 10);
    await expect(
      db().query('UPDATE point_accounts SET balance = -1 WHERE user_id = $1', [user]),
    ).rejects.toThrow(/point_accounts_balance_not_negative/);
    await expect(
      db().query('UPDATE point_lots SET remaining = -1 WHERE user_id = $1', [user]),
    ).rejects.toThrow(/point_lots_remaining_range/);
  });
});
