import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { okEnvelope, paginatedEnvelope } from '../envelope';
import { AgeGroup, AttendeeType, FESTIVAL_ID_PATTERN, FestivalPhase } from '../festival';
import { byLanguage, Instant, text } from './catalogue';
import { ConsolePageQuery, OperatorReason, RowVersion } from './paging';

// The console's festival screens: settings and periods, the visitor draw (run now, its proof),
// the lists of pre-registrants, visitors and companions (CSV for admins), and the check-in.

const FestivalId = z
  .string()
  .trim()
  .regex(FESTIVAL_ID_PATTERN, 'lower-case letters, digits and dashes, at most 40');

export const FestivalTextsInput = z.object({
  name: text(120).min(1, 'a name is required'),
  description: text(4000),
  venue: text(300),
});
export type FestivalTextsInput = z.infer<typeof FestivalTextsInput>;

/** The festival's times, in the order they come. */
export const FESTIVAL_TIMES = [
  'pre_registration_from',
  'pre_registration_to',
  'draw_at',
  'registration_to',
  'event_starts_at',
  'event_ends_at',
  'reward_until',
] as const;
export type FestivalTime = (typeof FESTIVAL_TIMES)[number];

/**
 * Each time after the one before it (`strict`) or at it: the same rules as the table's CHECKs,
 * so a festival the form accepts is one the database stores.
 */
export const FESTIVAL_TIME_ORDER: ReadonlyArray<
  readonly [later: FestivalTime, earlier: FestivalTime, strict: boolean]
> = [
  ['pre_registration_to', 'pre_registration_from', true],
  ['draw_at', 'pre_registration_to', false],
  ['registration_to', 'draw_at', true],
  ['event_starts_at', 'registration_to', false],
  ['event_ends_at', 'event_starts_at', true],
  ['reward_until', 'event_ends_at', true],
];

/** The times out of order, each named by the later field (none when all are in order). */
export function festivalTimesOutOfOrder(times: Record<FestivalTime, string>): FestivalTime[] {
  return FESTIVAL_TIME_ORDER.filter(([later, earlier, strict]) => {
    const gap = Date.parse(times[later]) - Date.parse(times[earlier]);
    return strict ? !(gap > 0) : !(gap >= 0);
  }).map(([later]) => later);
}

/** What no longer changes once the visitors are drawn: the pre-registration, the draw, the slots. */
export const FESTIVAL_FIXED_ONCE_DRAWN = [
  'pre_registration_from',
  'pre_registration_to',
  'draw_at',
  'visitor_slots',
] as const;

/** How long before the event check-in opens and after it closes, unless the festival says. */
export const DEFAULT_CHECK_IN_MARGIN_MINUTES = 120;
/** At most a day: check-in belongs to the event day. */
export const MAX_CHECK_IN_MARGIN_MINUTES = 1440;

/** Why a festival write was refused beside its code (4049). */
export const FESTIVAL_CONSOLE_REFUSALS = [
  'already_exists',
  'changed_since_read',
  'already_drawn',
  'pre_registration_not_started',
  'pre_registration_open',
  'commitment_fixed',
] as const;

/**
 * A festival as an operator writes it. `version` is the one read (null to create). The seed is
 * never written: the server draws it on creation and publishes its commitment. The order of the
 * times is checked by the server (400 with `field`) and by the form (`FestivalForm`).
 */
export const FestivalInput = z.object({
  id: FestivalId,
  published: z.boolean(),
  pre_registration_from: Instant,
  pre_registration_to: Instant,
  draw_at: Instant,
  registration_to: Instant,
  event_starts_at: Instant,
  event_ends_at: Instant,
  reward_until: Instant,
  visitor_slots: z.number().int().min(1).max(100_000),
  reward_points: z.number().int().min(1).max(1_000_000),
  reward_expiry_days: z.number().int().min(1).max(3650),
  /** Check-in opens this long before the event starts and closes this long after it ends. */
  check_in_margin_minutes: z
    .number()
    .int()
    .min(0)
    .max(MAX_CHECK_IN_MARGIN_MINUTES)
    .default(DEFAULT_CHECK_IN_MARGIN_MINUTES),
  image: text(300),
  texts: byLanguage(FestivalTextsInput),
  version: RowVersion.nullable(),
  reason: OperatorReason.optional(),
});
export type FestivalInput = z.infer<typeof FestivalInput>;

/** The console's form: the input with its times in order, each refusal on the later field. */
export const FestivalForm = FestivalInput.superRefine((festival, context) => {
  for (const field of festivalTimesOutOfOrder(festival)) {
    context.addIssue({ code: 'custom', message: 'out of order', path: [field] });
  }
});
export type FestivalFormValues = z.input<typeof FestivalForm>;

export const ConsoleFestivalParams = z.object({ id: FestivalId });

/** How many took part so far. */
export const FestivalCounts = z.object({
  pre_registrations: z.number().int(),
  drawn: z.number().int(),
  visitors: z.number().int(),
  companions: z.number().int(),
  checked_in: z.number().int(),
});
export type FestivalCounts = z.infer<typeof FestivalCounts>;

