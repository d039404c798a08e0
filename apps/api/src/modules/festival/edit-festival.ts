import {
  ERROR_CODES,
  FESTIVAL_FIXED_ONCE_DRAWN,
  festivalTimesOutOfOrder,
  type ConsoleFestival,
  type FestivalInput,
} from '@points/contracts';
import type { Queryable } from '../../db/database';
import { AppError } from '../../errors';
import type { AuditedOutcome } from '../operator-actions/audited';
import { editVersioned } from '../operator-actions/versioned-edit';
import { readConsoleFestival } from './read-console-festival';
import { saveFestival } from './save-festival';

/** Why a festival's pre-registration, draw time or slots cannot change any more. */
export const ALREADY_DRAWN = 'already_drawn';

/** The first of the fields fixed by the draw that `input` would change, if any. */
function changedOnceDrawn(before: ConsoleFestival['festival'], input: FestivalInput) {
  return FESTIVAL_FIXED_ONCE_DRAWN.find((field) =>
    field === 'visitor_slots'
      ? before.visitor_slots !== input.visitor_slots
      : Date.parse(before[field]) !== Date.parse(input[field]),
  );
}

/**
 * Creates a festival (`version` null) or updates one at the version the operator read. The times
 * must come in order (400 naming the first later field out of order); once pre-registration has
 * opened, its period and the visitor slots are bound by the published commitment
 * (`commitment_fixed`, see `saveFestival`); once the visitors are drawn, the draw time is fixed
 * too (`already_drawn`, with the field). Answers it before and after for the audit log.
 */
export async function editFestival(
  tx: Queryable,
  input: FestivalInput,
  now: Date,
): Promise<AuditedOutcome<ConsoleFestival>> {
  const [outOfOrder] = festivalTimesOutOfOrder(input);
  if (outOfOrder) {
    throw new AppError(ERROR_CODES.INVALID_PARAMETER, `${outOfOrder} is out of order`, {
      details: { field: outOfOrder },
    });
  }
  return editVersioned(tx, 'festivals', input, {
    read: () => readConsoleFestival(tx, input.id, now),
    save: async (before) => {
      const fixed = before?.draw ? changedOnceDrawn(before.festival, input) : undefined;
      if (fixed) {
        throw new AppError(ERROR_CODES.GENERIC_ERROR, `the visitors are drawn: ${fixed} is fixed`, {
          details: { reason: ALREADY_DRAWN, field: fixed },
        });
      }
      await saveFestival(
        tx,
        {
          id: input.id,
          published: input.published,
          preRegistrationFrom: new Date(input.pre_registration_from),
          preRegistrationTo: new Date(input.pre_registration_to),
          drawAt: new Date(input.draw_at),
          registrationTo: new Date(input.registration_to),
          eventStartsAt: new Date(input.event_starts_at),
          eventEndsAt: new Date(input.event_ends_at),
          rewardUntil: new Date(input.reward_until),
          visitorSlots: input.visitor_slots,
          rewardPoints: input.reward_points,
          rewardExpiryDays: input.reward_expiry_days,
          checkInMarginMinutes: input.check_in_margin_minutes,
          image: input.image,
          texts: input.texts,
        },
        now,
      );
    },
    snapshot: (read) => read.festival,
  });
}
