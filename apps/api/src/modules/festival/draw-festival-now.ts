import { ERROR_CODES, type ConsoleFestival } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { AppError } from '../../errors';
import type { AuditedOutcome } from '../operator-actions/audited';
import { ALREADY_DRAWN } from './edit-festival';
import { readConsoleFestival } from './read-console-festival';
import { drawVisitors } from './visitor-draw-job';

const refused = (reason: string) =>
  new AppError(ERROR_CODES.GENERIC_ERROR, reason, { details: { reason } });

/**
 * Draws the visitors now, once pre-registration has closed, instead of waiting for the draw time,
 * in the caller's transaction: the draw time moves to `now` and the scheduled draw's own use-case
 * runs at once. The pre-registration period is bound by the published commitment, so it is never
 * cut short: while it runs the draw is refused (`pre_registration_open`, with when it closes), as
 * it is before it started (`pre_registration_not_started`). Drawing earlier than the draw time
 * changes nothing the draw depends on: the list is closed. The festival's row lock, taken first,
 * orders this against the scheduled draw and another operator's click: the second finds the
 * draw made (`already_drawn`).
 */
export async function drawFestivalNow(
  tx: Queryable,
  request: { festivalId: string; now: Date; reason?: string | undefined },
): Promise<AuditedOutcome<ConsoleFestival>> {
  const { festivalId, now } = request;
  const { rows } = await run<{
    pre_registration_from: Date;
    pre_registration_to: Date;
    draw_at: Date;
    drawn: boolean;
  }>(
    tx,
    sql`SELECT f.pre_registration_from, f.pre_registration_to, f.draw_at,
               EXISTS (SELECT 1 FROM festival_draws d WHERE d.festival_id = f.id) AS drawn
          FROM festivals f WHERE f.id = ${festivalId} FOR UPDATE`,
  );
  const festival = rows[0];
  if (!festival) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such festival');
  if (festival.drawn) throw refused(ALREADY_DRAWN);
  if (now < festival.pre_registration_from) throw refused('pre_registration_not_started');
  if (now < festival.pre_registration_to) {
    throw new AppError(ERROR_CODES.GENERIC_ERROR, 'pre_registration_open', {
      details: {
        reason: 'pre_registration_open',
        closes_at: festival.pre_registration_to.toISOString(),
      },
    });
  }
  await run(
    tx,
    sql`UPDATE festivals SET draw_at = least(draw_at, ${now}), version = version + 1,
               updated_at = now()
         WHERE id = ${festivalId}`,
  );
  const outcome = await drawVisitors(tx, festivalId, now);
  if (outcome !== 'drawn') throw refused(outcome === 'missing' ? 'missing' : ALREADY_DRAWN);
  const after = (await readConsoleFestival(tx, festivalId, now))!;
  return {
    result: after,
    audit: {
      action: 'festival.draw',
      objectType: 'festival',
      objectId: festivalId,
      before: { draw_at: festival.draw_at.toISOString() },
      after: {
        draw_at: after.festival.draw_at,
        ticket_count: after.draw?.ticket_count ?? 0,
        ticket_list_hash: after.draw?.ticket_list_hash ?? null,
        drawn: after.counts.drawn,
      },
      reason: request.reason ?? null,
    },
  };
}
