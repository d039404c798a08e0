import { ERROR_CODES, type ConsoleFestival } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { AppError } from '../../errors';
import type { AuditedOutcome } from '../console/audit-log';
import { ALREADY_DRAWN } from './edit-festival';
import { readConsoleFestival } from './read-console-festival';
import { drawVisitors } from './visitor-draw-job';

const refused = (reason: string) =>
  new AppError(ERROR_CODES.GENERIC_ERROR, reason, { details: { reason } });

/**
 * Closes pre-registration now and draws the visitors, in the caller's transaction: the periods
 * end at `now` at the latest, then the scheduled draw's own use-case runs at once. The festival's
 * row lock, taken first, orders this against pre-registrations, the scheduled draw and another
 * operator's click: the second finds the draw made (`already_drawn`). Refused before
 * pre-registration has started (`pre_registration_not_started`).
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
  // The table wants pre-registration to last a moment at least: it must have begun.
  if (now.getTime() <= festival.pre_registration_from.getTime()) {
    throw refused('pre_registration_not_started');
  }
  await run(
    tx,
    sql`UPDATE festivals
           SET pre_registration_to = least(pre_registration_to, ${now}),
               draw_at = least(draw_at, ${now}),
               version = version + 1, updated_at = now()
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
      before: {
        pre_registration_to: festival.pre_registration_to.toISOString(),
        draw_at: festival.draw_at.toISOString(),
      },
      after: {
        pre_registration_to: after.festival.pre_registration_to,
        draw_at: after.festival.draw_at,
        ticket_count: after.draw?.ticket_count ?? 0,
        ticket_list_hash: after.draw?.ticket_list_hash ?? null,
        drawn: after.counts.drawn,
      },
      reason: request.reason ?? null,
    },
  };
}
