import { randomUUID } from 'node:crypto';
import { ERROR_CODES, type ExchangeData, type ExchangeRefusal } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { AppError } from '../../errors';
import type { GamePlatformGateway } from '../../integrations/game-platform/gateway';
import type { Ledger } from '../points/ledger';
import type { User } from '../users/user-repository';
import type { CatalogueItem } from './catalogue';
import { inPeriod, variantFor } from './item-view';
import { periodStart } from './periods';

export interface ExchangeDeps {
  ledger: Ledger;
  gateway: GamePlatformGateway;
  clock: () => Date;
}

const refuse = (reason: ExchangeRefusal) =>
  new AppError(ERROR_CODES.GENERIC_ERROR, reason, { details: { reason } });

/**
 * Exchanges points for an item, inside the request's transaction (which also holds the
 * idempotency key). The checks run in the order of the catalogue codes: game app linked (4041),
 * account country (4042), game country (4043), game account (4044), game maintenance (4045),
 * exchange period and remaining count (4049 with a reason), balance (402). Then, together: the
 * ledger debit, the exchange record (queued) and the delivery outbox row.
 */
export async function exchangeItem(
  deps: ExchangeDeps,
  tx: Queryable,
  request: { user: User; item: CatalogueItem; requestKey: string },
): Promise<ExchangeData> {
  const { user, item } = request;
  const match = variantFor(item, user.gameApps);
  if (!match) throw new AppError(ERROR_CODES.GAME_APP_NOT_LINKED);
  if (item.barredAccountCountries.includes(user.country)) {
    throw new AppError(ERROR_CODES.ITEM_NOT_IN_ACCOUNT_COUNTRY);
  }
  // Both questions go to the platform at once; the answers are still checked in code order.
  const accountStatus = deps.gateway.accountStatus(match.variant.contentId, match.app.game_user_id);
  const inMaintenance = deps.gateway.inMaintenance(match.variant.contentId);
  // An earlier refusal leaves this answer unread: it must not become an unhandled rejection.
  inMaintenance.catch(() => {});
  const account = await accountStatus;
  if (account.country && item.barredGameCountries.includes(account.country)) {
    throw new AppError(ERROR_CODES.ITEM_NOT_IN_GAME_COUNTRY);
  }
  if (!account.exists || account.deleted || !account.featureAvailable) {
    throw new AppError(ERROR_CODES.FEATURE_UNAVAILABLE_FOR_GAME_ACCOUNT);
  }
  if (await inMaintenance) {
    throw new AppError(ERROR_CODES.GAME_MAINTENANCE);
  }
  const now = deps.clock();
  const period = inPeriod(item, now);
  if (period === 'not_started') throw refuse('period_not_started');
  if (period === 'ended') throw refuse('period_ended');

  const start = periodStart(item.reset, item.resetMinute, now);
  let lockedBalance: number | undefined;
  if (item.exchangeLimit !== null) {
    // The account lock makes a player's exchanges happen one at a time, so the count below
    // cannot be outrun by a parallel request: a limit of 3 means 3, however many arrive at once.
    lockedBalance = await deps.ledger.lock(tx, user.id);
    const { rows } = await tx.query<{ used: number }>(
      `SELECT count(*)::int AS used FROM item_exchanges
        WHERE user_id = $1 AND item_id = $2 AND period_start = $3 AND status <> 'refunded'`,
      [user.id, item.id, start],
    );
    if ((rows[0]?.used ?? 0) >= item.exchangeLimit) throw refuse('limit_reached');
  }

  const exchangeId = randomUUID();
  const debit = await deps.ledger.debit(tx, {
    userId: user.id,
    amount: item.cost,
    reason: 'item_exchange',
    reference: `exchange:${exchangeId}`,
    idempotencyKey: `exchange:${request.requestKey}`,
    now,
    lockedBalance,
  });
  const { rows } = await tx.query<{ id: string }>(
    `WITH exchange AS (
       INSERT INTO item_exchanges (id, user_id, item_id, platform, content_id, sku, game_user_id,
                                   cost, period_start, debit_entry_id, created_at)
       VALUES ($11, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       RETURNING id
     ), outbox AS (
       INSERT INTO delivery_outbox (exchange_id, available_at) SELECT id, $10 FROM exchange
     )
     SELECT id FROM exchange`,
    [
      user.id,
      item.id,
      match.variant.platform,
      match.variant.contentId,
      match.variant.sku,
      match.app.game_user_id,
      item.cost,
      start,
      debit.id,
      now,
      exchangeId,
    ],
  );
  return { exchange_id: rows[0]!.id, status: 'queued', point: debit.balanceAfter };
}
