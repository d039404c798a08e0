import type { PlayerExchange } from '@points/contracts';
import type { Database, Queryable } from '../../../db/database';
import { textsIn, type CatalogueCache } from '../../items/catalogue';
import { exchangeSnapshot, type ExchangeDelivery } from '../../items/exchange-delivery';
import { audited, type Actor } from '../../operator-actions/audited';
import { toPlayerExchange } from './list-player-exchanges';

/**
 * An admin's change to one of a player's exchanges (a retry, a refund), made and audited in one
 * transaction (the exchange before and after, with the admin's reason), and answered as the
 * console lists the exchange.
 */
export async function auditedExchangeChange(
  deps: { db: Database; catalogue: CatalogueCache },
  actor: Actor,
  request: { exchangeId: string; reason: string; now: Date },
  change: {
    action: string;
    run(tx: Queryable): Promise<{ before: ExchangeDelivery; after: ExchangeDelivery }>;
  },
): Promise<PlayerExchange> {
  const after = await audited(deps.db, actor, async (tx) => {
    const { before, after } = await change.run(tx);
    return {
      result: after,
      audit: {
        action: change.action,
        objectType: 'item_exchange',
        objectId: request.exchangeId,
        before: exchangeSnapshot(before),
        after: exchangeSnapshot(after),
        reason: request.reason,
      },
    };
  });
  const item = (await deps.catalogue.get()).byId.get(after.itemId);
  return toPlayerExchange(after, item ? textsIn(item, 'en').name : after.itemId, request.now);
}
