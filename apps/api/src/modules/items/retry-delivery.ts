import { ERROR_CODES, type DeliveryActionRefusal } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run } from '../../db/statement';
import { AppError } from '../../errors';
import { enqueueJob, retryJobNow } from '../../jobs/job';
import { itemDeliveryJob } from './delivery-job';
import {
  deliveryActionRefusal,
  deliveryJobOf,
  readExchangeDelivery,
  type ExchangeDelivery,
} from './exchange-delivery';

/** A retry or a refund support may not make now, with the reason (4049). */
export const deliveryRefusal = (reason: DeliveryActionRefusal) =>
  new AppError(ERROR_CODES.GENERIC_ERROR, `delivery action refused: ${reason}`, {
    details: { reason },
  });

/**
 * Sends a failed delivery again: the exchange's delivery job is due now with a fresh set of
 * attempts (or enqueued again if it is gone). The platform delivers an exchange id at most once,
 * so a retry after an attempt that did get through only records the delivery. Runs in the
 * caller's transaction; answers the exchange before and after.
 */
export async function retryDelivery(
  tx: Queryable,
  request: { userId: string; exchangeId: string; now: Date },
): Promise<{ before: ExchangeDelivery; after: ExchangeDelivery }> {
  const { userId, exchangeId, now } = request;
  const before = await readExchangeDelivery(tx, { userId, exchangeId, lock: true });
  if (!before) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such exchange');
  const refusal = deliveryActionRefusal(before, now);
  if (refusal) throw deliveryRefusal(refusal);
  if (before.job) {
    // The last error stays until an attempt succeeds, so the screen still says why it failed.
    await run(tx, retryJobNow(before.job.id, now));
  } else {
    await run(tx, enqueueJob(itemDeliveryJob(deliveryJobOf(before).payload, now), now));
  }
  const after = await readExchangeDelivery(tx, { userId, exchangeId });
  return { before, after: after! };
}
