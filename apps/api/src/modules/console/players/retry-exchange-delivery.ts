import type { PlayerExchange } from '@points/contracts';
import type { Database } from '../../../db/database';
import type { CatalogueCache } from '../../items/catalogue';
import { retryDelivery } from '../../items/retry-delivery';
import type { Actor } from '../../operator-actions/audited';
import { auditedExchangeChange } from './audited-exchange-change';

/** An admin sends a failed delivery again (audited); 4049 with a reason when it may not be. */
export function retryExchangeDelivery(
  deps: { db: Database; catalogue: CatalogueCache },
  actor: Actor,
  request: { userId: string; exchangeId: string; reason: string; now: Date },
): Promise<PlayerExchange> {
  return auditedExchangeChange(deps, actor, request, {
    action: 'players.retry_delivery',
    run: (tx) => retryDelivery(tx, request),
  });
}