/** One festival as the console edits and watches it. */
export const ConsoleFestival = z.object({
  festival: z.object({
    id: z.string(),
    published: z.boolean(),
    pre_registration_from: z.string(),
    pre_registration_to: z.string(),
    draw_at: z.string(),
    registration_to: z.string(),
    event_starts_at: z.string(),
    event_ends_at: z.string(),
    reward_until: z.string(),
    visitor_slots: z.number().int(),
    reward_points: z.number().int(),
    reward_expiry_days: z.number().int(),
    check_in_margin_minutes: z.number().int(),
    image: z.string(),
    texts: z.partialRecord(z.enum(LANGUAGES), FestivalTextsInput),
    version: z.number().int(),
    updated_at: z.string(),
  }),
  phase: FestivalPhase,
  /** SHA-256 of the draw's seed, public from the start. */
  seed_hash: z.string(),
  /**
   * What players were shown before pre-registration opened: SHA-256 binding the seed's hash, the
   * festival, the visitor places and the pre-registration period (see `commitmentText`).
   */
  commitment: z.string(),
  /** The visitor draw once made, with its seed (public from then on). */
  draw: z
    .object({
      drawn_at: z.string(),
      ticket_count: z.number().int(),
      ticket_list_hash: z.string(),
      seed: z.string(),
    })
    .nullable(),
  counts: FestivalCounts,
});
export type ConsoleFestival = z.infer<typeof ConsoleFestival>;
export const ConsoleFestivalResponse = okEnvelope(ConsoleFestival);

/** A festival in the console's list. */
export const ConsoleFestivalSummary = z.object({
  id: z.string(),
  name: z.string(),
  published: z.boolean(),
  phase: FestivalPhase,
  /** When the festival opens to players (its pre-registration). */
  pre_registration_from: z.string(),
  event_starts_at: z.string(),
  event_ends_at: z.string(),
  counts: FestivalCounts,
  version: z.number().int(),
});
export type ConsoleFestivalSummary = z.infer<typeof ConsoleFestivalSummary>;
export const ConsoleFestivalListQuery = ConsolePageQuery.extend({
  q: z.string().trim().max(80).optional(),
});
export type ConsoleFestivalListQuery = z.infer<typeof ConsoleFestivalListQuery>;
export const ConsoleFestivalListResponse = paginatedEnvelope(z.array(ConsoleFestivalSummary));

/** `POST /festivals/{id}/draw`: draw the visitors now, once pre-registration has closed. */
export const FestivalDrawBody = z.object({ reason: OperatorReason.optional() });
export type FestivalDrawBody = z.infer<typeof FestivalDrawBody>;

/** The festival's lists of people. */
export const FESTIVAL_PEOPLE_LISTS = ['pre_registrants', 'visitors', 'companions'] as const;
export const FestivalPeopleList = z.enum(FESTIVAL_PEOPLE_LISTS);
export type FestivalPeopleList = z.infer<typeof FestivalPeopleList>;
export const FestivalPeopleQuery = ConsolePageQuery.extend({ list: FestivalPeopleList });
export type FestivalPeopleQuery = z.infer<typeof FestivalPeopleQuery>;
export const FestivalExportQuery = z.object({ list: FestivalPeopleList });

/**
 * One person of a list (personal data: editors and admins only). A pre-registrant has no
 * registration fields until they register; visitors and companions have no `drawn`.
 */
export const FestivalPerson = z.object({
  player_id: z.string(),
  nickname: z.string(),
  /** When they pre-registered (companions usually did not). */
  pre_registered_at: z.string().nullable(),
  /** Drawn as a visitor: null before the draw, and for companions. */
  drawn: z.boolean().nullable(),
  role: z.enum(['visitor', 'companion']).nullable(),
  attendee_type: AttendeeType.nullable(),
  age_group: AgeGroup.nullable(),
  attending: z.boolean().nullable(),
  has_companion: z.boolean().nullable(),
  /** A visitor's companion, or a companion's visitor (their nickname). */
  companion: z.string().nullable(),
  /** The linked mobile game account shown at registration. */
  game_user_id: z.string().nullable(),
  game_user_name: z.string().nullable(),
  no_mobile_consent: z.boolean().nullable(),
  ticket_code: z.string().nullable(),
  registered_at: z.string().nullable(),
  checked_in_at: z.string().nullable(),
});
export type FestivalPerson = z.infer<typeof FestivalPerson>;
export const FestivalPeopleResponse = paginatedEnvelope(z.array(FestivalPerson));

/**
 * A ticket or companion code as staff or players type or scan it: any case, with or without
 * dashes or spaces, becomes the stored form, groups of four upper-case characters joined by
 * dashes (`ABCD-EFGH-JKMN`).
 */
export function normalizeTicketCode(input: string): string {
  const compact = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return (compact.match(/.{1,4}/g) ?? []).join('-');
}
