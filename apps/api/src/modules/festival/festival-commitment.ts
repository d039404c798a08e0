import type { DrawCommitted } from '@points/contracts';
import { committedOf } from '../draws/draw';

/** A festival's subject in its visitor draw's commitment and proof. */
export const festivalSubject = (id: string) => `festival:${id}`;

/**
 * What the visitor draw's commitment binds: the festival, the seed's hash, its one prize (the
 * visitor places) and the pre-registration period as the entry period.
 */
export function festivalCommitted(festival: {
  id: string;
  seedHash: string;
  visitorSlots: number;
  preRegistrationFrom: Date;
  preRegistrationTo: Date;
}): DrawCommitted {
  return committedOf({
    subject: festivalSubject(festival.id),
    seedHash: festival.seedHash,
    prizes: [{ position: 0, quantity: festival.visitorSlots }],
    entryFrom: festival.preRegistrationFrom,
    entryTo: festival.preRegistrationTo,
  });
}
