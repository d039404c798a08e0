import { randomUUID } from 'node:crypto';
import type { ExchangeData } from '@points/contracts';
import { sql } from '../../db/statement';
import { UpstreamError } from '../../errors';
import type { GamePlatformGateway } from '../../integrations/game-platform/types';
import { enqueueJob } from '../../jobs/job';
import { answerOf, type IdempotentCall } from '../idempotency/run-idempotent';
import type { SpendPlan } from '../spending/spend';
import type { User } from '../users/user-repository';
import type { CatalogueItem } from './catalogue';
import { itemDeliveryJob, type DeliveryPayload } from './delivery-job';
import { exchangeRefusal, refusalError, type GameFacts } from './item-eligibility';
import { itemLimit } from './item-limits';
import { variantFor } from './variants';

const LIMIT_REACHED = answerOf(refusalError('limit_reached'));

/**
 * What may refuse an exchange before it starts, in the catalogue's order: the rules of
 * `item-eligibility` up to the period, asking the game platform (account, maintenance; both at
 * once) only when a rule needs it. Runs outside any transaction: a slow platform holds no
 * database connection. Throws the refusal's catalogue error.
 */
export async function guardExchange(
  gateway: GamePlatformGateway,
  request: { user: User; item: CatalogueItem; now: Date },
): Promise<void> {
  const { user, item, now } = request;
  const askGame = async (): Promise<GameFacts> => {
    const match = variantFor(item, user.gameApps)!;
    try {
      const [account, maintenance] = await Promise.all([
        gateway.accountStatus(match.variant.contentId, match.app.game_user_id),
        gateway.inMaintenance(match.variant.contentId),
      ]);
      return { account, maintenance };
    } catch (error) {
      throw new UpstreamError('the game platform did not answer', { cause: error });
    }
  };
  const refusal = await exchangeRefusal(
    item,
    { signedIn: true, country: user.country, gameApps: user.gameApps },
    now,
    askGame,
  );
  if (refusal) throw refusalError(refusal);
}

/**
 * The exchange as a spend: the item's price from the player's points under the item's limit for
 * the running period, recorded as an exchange (queued) with its delivery job, in the spend's one
 * statement. Answers `{exchange_id, status, point}`.
 */
export function exchangePlan(request: {
  user: User;
  item: CatalogueItem;
  call: IdempotentCall;
  now: Date;
}): SpendPlan {
  const { user, item, call, now } = request;
  const match = variantFor(item, user.gameApps)!;
  const exchangeId = randomUUID();
  const limit = itemLimit(item, now);
  const periodStart = limit?.periodStart ?? new Date(0);
  const delivery: DeliveryPayload = {
    exchange_id: exchangeId,
    user_id: user.id,
    item_id: item.id,
    content_id: match.variant.contentId,
    game_user_id: match.app.game_user_id,
    sku: match.variant.sku,
    platform: match.variant.platform,
    period_start: periodStart.toISOString(),
  };
  const data: Omit<ExchangeData, 'point'> = { exchange_id: exchangeId, status: 'queued' };
  return {
    userId: user.id,
    call,
    amount: item.cost,
    reason: 'item_exchange',
    reference: `exchange:${exchangeId}`,
    ledgerKey: `exchange:${call.key}`,
    now,
    ...(limit ? { limit } : {}),
    refusals: { limitReached: LIMIT_REACHED },
    record: [
      sql`INSERT INTO item_exchanges (id, user_id, item_id, platform, content_id, sku,
                                      game_user_id, cost, period_start, debit_entry_id, created_at)
          SELECT ${exchangeId}::uuid, ${user.id}::uuid, ${item.id}::text, ${match.variant.platform}::text,
                 ${match.variant.contentId}::text, ${match.variant.sku}::text,
                 ${match.app.game_user_id}::text, ${item.cost}::integer, ${periodStart}::timestamptz,
                 entry_id, ${now}::timestamptz
            FROM spent`,
      enqueueJob(itemDeliveryJob(delivery, now), now, { onlyIfSpent: true }),
    ],
    answer: { status_code: 200, data },
  };
}
