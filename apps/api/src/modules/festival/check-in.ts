import { ERROR_CODES, normalizeTicketCode, type CheckInData } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { AppError } from '../../errors';
import type { AuditedOutcome } from '../operator-actions/audited';

const MINUTE_MS = 60_000;

/**
 * When check-in is open: on the event day, from the festival's margin before the event starts
 * until the margin after it ends.
 */
export function checkInWindow(festival: {
  event_starts_at: Date;
  event_ends_at: Date;
  check_in_margin_minutes: number;
}): { opensAt: Date; closesAt: Date } {
  const margin = festival.check_in_margin_minutes * MINUTE_MS;
  return {
    opensAt: new Date(festival.event_starts_at.getTime() - margin),
    closesAt: new Date(festival.event_ends_at.getTime() + margin),
  };
}

/**
 * Marks a registration attended by its ticket code (any case, dashes optional), once, and only
 * in the check-in window (`check_in_closed` otherwise, with when it opens and closes): the update
 * only takes a ticket not checked in yet, so parallel scans of one ticket mark it once and the
 * others are refused with `already_checked_in` and when it was (and leave no audit row).
 */
export async function checkIn(
  tx: Queryable,
  request: { festivalId: string; ticketCode: string; operator: string; now: Date },
): Promise<AuditedOutcome<CheckInData>> {
  const festival = (
    await run<{ event_starts_at: Date; event_ends_at: Date; check_in_margin_minutes: number }>(
      tx,
      sql`SELECT event_starts_at, event_ends_at, check_in_margin_minutes FROM festivals
           WHERE id = ${request.festivalId}`,
    )
  ).rows[0];
  if (!festival) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such festival');
  const { opensAt, closesAt } = checkInWindow(festival);
  if (request.now < opensAt || request.now >= closesAt) {
    throw new AppError(ERROR_CODES.GENERIC_ERROR, 'check-in is closed', {
      details: {
        reason: 'check_in_closed',
        opens_at: opensAt.toISOString(),
        closes_at: closesAt.toISOString(),
      },
    });
  }
  const code = normalizeTicketCode(request.ticketCode);
  const { rows } = await run<{
    id: string;
    role: 'visitor' | 'companion';
    nickname: string;
    checked_in_at: Date;
  }>(
    tx,
    sql`UPDATE festival_registrations r
           SET checked_in_at = ${request.now}, checked_in_by = ${request.operator}
          FROM users u
         WHERE u.id = r.user_id AND r.festival_id = ${request.festivalId}
           AND r.ticket_code = ${code} AND r.checked_in_at IS NULL
     RETURNING r.id, r.role, u.nickname, r.checked_in_at`,
  );
  const row = rows[0];
  if (!row) {
    const known = await run<{ checked_in_at: Date }>(
      tx,
      sql`SELECT checked_in_at FROM festival_registrations
           WHERE festival_id = ${request.festivalId} AND ticket_code = ${code}`,
    );
    const earlier = known.rows[0];
    if (!earlier) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such ticket');
    throw new AppError(ERROR_CODES.GENERIC_ERROR, 'already checked in', {
      details: {
        reason: 'already_checked_in',
        checked_in_at: earlier.checked_in_at.toISOString(),
      },
    });
  }
  const result: CheckInData = {
    registration_id: row.id,
    role: row.role,
    nickname: row.nickname,
    checked_in_at: row.checked_in_at.toISOString(),
  };
  return {
    result,
    audit: {
      action: 'festival.check_in',
      objectType: 'festival',
      objectId: request.festivalId,
      before: null,
      after: { registration_id: row.id, role: row.role },
    },
  };
}
