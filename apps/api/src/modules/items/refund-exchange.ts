import { ERROR_CODES } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { AppError } from '../../errors';
import type { GamePlatformGateway } from '../../integrations/game-platform/types';
import { run } from '../../db/statement';
import { giveUpJob, type JobHandler } from '../../jobs/job';
import type { DeliveryPayload } from './delivery-job';
import {
  deliveryActionRefusal,
  deliveryJobOf,
  readExchangeDelivery,
  type ExchangeDelivery,
} from './exchange-delivery';
import { deliveryRefusal } from './retry-delivery';

/**
 * Before refunding a failed delivery, outside any transaction (a platform question never holds
 * a connection): refuses what may not be refunded, and asks the platform whether an attempt got
 * through after all, since a refund of a delivered item would give the player both.
 */
export async function checkExchangeRefund(
  deps: { db: Queryable; gateway: GamePlatformGateway },
  request: { userId: string; exchangeId: string; now: Date },
): Promise<void> {
  const exchange = await readExchangeDelivery(deps.db, request);
  if (!exchange) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such exchange');
  const refusal = deliveryActionRefusal(exchange, request.now);
  if (refusal) throw deliveryRefusal(refusal);
  const delivered = await deps.gateway.wasDelivered(exchange.id).catch(() => null);
  if (delivered === null) throw deliveryRefusal('delivery_state_unknown');
  if (delivered) throw deliveryRefusal('delivered_on_platform');
}

/**
 * Refunds an exchange whose delivery failed, through the delivery job's own compensation (the
 * debit refunded through the ledger, the limit's place given back, the exchange marked refunded),
 * and gives its job up, so it runs no more. Call `checkExchangeRefund` first; this runs in the
 * caller's transaction and answers the exchange before and after.
 */
export async function refundExchange(
  tx: Queryable,
  delivery: Pick<JobHandler<DeliveryPayload>, 'compensate'>,
  request: { userId: string; exchangeId: string; note: string; now: Date },
): Promise<{ before: ExchangeDelivery; after: ExchangeDelivery }> {
  const { userId, exchangeId, note, now } = request;
  const before = await readExchangeDelivery(tx, { userId, exchangeId, lock: true });
  if (!before) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such exchange');
  // Checked again under the locks: a runner may have delivered or compensated meanwhile.
  const refusal = deliveryActionRefusal(before, now);
  if (refusal) throw deliveryRefusal(refusal);
  await delivery.compensate!(tx, deliveryJobOf(before), note, now);
  if (before.job?.status === 'pending') await run(tx, giveUpJob(before.job.id, note, now));
  const after = await readExchangeDelivery(tx, { userId, exchangeId });
  if (after?.status !== 'refunded') throw new Error('the delivery compensation did not refund');
  return { before, after };
}
