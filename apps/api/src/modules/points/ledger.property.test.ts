import fc from 'fast-check';
import { expect, it } from 'vitest';
import { AppError } from '../../errors';
import { describeEachDatabase } from '../../test/databases';
import { TEST_LEDGER_POLICY as policy, testLedger as ledger } from '../../test/ledger';
import { createTestUser } from '../../test/users';
import { expireDuePoints } from './expire-points';
import { getPointHistory } from './get-point-history';
import { createHistoryRegistry } from './history-registry';

const DAY = 86_400_000;

type Command =
  | { type: 'credit'; amount: number; days: number | null }
  | { type: 'debit'; amount: number }
  | { type: 'refund'; pick: number }
  | { type: 'adjust'; amount: number }
  | { type: 'tick'; days: number }
  | { type: 'expire' }
  | { type: 'history' };

// Weighted towards what makes expiry and refunds meet: credits, small debits, refunds, time.
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('credit' as const),
      amount: fc.integer({ min: 1, max: 500 }),
      days: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('debit' as const),
      amount: fc.integer({ min: 1, max: 400 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('refund' as const), pick: fc.nat({ max: 99 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('adjust' as const),
      amount: fc.integer({ min: -300, max: 300 }).filter((n) => n !== 0),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('tick' as const),
      days: fc.integer({ min: 1, max: 20 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'expire' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'history' as const }) },
);

interface ModelLot {
  seq: number;
  remaining: number;
  expiresAt: number;
}

/** The ledger's rules in a few lines of memory, to hold the real one to. */
class Model {
  lots: ModelLot[] = [];
  debits: Array<{
    entryId: number;
    taken: Array<{ lot: ModelLot; amount: number }>;
    refunded: boolean;
  }> = [];
  entries = 0;
  private seq = 0;
  constructor(public now: number) {}

  available(): number {
    return this.lots.filter((lot) => lot.expiresAt > this.now).reduce((s, l) => s + l.remaining, 0);
  }
  ledgerBalance(): number {
    return this.lots.reduce((sum, lot) => sum + lot.remaining, 0);
  }
  settle(): void {
    for (const lot of this.ordered()) {
      if (lot.expiresAt <= this.now && lot.remaining > 0) {
        lot.remaining = 0;
        this.entries++;
      }
    }
  }
  addLot(amount: number, expiresAt: number): ModelLot {
    const lot = { seq: this.seq++, remaining: amount, expiresAt };
    this.lots.push(lot);
    return lot;
  }
  ordered(): ModelLot[] {
    return [...this.lots].sort((a, b) => a.expiresAt - b.expiresAt || a.seq - b.seq);
  }
  /** Returns the lots taken from, or null (402) when the points fall short. */
  take(amount: number): Array<{ lot: ModelLot; amount: number }> | null {
    if (this.available() < amount) return null;
    this.settle();
    const taken = [];
    let left = amount;
    for (const lot of this.ordered()) {
      if (left === 0) break;
      if (lot.remaining === 0 || lot.expiresAt <= this.now) continue;
      const part = Math.min(lot.remaining, left);
      lot.remaining -= part;
      left -= part;
      taken.push({ lot, amount: part });
    }
    this.entries++;
    return taken;
  }
}

describeEachDatabase('ledger against an in-memory model (fast-check)', ({ db }) => {
  it('agrees on balances and history after every step of random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 30 }), async (commands) => {
        const { id: userId } = await createTestUser(db());
        const model = new Model(Date.UTC(2026, 0, 1));
        const now = () => new Date(model.now);

        for (const step of commands) {
          switch (step.type) {
            case 'credit': {
              const expiresAt = model.now + (step.days ?? policy.expiryDays) * DAY;
              await db().transaction((tx) =>
                ledger.credit(tx, {
                  userId,
                  amount: step.amount,
                  reason: 'campaign_reward',
                  now: now(),
                  expiresAt: new Date(expiresAt),
                }),
              );
              model.settle();
              model.addLot(step.amount, expiresAt);
              model.entries++;
              break;
            }
            case 'debit':
            case 'adjust': {
              if (step.type === 'adjust' && step.amount > 0) {
                await db().transaction((tx) =>
                  ledger.adjust(tx, {
                    userId,
                    amount: step.amount,
                    reason: 'support_adjustment',
                    now: now(),
                  }),
                );
                model.settle();
                model.addLot(step.amount, model.now + policy.expiryDays * DAY);
                model.entries++;
                break;
              }
              const amount = Math.abs(step.amount);
              const outcome = await db()
                .transaction((tx) =>
                  step.type === 'debit'
                    ? ledger.debit(tx, { userId, amount, reason: 'item_exchange', now: now() })
                    : ledger.adjust(tx, {
                        userId,
                        amount: -amount,
                        reason: 'support_adjustment',
                        now: now(),
                      }),
                )
                .catch((error: unknown) => error);
              const taken = model.take(amount);
              if (taken === null) {
                expect(outcome).toBeInstanceOf(AppError);
                expect((outcome as AppError).catalogueCode).toBe(402);
              } else {
                expect(outcome).not.toBeInstanceOf(Error);
                if (step.type === 'debit') {
                  model.debits.push({
                    entryId: (outcome as { id: number }).id,
                    taken,
                    refunded: false,
                  });
                }
              }
              break;
            }
            case 'refund': {
              if (model.debits.length === 0) break;
              const debit = model.debits[step.pick % model.debits.length]!;
              await db().transaction((tx) =>
                ledger.refund(tx, {
                  userId,
                  debitEntryId: debit.entryId,
                  reason: 'exchange_refund',
                  now: now(),
                }),
              );
              if (debit.refunded) break;
              debit.refunded = true;
              model.settle();
              let lapsed = 0;
              for (const part of debit.taken) {
                if (part.lot.expiresAt > model.now) part.lot.remaining += part.amount;
                else lapsed += part.amount;
              }
              if (lapsed > 0) model.addLot(lapsed, model.now + policy.refundGraceDays * DAY);
              model.entries++;
              break;
            }
            case 'tick':
              model.now += step.days * DAY;
              break;
            case 'expire':
              await expireDuePoints(db(), ledger, now());
              model.settle();
              break;
            case 'history': {
              const page = await getPointHistory(
                { db: db(), ledger, history: createHistoryRegistry() },
                userId,
                { page: 1, perPage: 1, language: 'en' },
                now(),
              );
              model.settle();
              expect(page.total).toBe(model.entries);
              expect(page.entries[0]?.balance_after ?? 0).toBe(model.available());
              break;
            }
          }

          // After every step: the spendable balance, and the history summing to the ledger.
          expect(await ledger.balance(db(), userId, now())).toBe(model.available());
          const { rows } = await db().query<{ total: number; entries: number; account: number }>(
            `SELECT COALESCE(SUM(e.amount), 0)::bigint AS total, count(e.id)::int AS entries,
                    COALESCE((SELECT balance FROM point_accounts WHERE user_id = $1), 0) AS account
               FROM point_entries e WHERE e.user_id = $1`,
            [userId],
          );
          expect(rows[0]).toEqual({
            total: model.ledgerBalance(),
            entries: model.entries,
            account: model.ledgerBalance(),
          });
        }
      }),
      { numRuns: 100 },
    );
  });
});
