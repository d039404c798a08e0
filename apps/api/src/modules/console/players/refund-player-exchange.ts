import type { PlayerExchange } from '@points/contracts';
import type { Database } from '../../../db/database';
import type { GamePlatformGateway } from '../../../integrations/game-platform/types';
import type { JobHandler } from '../../../jobs/job';
import type { CatalogueCache } from '../../items/catalogue';
import type { DeliveryPayload } from '../../items/delivery-job';
import { checkExchangeRefund, refundExchange } from '../../items/refund-exchange';
import type { Actor } from '../../operator-actions/audited';
import { auditedExchangeChange } from './audited-exchange-change';

/**
 * An admin refunds an exchange whose delivery failed (audited), through the delivery job's own
 * compensation; 4049 with a reason when it may not be refunded, or when the platform got it.
 */
export async function refundPlayerExchange(
  deps: {
    db: Database;
    gateway: GamePlatformGateway;
    catalogue: CatalogueCache;
    delivery: Pick<JobHandler<DeliveryPayload>, 'compensate'>;
  },
  actor: Actor,
  request: { userId: string; exchangeId: string; reason: string; now: Date },
): Promise<PlayerExchange> {
  await checkExchangeRefund(deps, request);
  return auditedExchangeChange(deps, actor, request, {
    action: 'players.refund_exchange',
    run: (tx) =>
      refundExchange(tx, deps.delivery, {
        ...request,
        // The exchange keeps why it was refunded, as the job's own compensation records it.
        note: `refunded by ${actor.name}: ${request.reason}`,
      }),
  });
}
