import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { idempotentCallOf, runIdempotent, sendAnswer } from '../modules/idempotency/run-idempotent';
import type { Ledger } from '../modules/points/ledger';
import { requireSession } from '../plugins/auth';

/**
 * A spending endpoint shaped exactly as features build theirs (idempotency key, ledger debit in
 * the request's transaction) that spends any amount asked, for the suites that need spends other
 * than an item's price (the items exchange spends only its items' prices).
 */
export function registerSpendRoute(
  app: FastifyInstance,
  deps: { db: Database; ledger: Ledger; clock: () => Date },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/test/spend',
    {
      config: { auth: 'required' },
      schema: { body: z.object({ amount: z.coerce.number().int().positive() }) },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const call = idempotentCallOf(request, user.id);
      const answer = await runIdempotent(deps.db, call, async (tx) => {
        const entry = await deps.ledger.debit(tx, {
          userId: user.id,
          amount: request.body.amount,
          reason: 'item_exchange',
          reference: `test:${call.key}`,
          idempotencyKey: `request:${call.key}`,
          now: deps.clock(),
        });
        return {
          status_code: 200,
          data: { entry_id: entry.id, point: entry.balanceAfter },
        };
      });
      return sendAnswer(reply, answer);
    },
  );
}
