import type { GameAppLink } from '@points/contracts';
import { run, sql } from '../../db/statement';
import type { GamePlatformGateway } from '../../integrations/game-platform/types';
import { deliverToInbox } from '../../jobs/inbox-delivery';
import { z } from 'zod';
import {
  jobOf,
  PermanentJobFailure,
  type JobHandler,
  type JobKind,
  type NewJob,
  type RetryPolicy,
} from '../../jobs/job';
import type { Database } from '../../db/database';
import { platformServes } from '../users/linked-apps';
import { GAME_APPS_JSON } from '../users/user-repository';

export const PRIZE_DELIVERY = 'lottery-prize-delivery';

const prizeDelivery: JobKind<{ lottery_id: string; slot: number }> = {
  kind: PRIZE_DELIVERY,
  payload: z.object({ lottery_id: z.string().min(1), slot: z.int().min(0) }),
};

/** The delivery id the platform sees: one per won prize, so it is delivered at most once. */
export const prizeDeliveryId = (lotteryId: string, slot: number) => `lottery-${lotteryId}-${slot}`;

/** The in-game delivery of a won prize, enqueued by the draw. */
export function prizeDeliveryJob(lotteryId: string, slot: number, now: Date): NewJob {
  return jobOf(prizeDelivery, {
    id: `${PRIZE_DELIVERY}:${lotteryId}:${slot}`,
    reference: `lottery:${lotteryId}`,
    payload: { lottery_id: lotteryId, slot },
    runAt: now,
  });
}

/**
 * Puts an in-game prize in the winner's inbox, through the same outbox and platform as items:
 * to the game account the winner linked for the prize's game (on a platform that receives it),
 * read when the job runs. A temporary failure is retried with backoff; a permanent one (no such
 * linked game, the platform refuses) marks the prize `delivery_failed` for an operator to follow
 * up. Nothing is refunded: the points paid for the entries, which were drawn.
 */
export function prizeDeliveryHandler(deps: {
  db: Database;
  gateway: GamePlatformGateway;
  retry: RetryPolicy;
}): JobHandler<{ lottery_id: string; slot: number }> {
  return {
    ...prizeDelivery,
    retry: deps.retry,

    async run({ payload }, { finalAttempt }) {
      const { rows } = await deps.db.query<{
        game: string;
        game_item: string;
        apps: GameAppLink[];
      }>(
        `SELECT p.game, p.game_item, ${GAME_APPS_JSON} AS apps
           FROM lottery_winners w
           JOIN users u ON u.id = w.user_id
           JOIN lottery_prizes p ON p.lottery_id = w.lottery_id AND p.position = w.prize_position
          WHERE w.lottery_id = $1 AND w.slot = $2`,
        [payload.lottery_id, payload.slot],
      );
      const prize = rows[0];
      if (!prize) throw new PermanentJobFailure('no such winner');
      const app =
        prize.apps.find(
          (a) => a.content_id === prize.game && platformServes('mobile', a.platform),
        ) ??
        prize.apps.find((a) => a.content_id === prize.game && platformServes('steam', a.platform));
      if (!app) throw new PermanentJobFailure(`the winner has not linked ${prize.game}`);
      await deliverToInbox(
        deps.gateway,
        {
          deliveryId: prizeDeliveryId(payload.lottery_id, payload.slot),
          contentId: prize.game,
          gameUserId: app.game_user_id,
          sku: prize.game_item,
          platform: app.platform === 'steam' ? 'steam' : 'mobile',
        },
        finalAttempt,
      );
    },

    completed(jobs, now) {
      const keys = jobs.map((job) => `${job.payload.lottery_id}:${job.payload.slot}`);
      return sql`UPDATE lottery_winners SET status = 'delivered', delivered_at = ${now}
                  WHERE lottery_id || ':' || slot = ANY(${keys}::text[]) AND status = 'pending'`;
    },

    async compensate(tx, { payload }) {
      await run(
        tx,
        sql`UPDATE lottery_winners SET status = 'delivery_failed'
             WHERE lottery_id = ${payload.lottery_id} AND slot = ${payload.slot}
               AND status = 'pending'`,
      );
    },
  };
}
