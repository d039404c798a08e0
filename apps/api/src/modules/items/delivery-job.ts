import { run, sql } from '../../db/statement';
import type { GamePlatformGateway } from '../../integrations/game-platform/types';
import { deliverToInbox } from '../../jobs/inbox-delivery';
import { z } from 'zod';
import {
  jobOf,
  type JobHandler,
  type JobKind,
  type NewJob,
  type RetryPolicy,
} from '../../jobs/job';
import { raiseDeliveryRefunded } from '../notifications/raise-notifications';
import type { Ledger } from '../points/ledger';
import { releaseLimit } from '../spending/spend';
import { itemLimitScope } from './item-limits';

export const ITEM_DELIVERY = 'item-delivery';

/** What a delivery needs, carried by its job so that running it reads nothing else. */
const DeliveryPayload = z.object({
  exchange_id: z.guid(),
  user_id: z.guid(),
  item_id: z.string().min(1),
  content_id: z.string().min(1),
  game_user_id: z.string().min(1),
  sku: z.string().min(1),
  platform: z.enum(['steam', 'mobile']),
  /** ISO time: the limit period the exchange counts in. */
  period_start: z.iso.datetime({ offset: true }),
});
export type DeliveryPayload = z.infer<typeof DeliveryPayload>;

/** The item deliveries: who enqueues them and who runs them read the same payload. */
export const itemDelivery: JobKind<DeliveryPayload> = {
  kind: ITEM_DELIVERY,
  payload: DeliveryPayload,
};

/** The delivery job of an exchange: its id is the exchange's, so it is enqueued once. */
export function itemDeliveryJob(payload: DeliveryPayload, now: Date): NewJob {
  return jobOf(itemDelivery, {
    id: `${ITEM_DELIVERY}:${payload.exchange_id}`,
    reference: `exchange:${payload.exchange_id}`,
    payload,
    runAt: now,
  });
}

/**
 * Puts an exchanged item in the player's in-game inbox. The exchange id is the delivery id, and
 * the platform delivers an id at most once, so sending again after a crash is safe. A temporary
 * failure is retried with backoff; on the last attempt the platform is first asked whether an
 * earlier attempt got through. A permanent refusal, or giving up, is compensated once: the debit
 * is refunded through the ledger, the exchange stops counting against the limit, it is marked
 * refunded with the reason, and the player is notified.
 */
export function itemDeliveryHandler(deps: {
  gateway: GamePlatformGateway;
  ledger: Ledger;
  retry: RetryPolicy;
}): JobHandler<DeliveryPayload> {
  return {
    ...itemDelivery,
    retry: deps.retry,

    async run({ payload }, { finalAttempt }) {
      await deliverToInbox(
        deps.gateway,
        {
          deliveryId: payload.exchange_id,
          contentId: payload.content_id,
          gameUserId: payload.game_user_id,
          sku: payload.sku,
          platform: payload.platform,
        },
        finalAttempt,
      );
    },

    completed(jobs, now) {
      return sql`UPDATE item_exchanges SET status = 'delivered', settled_at = ${now}
                  WHERE id = ANY(${jobs.map((job) => job.payload.exchange_id)}::uuid[])
                    AND status = 'queued'`;
    },

    async compensate(tx, { payload }, reason, now) {
      const { rows } = await tx.query<{ debit_entry_id: number }>(
        `SELECT debit_entry_id FROM item_exchanges WHERE id = $1 AND status = 'queued' FOR UPDATE`,
        [payload.exchange_id],
      );
      if (!rows[0]) return;
      // The refund takes the account lock first; the limit's counter changes only under it.
      const refund = await deps.ledger.refund(tx, {
        userId: payload.user_id,
        debitEntryId: rows[0].debit_entry_id,
        reason: 'exchange_refund',
        now,
      });
      await releaseLimit(tx, payload.user_id, {
        scope: itemLimitScope(payload.item_id),
        periodStart: new Date(payload.period_start),
      });
      await tx.query(
        `UPDATE item_exchanges
            SET status = 'refunded', refund_entry_id = $2, last_error = $3, settled_at = $4
          WHERE id = $1`,
        [payload.exchange_id, refund.id, reason, now],
      );
      // The player is told, with the points returned, exactly when the refund happens.
      await run(
        tx,
        raiseDeliveryRefunded(
          { userId: payload.user_id, exchangeId: payload.exchange_id, amount: refund.amount },
          now,
        ),
      );
    },
  };
}
