import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database';
import { isAppError } from '../../errors';
import { refuseIdempotently, sendAnswer, type Answer, type IdempotentCall } from './run-idempotent';

/**
 * The one way a route answers a request that moves points (a spend, an earning):
 *
 * 1. `guard` checks what may refuse the move before it starts, in the feature's order: its
 *    eligibility, and the questions to other systems (the game platform). It runs outside any
 *    transaction, so no database connection or lock is held while another system is slow.
 *    A refusal is stored under the idempotency key like any answer.
 * 2. `act` moves the points under the key (one statement: `spend`, `earn`).
 * 3. `onDone` runs after the commit when the move went through (e.g. nudging the job runner).
 *
 * A replay of an answered request gets the first answer, byte for byte, whatever the guard says
 * now: the guard's refusal loses to the stored answer.
 */
export async function answerGuarded(
  reply: FastifyReply,
  db: Database,
  call: IdempotentCall,
  steps: { guard?: () => Promise<void>; act: () => Promise<Answer>; onDone?: () => void },
): Promise<FastifyReply> {
  try {
    await steps.guard?.();
  } catch (error) {
    if (!isAppError(error)) throw error;
    return sendAnswer(reply, await refuseIdempotently(db, call, error));
  }
  const answer = await steps.act();
  if (answer.status_code === 200) steps.onDone?.();
  return sendAnswer(reply, answer);
}
