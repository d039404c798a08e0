import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database';
import { isAppError } from '../../errors';
import { refuseIdempotently, sendAnswer, type IdempotentCall } from '../idempotency/run-idempotent';
import { spend, type SpendPlan } from './spend';

/**
 * The one way a route answers a spending request:
 *
 * 1. `guard` checks what may refuse the spend before it starts, in the feature's order: its
 *    eligibility, and the questions to other systems (the game platform). It runs outside any
 *    transaction, so no database connection or lock is held while another system is slow.
 *    A refusal is stored under the idempotency key like any answer.
 * 2. `spend` runs the plan in one short transaction (limit, stock, balance, debit, record).
 * 3. `onSpent` runs after the commit (e.g. nudging the job runner to deliver at once).
 *
 * A replay of an answered request gets the first answer, byte for byte, whatever the guard says
 * now: the guard's refusal loses to the stored answer.
 */
export async function answerSpend(
  reply: FastifyReply,
  db: Database,
  call: IdempotentCall,
  steps: {
    guard?: () => Promise<void>;
    plan: () => SpendPlan;
    onSpent?: () => void;
  },
): Promise<FastifyReply> {
  try {
    await steps.guard?.();
  } catch (error) {
    if (!isAppError(error)) throw error;
    return sendAnswer(reply, await refuseIdempotently(db, call, error));
  }
  const answer = await spend(db, steps.plan());
  if (answer.status_code === 200) steps.onSpent?.();
  return sendAnswer(reply, answer);
}
