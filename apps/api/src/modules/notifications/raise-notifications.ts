import type { NotificationKind } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql, type Statement } from '../../db/statement';
import type { NotificationParams } from './notification-params';

/** One notification to raise: whose, which kind and event, its facts, its page, from when. */
export interface NewNotification<Kind extends NotificationKind> {
  userId: string;
  kind: Kind;
  /** Which event of the kind: with the player and the kind, what makes it once only. */
  eventKey: string;
  params: NotificationParams[Kind];
  /** The page on the site it is about. */
  link: string;
  /** It shows from then on (a lottery's result at its announcement). */
  visibleFrom: Date;
}

/**
 * Raises one notification, once: a second one for the same player, kind and event is nothing
 * (`ON CONFLICT … DO NOTHING`). A statement to run in the transaction of the event itself, or as
 * a part of its statement (`withParts`), so the notice exists exactly when the event does.
 */
export function raiseNotification<Kind extends NotificationKind>(
  notification: NewNotification<Kind>,
  now: Date,
): Statement {
  const { userId, kind, eventKey, params, link, visibleFrom } = notification;
  return sql`INSERT INTO notifications (user_id, kind, event_key, params, link, visible_from, created_at)
             VALUES (${userId}::uuid, ${kind}::text, ${eventKey}::text, ${JSON.stringify(params)}::jsonb,
                     ${link}::text, ${visibleFrom}::timestamptz, ${now}::timestamptz)
             ON CONFLICT (user_id, kind, event_key) DO NOTHING
             RETURNING user_id`;
}

/**
 * Raises a notification of `kind` for each row of `rows` (columns `user_id`, `event_key`,
 * `params`, `link`, `visible_from`), once each, in one statement: for the events that concern many
 * players at once (a draw, an expiry scan). Answers the players it raised one for.
 */
export function raiseFrom(kind: NotificationKind, rows: Statement, now: Date): Statement {
  return sql`INSERT INTO notifications (user_id, kind, event_key, params, link, visible_from, created_at)
             SELECT r.user_id, ${kind}::text, r.event_key, r.params, r.link, r.visible_from,
                    ${now}::timestamptz
               FROM (${rows}) r
             ON CONFLICT (user_id, kind, event_key) DO NOTHING
             RETURNING user_id`;
}

/** Players one statement raises notices for: each statement stays well within a query's time. */
export const RAISE_CHUNK = 5000;

/**
 * Runs `build`'s statement for `userIds` a chunk at a time, in the caller's transaction: for an
 * event that concerns many players (a draw with hundreds of thousands of entrants).
 */
export async function raiseInChunks(
  db: Queryable,
  userIds: readonly string[],
  build: (chunk: string[]) => Statement,
  size = RAISE_CHUNK,
): Promise<void> {
  for (let start = 0; start < userIds.length; start += size) {
    await run(db, build(userIds.slice(start, start + size)));
  }
}

/**
 * A lottery's result for the players who entered it (`entrants`), won or not (its key: the
 * lottery), shown from the announcement: a winner of a shipped prize is sent to the address step,
 * everyone else to the lottery's page. Run in the draw's transaction, after its winners are
 * recorded.
 */
export function raiseLotteryResults(
  lottery: { id: string; resultFrom: Date },
  entrants: readonly string[],
  now: Date,
): Statement {
  const { id, resultFrom } = lottery;
  return raiseFrom(
    'lottery_result',
    sql`SELECT t.user_id, ${id}::text AS event_key,
               jsonb_build_object('lottery_id', ${id}::text, 'won', w.user_id IS NOT NULL,
                                  'delivery', p.delivery) AS params,
               CASE WHEN p.delivery = 'shipped' THEN '/campaign-lotto-infocheck?lottery=' || ${id}::text
                    ELSE '/campaign-lotto-detail/' || ${id}::text END AS link,
               ${resultFrom}::timestamptz AS visible_from
          FROM unnest(${entrants}::uuid[]) AS t (user_id)
          LEFT JOIN lottery_winners w ON w.lottery_id = ${id} AND w.user_id = t.user_id
          LEFT JOIN lottery_prizes p ON p.lottery_id = w.lottery_id AND p.position = w.prize_position`,
    now,
  );
}

/**
 * The festival's visitor draw for the pre-registered players (`entrants`), drawn or not (its key:
 * the festival), shown from the draw, which is public as soon as it is made: the drawn are sent
 * to register their visit, the others to the festival's page. Run in the draw's transaction.
 */
export function raiseFestivalDrawResults(
  festival: { id: string; visibleFrom: Date },
  entrants: readonly string[],
  now: Date,
): Statement {
  const { id, visibleFrom } = festival;
  return raiseFrom(
    'festival_draw_result',
    sql`SELECT r.user_id, ${id}::text AS event_key,
               jsonb_build_object('festival_id', ${id}::text, 'drawn', d.user_id IS NOT NULL) AS params,
               CASE WHEN d.user_id IS NOT NULL THEN '/campaign-festival-visit/' || ${id}::text
                    ELSE '/campaign-festival/' || ${id}::text END AS link,
               ${visibleFrom}::timestamptz AS visible_from
          FROM unnest(${entrants}::uuid[]) AS r (user_id)
          LEFT JOIN festival_drawn d ON d.festival_id = ${id} AND d.user_id = r.user_id`,
    now,
  );
}

/**
 * A failed delivery refunded (its key: the exchange), with the points returned; run in the
 * refund's transaction.
 */
export const raiseDeliveryRefunded = (
  refund: { userId: string; exchangeId: string; amount: number },
  now: Date,
): Statement =>
  raiseNotification(
    {
      userId: refund.userId,
      kind: 'delivery_refunded',
      eventKey: refund.exchangeId,
      params: { exchange_id: refund.exchangeId, amount: refund.amount },
      link: '/point-history',
      visibleFrom: now,
    },
    now,
  );
