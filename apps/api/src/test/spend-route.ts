import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@points/contracts';
import type { Database } from '../db/database';
import { sql } from '../db/statement';
import { AppError } from '../errors';
import { answerOf, idempotentCallOf } from '../modules/idempotency/run-idempotent';
import { answerSpend } from '../modules/spending/answer-spend';
import { requireSession } from '../plugins/auth';
import { httpSuite } from './http-suite';

/**
 * A spending endpoint built exactly as features build theirs (`answerSpend` with a guard and a
 * plan) that spends any amount asked, optionally under a per-player limit, from a stock, or
 * refused by its guard: for the suites that test spending itself rather than one feature.
 * Its record is a row in `schema_migrations` named after the debit, so tests can see that the
 * record was written with the debit.
 */
export function registerSpendRoute(
  app: FastifyInstance,
  deps: { db: Database; clock: () => Date },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/test/spend',
    {
      config: { auth: 'required' },
      schema: {
        body: z.object({
          amount: z.coerce.number().int().positive(),
          limit: z.coerce.number().int().positive().optional(),
          pool: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const call = idempotentCallOf(request, user.id);
      const { amount, limit, pool } = request.body;
      // What another system says at this moment (not part of the request): a header, so that
      // the same request can be refused once and accepted the next time.
      const refuse = Number(request.headers['x-test-refuse'] ?? 0);
      const now = deps.clock();
      return answerSpend(reply, deps.db, call, {
        guard: async () => {
          if (refuse) throw new AppError(refuse as typeof ERROR_CODES.GAME_MAINTENANCE);
        },
        plan: () => ({
          userId: user.id,
          call,
          amount,
          reason: 'item_exchange',
          reference: `test:${call.key}`,
          ledgerKey: `request:${call.key}`,
          now,
          ...(limit
            ? { limit: { scope: 'test:limited', periodStart: new Date(0), max: limit } }
            : {}),
          ...(pool ? { stockPool: pool } : {}),
          refusals: {
            limitReached: answerOf(
              new AppError(ERROR_CODES.GENERIC_ERROR, 'limit', {
                details: { reason: 'limit_reached' },
              }),
            ),
            soldOut: answerOf(
              new AppError(ERROR_CODES.GENERIC_ERROR, 'sold out', {
                details: { reason: 'sold_out' },
              }),
            ),
          },
          // Its record names the debit and the unit, so tests see what the spend wrote.
          record: [
            sql`INSERT INTO schema_migrations (id)
                SELECT 'spend-record:' || entry_id || ':' || COALESCE(unit_value, '-') FROM spent`,
          ],
          answer: { status_code: 200, data: { key: call.key } },
        }),
      });
    },
  );
}

/**
 * For the suites that send real parallel spends: `httpSuite` with the test spend route. Its
 * pool is far smaller than the requests it queues, on purpose: spending, not overload
 * shedding, is under test.
 */
export const spendSuite = () =>
  httpSuite({
    routes: (instance, db) => registerSpendRoute(instance, { db, clock: () => new Date() }),
  });
