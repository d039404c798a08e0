import { z } from 'zod';
import { LANGUAGES } from './constants';
import { okEnvelope } from './envelope';
import { DrawProofSummary } from './lottery';

/** Ids of festivals. */
export const FESTIVAL_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * Where the festival stands (SPEC.md §4): pre-registration `upcoming`, `open` or `closed` (then
 * the visitor draw), `registration` (drawn players register), `event` (the day), `ended`.
 */
export const FESTIVAL_PHASES = [
  'upcoming',
  'pre_registration',
  'awaiting_draw',
  'registration',
  'event',
  'ended',
] as const;
export const FestivalPhase = z.enum(FESTIVAL_PHASES);
export type FestivalPhase = z.infer<typeof FestivalPhase>;

/** Why a festival call was refused beyond the catalogue code (4049; 4047 and 4048 have none). */
export const FESTIVAL_REFUSALS = ['pre_registration_closed', 'registration_closed'] as const;
export const FestivalRefusal = z.enum(FESTIVAL_REFUSALS);
export type FestivalRefusal = z.infer<typeof FestivalRefusal>;

const iso = z.iso.datetime();

export const FestivalParams = z.object({ id: z.string().regex(FESTIVAL_ID_PATTERN) });
export const FestivalQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

/** The festival as one player (or a visitor) sees it. */
export const FestivalView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  venue: z.string(),
  image: z.string(),
  phase: FestivalPhase,
  pre_registration_from: iso,
  pre_registration_to: iso,
  draw_at: iso,
  registration_to: iso,
  event_starts_at: iso,
  event_ends_at: iso,
  reward_until: iso,
  visitor_slots: z.number().int().positive(),
  reward_points: z.number().int().positive(),
  pre_registrations: z.number().int().nonnegative(),
  /** The visitor draw's proof as it stands (commitment from the start). */
  proof: DrawProofSummary,
  /** This player: pre-registered, drawn (null before the draw), nothing for a visitor. */
  player: z
    .object({
      pre_registered: z.boolean(),
      pre_registered_at: iso.nullable(),
      drawn: z.boolean().nullable(),
    })
    .nullable(),
});
export type FestivalView = z.infer<typeof FestivalView>;
export const FestivalResponse = okEnvelope(z.object({ festival: FestivalView }));

/** `POST /campaign-festival/{id}`: pre-register (once; again answers the same). */
export const PreRegistrationData = z.object({
  festival_id: z.string(),
  pre_registered_at: iso,
});
export type PreRegistrationData = z.infer<typeof PreRegistrationData>;
export const PreRegistrationResponse = okEnvelope(PreRegistrationData);
