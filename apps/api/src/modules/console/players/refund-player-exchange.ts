import type { PlayerExchange } from '@points/contracts';
import type { Database } from '../../../db/database';
import type { GamePlatformGateway } from '../../../integrations/game-platform/types';
import type { JobHandler } from '../../../jobs/job';
import { textsIn, type CatalogueCache } from '../../items/catalogue';
import type { DeliveryPayload } from '../../items/delivery-job';
import { exchangeSnapshot } from '../../items/exchange-delivery';
import { checkExchangeRefund, refundExchange } from '../../items/refund-exchange';
import { audited, type Actor } from '../../operator-actions/audited';
import { toPlayerExchange } from './list-player-exchanges';

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
  const { after } = await audited(deps.db, actor, async (tx) => {
    const result = await refundExchange(tx, deps.delivery, {
      ...request,
      // The exchange keeps why it was refunded, as the job's own compensation records it.
      note: `refunded by ${actor.name}: ${request.reason}`,
    });
    return {
      result,
      audit: {
        action: 'players.refund_exchange',
        objectType: 'item_exchange',
        objectId: request.exchangeId,
        before: exchangeSnapshot(result.before),
        after: exchangeSnapshot(result.after),
        reason: request.reason,
      },
    };
  });
  const item = (await deps.catalogue.get()).byId.get(after.itemId);
  return toPlayerExchange(after, item ? textsIn(item, 'en').name : after.itemId, request.now);
}
