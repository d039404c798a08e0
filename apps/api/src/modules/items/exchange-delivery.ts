import type { DeliveryActionRefusal, DeliveryState, ExchangeStatus } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run } from '../../db/statement';
import { lockJob, type Job } from '../../jobs/job';
import { ITEM_DELIVERY, type DeliveryPayload } from './delivery-job';

/** An exchange with its delivery job, as support sees it: what happened and what may be done. */
export interface ExchangeDelivery {
  id: string;
  userId: string;
  itemId: string;
  cost: number;
  platform: string;
  contentId: string;
  gameUserId: string;
  sku: string;
  periodStart: Date;
  status: ExchangeStatus;
  /** Why it was refunded (the exchange's own note). */
  lastError: string | null;
  createdAt: Date;
  settledAt: Date | null;
  job: {
    id: string;
    status: 'pending' | 'done' | 'failed';
    attempts: number;
    lastError: string | null;
    runAt: Date;
    leasedUntil: Date | null;
  } | null;
}

interface Row {
  id: string;
  user_id: string;
  item_id: string;
  cost: number;
  platform: string;
  content_id: string;
  game_user_id: string;
  sku: string;
  period_start: Date;
  status: ExchangeStatus;
  last_error: string | null;
  created_at: Date;
  settled_at: Date | null;
  job_id: string | null;
  job_status: 'pending' | 'done' | 'failed' | null;
  job_attempts: number | null;
  job_last_error: string | null;
  job_run_at: Date | null;
  job_leased_until: Date | null;
}

/** The id of an exchange's delivery job (`itemDeliveryJob` gives it this id). */
export const deliveryJobId = (exchangeId: string) => `${ITEM_DELIVERY}:${exchangeId}`;

/** The columns and join every read of exchanges with their job uses (alias x, j). */
export const EXCHANGE_DELIVERY_SELECT = `
  SELECT x.id, x.user_id, x.item_id, x.cost, x.platform, x.content_id, x.game_user_id, x.sku,
         x.period_start, x.status, x.last_error, x.created_at, x.settled_at,
         j.id AS job_id, j.status AS job_status, j.attempts AS job_attempts,
         j.last_error AS job_last_error, j.run_at AS job_run_at, j.leased_until AS job_leased_until
    FROM item_exchanges x
    LEFT JOIN jobs j ON j.id = '${ITEM_DELIVERY}:' || x.id::text`;

export function toExchangeDelivery(row: Row): ExchangeDelivery {
  return {
    id: row.id,
    userId: row.user_id,
    itemId: row.item_id,
    cost: row.cost,
    platform: row.platform,
    contentId: row.content_id,
    gameUserId: row.game_user_id,
    sku: row.sku,
    periodStart: row.period_start,
    status: row.status,
    lastError: row.last_error,
    createdAt: row.created_at,
    settledAt: row.settled_at,
    job:
      row.job_id && row.job_status
        ? {
            id: row.job_id,
            status: row.job_status,
            attempts: row.job_attempts ?? 0,
            lastError: row.job_last_error,
            runAt: row.job_run_at!,
            leasedUntil: row.job_leased_until,
          }
        : null,
  };
}

/**
 * One exchange of the player with its delivery job. With `lock`, the job row and then the
 * exchange row are locked for the rest of the transaction, in the order the job runner's
 * compensation takes them (job, exchange, account), so the two can never deadlock.
 */
export async function readExchangeDelivery(
  db: Queryable,
  request: { userId: string; exchangeId: string; lock?: boolean },
): Promise<ExchangeDelivery | null> {
  if (request.lock) {
    await run(db, lockJob(deliveryJobId(request.exchangeId)));
    await db.query(`SELECT 1 FROM item_exchanges WHERE id = $1 AND user_id = $2 FOR UPDATE`, [
      request.exchangeId,
      request.userId,
    ]);
  }
  const { rows } = await db.query<Row>(
    `${EXCHANGE_DELIVERY_SELECT} WHERE x.id = $1 AND x.user_id = $2`,
    [request.exchangeId, request.userId],
  );
  return rows[0] ? toExchangeDelivery(rows[0]) : null;
}

/** How the delivery stands (see `DELIVERY_STATES` in the contracts). */
export function deliveryStateOf(exchange: ExchangeDelivery): DeliveryState {
  if (exchange.status !== 'queued') return exchange.status;
  const job = exchange.job;
  // A queued exchange without a pending job can no longer progress on its own.
  if (!job || job.status === 'failed') return 'failed';
  if (job.status === 'pending' && job.lastError) return 'failing';
  return 'queued';
}

/**
 * Why support may not retry or refund the delivery now, or null when it may: only a queued
 * exchange whose delivery failed (attempts failed, or the job gave up or vanished) and that no
 * job runner holds at this moment.
 */
export function deliveryActionRefusal(
  exchange: ExchangeDelivery,
  now: Date,
): DeliveryActionRefusal | null {
  if (exchange.status === 'delivered') return 'already_delivered';
  if (exchange.status === 'refunded') return 'already_refunded';
  const state = deliveryStateOf(exchange);
  if (state === 'queued') return 'not_failed';
  const job = exchange.job;
  if (job?.status === 'pending' && job.leasedUntil && job.leasedUntil.getTime() > now.getTime()) {
    return 'delivery_in_progress';
  }
  return null;
}

/** What the delivery job carries, rebuilt from the exchange (the job may have been pruned). */
export function deliveryJobOf(exchange: ExchangeDelivery): Job<DeliveryPayload> {
  const payload: DeliveryPayload = {
    exchange_id: exchange.id,
    user_id: exchange.userId,
    item_id: exchange.itemId,
    content_id: exchange.contentId,
    game_user_id: exchange.gameUserId,
    sku: exchange.sku,
    platform: exchange.platform as DeliveryPayload['platform'],
    period_start: exchange.periodStart.toISOString(),
  };
  return {
    id: deliveryJobId(exchange.id),
    kind: ITEM_DELIVERY,
    reference: `exchange:${exchange.id}`,
    payload,
    attempts: exchange.job?.attempts ?? 0,
    runAt: exchange.job?.runAt ?? exchange.createdAt,
  };
}

/** The exchange as the audit log records it before and after support acted on it. */
export function exchangeSnapshot(exchange: ExchangeDelivery) {
  return {
    status: exchange.status,
    delivery: deliveryStateOf(exchange),
    last_error: exchange.lastError,
    job: exchange.job
      ? {
          status: exchange.job.status,
          attempts: exchange.job.attempts,
          last_error: exchange.job.lastError,
        }
      : null,
  };
}
