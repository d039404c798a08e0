import { z } from 'zod';
import { AGE_GROUPS, ATTENDEE_TYPES, LANGUAGES } from './constants';
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
export const FESTIVAL_REFUSALS = [
  'pre_registration_closed',
  'registration_closed',
  'already_registered',
  'own_code',
  'reward_not_open',
  'not_attended',
  'already_claimed',
  'already_checked_in',
  'check_in_closed',
] as const;
export const FestivalRefusal = z.enum(FESTIVAL_REFUSALS);
export type FestivalRefusal = z.infer<typeof FestivalRefusal>;

const iso = z.iso.datetime();

export const FestivalParams = z.object({ id: z.string().regex(FESTIVAL_ID_PATTERN) });
export const FestivalQuery = z.object({ lang: z.enum(LANGUAGES).optional() });
/** The list: `claimable` keeps only the festivals whose attendance reward this player can claim now. */
export const FestivalListQuery = FestivalQuery.extend({
  filter: z.enum(['all', 'claimable']).default('all'),
});
export type FestivalListQuery = z.input<typeof FestivalListQuery>;

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
  /**
   * This player: pre-registered, drawn (null before the draw), and registered (null until they
   * register, as a visitor or a companion); nothing for a visitor.
   */
  player: z
    .object({
      pre_registered: z.boolean(),
      pre_registered_at: iso.nullable(),
      drawn: z.boolean().nullable(),
      registration: z
        .object({
          role: z.enum(['visitor', 'companion']),
          attending: z.boolean(),
          has_companion: z.boolean(),
          /** A visitor with a companion: whether the companion has registered with the code. */
          companion_registered: z.boolean(),
          checked_in_at: iso.nullable(),
        })
        .nullable(),
    })
    .nullable(),
});
export type FestivalView = z.infer<typeof FestivalView>;
export const FestivalResponse = okEnvelope(z.object({ festival: FestivalView }));

/** A festival in the list on /campaigns and the home page: enough for its card. */
export const FestivalSummary = FestivalView.pick({
  id: true,
  name: true,
  venue: true,
  image: true,
  phase: true,
  pre_registration_from: true,
  pre_registration_to: true,
  registration_to: true,
  event_starts_at: true,
  event_ends_at: true,
});
export type FestivalSummary = z.infer<typeof FestivalSummary>;
/**
 * `GET /campaign-festival`: the festivals still of interest (until their reward closes); with
 * `filter=claimable`, those whose attendance reward the player can claim now (none for a visitor).
 */
export const FestivalListResponse = okEnvelope(z.object({ festivals: z.array(FestivalSummary) }));

/** `POST /campaign-festival/{id}`: pre-register (once; again answers the same). */
export const PreRegistrationData = z.object({
  festival_id: z.string(),
  pre_registered_at: iso,
});
export type PreRegistrationData = z.infer<typeof PreRegistrationData>;
export const PreRegistrationResponse = okEnvelope(PreRegistrationData);

export const AttendeeType = z.enum(ATTENDEE_TYPES);
export type AttendeeType = z.infer<typeof AttendeeType>;
export const AgeGroup = z.enum(AGE_GROUPS);
export type AgeGroup = z.infer<typeof AgeGroup>;

/** What a visitor or a companion fills in; every rule is checked by the server too. */
const registrationFields = {
  attendee_type: AttendeeType,
  age_group: AgeGroup,
  /** Without a linked mobile game account: consent that the arena activity is not open to them. */
  no_mobile_consent: z.boolean(),
  /** The required tickbox (SPEC.md §5). */
  confirmed: z.boolean(),
};

/** `POST /campaign-festival-visit/{id}`: a drawn player registers as a visitor. */
export const VisitorRegistrationBody = z.object({
  ...registrationFields,
  attending: z.boolean(),
  has_companion: z.boolean(),
});
export type VisitorRegistrationBody = z.infer<typeof VisitorRegistrationBody>;

/** `POST /campaign-festival-companion/{id}`: another player registers with a visitor's code. */
export const CompanionRegistrationBody = z.object({
  ...registrationFields,
  companion_code: z.string().trim().min(1).max(40),
});
export type CompanionRegistrationBody = z.infer<typeof CompanionRegistrationBody>;

/** A registration as its player sees it. */
export const RegistrationView = z.object({
  id: z.uuid(),
  festival_id: z.string(),
  role: z.enum(['visitor', 'companion']),
  attendee_type: AttendeeType,
  age_group: AgeGroup,
  attending: z.boolean(),
  has_companion: z.boolean(),
  game_user_id: z.string().nullable(),
  game_user_name: z.string().nullable(),
  no_mobile_consent: z.boolean(),
  /** A visitor with a companion: the single-use code to give them. */
  companion_code: z.string().nullable(),
  /** A visitor: whether their companion has registered with the code. */
  companion_registered: z.boolean(),
  /** The ticket shown as a QR code at the entrance. */
  ticket_code: z.string(),
  checked_in_at: iso.nullable(),
  created_at: iso,
});
export type RegistrationView = z.infer<typeof RegistrationView>;

/** The linked mobile game account the registration would show, or null (consent needed). */
export const MobileAccount = z.object({ game_user_id: z.string(), game_user_name: z.string() });

export const RegistrationData = z.object({
  festival: FestivalView,
  registration: RegistrationView.nullable(),
  mobile_account: MobileAccount.nullable(),
});
export type RegistrationData = z.infer<typeof RegistrationData>;
export const RegistrationResponse = okEnvelope(RegistrationData);

/** Where an attendee's reward stands (after the event, for those checked in). */
export const REWARD_STATES = [
  'not_open',
  'claimable',
  'claimed',
  'not_attended',
  'closed',
] as const;
export const RewardState = z.enum(REWARD_STATES);
export type RewardState = z.infer<typeof RewardState>;

export const RewardData = z.object({
  festival: FestivalView,
  registration: RegistrationView.nullable(),
  reward: z.object({
    state: RewardState,
    points: z.number().int().positive(),
    claimed_at: iso.nullable(),
  }),
});
export type RewardData = z.infer<typeof RewardData>;
export const RewardResponse = okEnvelope(RewardData);

/** `POST /campaign-festival-reward/{id}` (Idempotency-Key required): the points credited. */
export const RewardClaimData = z.object({
  festival_id: z.string(),
  expires_at: iso,
  points: z.number().int().positive(),
  point: z.number().int().nonnegative(),
});
export type RewardClaimData = z.infer<typeof RewardClaimData>;
export const RewardClaimResponse = okEnvelope(RewardClaimData);

/** The console's check-in: the ticket code as scanned from the QR code or typed. */
export const CheckInBody = z.object({ ticket_code: z.string().trim().min(4).max(40) });
export type CheckInBody = z.infer<typeof CheckInBody>;
export const CheckInData = z.object({
  registration_id: z.uuid(),
  role: z.enum(['visitor', 'companion']),
  nickname: z.string(),
  checked_in_at: iso,
});
export type CheckInData = z.infer<typeof CheckInData>;
export const CheckInResponse = okEnvelope(CheckInData);
