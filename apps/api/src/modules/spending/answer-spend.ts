import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database';
import { answerGuarded } from '../idempotency/answer-guarded';
import type { IdempotentCall } from '../idempotency/run-idempotent';
import { spend, type SpendPlan } from './spend';

/**
 * The one way a route answers a spending request: the guard outside any transaction, then the
 * spend's one statement, then `onSpent` after the commit (see `answerGuarded`).
 */
export function answerSpend(
  reply: FastifyReply,
  db: Database,
  call: IdempotentCall,
  steps: { guard?: () => Promise<void>; plan: () => SpendPlan; onSpent?: () => void },
): Promise<FastifyReply> {
  return answerGuarded(reply, db, call, {
    ...(steps.guard ? { guard: steps.guard } : {}),
    act: () => spend(db, steps.plan()),
    ...(steps.onSpent ? { onDone: steps.onSpent } : {}),
  });
}
