import type { PlayerExchange } from '@points/contracts';
import type { Database } from '../../../db/database';
import { textsIn, type CatalogueCache } from '../../items/catalogue';
import { exchangeSnapshot } from '../../items/exchange-delivery';
import { retryDelivery } from '../../items/retry-delivery';
import { audited, type Actor } from '../../operator-actions/audited';
import { toPlayerExchange } from './list-player-exchanges';

/** An admin sends a failed delivery again (audited); 4049 with a reason when it may not be. */
export async function retryExchangeDelivery(
  deps: { db: Database; catalogue: CatalogueCache },
  actor: Actor,
  request: { userId: string; exchangeId: string; reason: string; now: Date },
): Promise<PlayerExchange> {
  const { after } = await audited(deps.db, actor, async (tx) => {
    const result = await retryDelivery(tx, request);
    return {
      result,
      audit: {
        action: 'players.retry_delivery',
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
