import type { PlayerExchange, PlayerPageQuery } from '@points/contracts';
import type { Database } from '../../../db/database';
import { textsIn, type CatalogueCache } from '../../items/catalogue';
import {
  deliveryActionRefusal,
  deliveryStateOf,
  EXCHANGE_DELIVERY_SELECT,
  toExchangeDelivery,
  type ExchangeDelivery,
} from '../../items/exchange-delivery';

/** An exchange as the console shows it: the item's name, the delivery and what may be done. */
export function toPlayerExchange(
  exchange: ExchangeDelivery,
  itemName: string,
  now: Date,
): PlayerExchange {
  const job = exchange.job;
  const mayAct = deliveryActionRefusal(exchange, now) === null;
  return {
    id: exchange.id,
    item_id: exchange.itemId,
    item_name: itemName,
    cost: exchange.cost,
    platform: exchange.platform,
    content_id: exchange.contentId,
    game_user_id: exchange.gameUserId,
    status: exchange.status,
    delivery: {
      state: deliveryStateOf(exchange),
      attempts: job?.attempts ?? 0,
      last_error: exchange.lastError ?? job?.lastError ?? null,
      next_attempt_at: job?.status === 'pending' ? job.runAt.toISOString() : null,
    },
    can_retry: mayAct,
    can_refund: mayAct,
    created_at: exchange.createdAt.toISOString(),
    settled_at: exchange.settledAt?.toISOString() ?? null,
  };
}

/** The player's item exchanges, newest first, each with how its delivery stands. */
export async function listPlayerExchanges(
  deps: { db: Database; catalogue: CatalogueCache },
  userId: string,
  query: PlayerPageQuery,
  now: Date,
): Promise<{ exchanges: PlayerExchange[]; total: number }> {
  const [page, count, catalogue] = await Promise.all([
    deps.db.query<Parameters<typeof toExchangeDelivery>[0]>(
      `${EXCHANGE_DELIVERY_SELECT} WHERE x.user_id = $1
        ORDER BY x.created_at DESC, x.id LIMIT $2 OFFSET $3`,
      [userId, query.per_page, (query.page - 1) * query.per_page],
    ),
    deps.db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM item_exchanges WHERE user_id = $1',
      [userId],
    ),
    deps.catalogue.get(),
  ]);
  return {
    total: count.rows[0]?.total ?? 0,
    exchanges: page.rows.map((row) => {
      const exchange = toExchangeDelivery(row);
      const item = catalogue.byId.get(exchange.itemId);
      return toPlayerExchange(
        exchange,
        item ? textsIn(item, query.lang).name : exchange.itemId,
        now,
      );
    }),
  };
}
