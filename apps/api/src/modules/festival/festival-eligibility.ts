import { ERROR_CODES, type RewardState } from '@points/contracts';
import { AppError } from '../../errors';
import { firstBlock, type Rules } from '../eligibility/rules';
import type { Festival } from './festival-catalogue';

/** The dates and draw the festival's rules read (the console passes its own rows). */
type Timeline = Pick<
  Festival,
  'preRegistrationFrom' | 'preRegistrationTo' | 'eventStartsAt' | 'eventEndsAt'
> & { draw: unknown };

export const festivalRefusal = (reason: string) =>
  new AppError(ERROR_CODES.GENERIC_ERROR, reason, { details: { reason } });

/**
 * Pre-registration for the visitor draw: inside its period and before the draw. The phase shown
 * and the refusal both read it; the pre-registration reads the period again from the festival's
 * row under its lock, and the draw again in the insert (pre-register.ts).
 */
const PRE_REGISTRATION: Rules<Timeline, object, 'not_started' | 'ended' | 'drawn'> = [
  { block: 'not_started', fails: (festival, _facts, now) => now < festival.preRegistrationFrom },
  { block: 'ended', fails: (festival, _facts, now) => now >= festival.preRegistrationTo },
  { block: 'drawn', fails: (festival) => festival.draw !== null },
];

export function preRegistrationRefusal(festival: Timeline, now: Date) {
  return firstBlock(PRE_REGISTRATION, festival, {}, now) === null
    ? null
    : festivalRefusal('pre_registration_closed');
}

/** Where the festival stands at `now` (SPEC.md §4). */
export function festivalPhase(festival: Timeline, now: Date) {
  const pre = firstBlock(PRE_REGISTRATION, festival, {}, now);
  if (pre === 'not_started') return 'upcoming' as const;
  if (pre === null) return 'pre_registration' as const;
  if (!festival.draw) return 'awaiting_draw' as const;
  if (now < festival.eventStartsAt) return 'registration' as const;
  if (now < festival.eventEndsAt) return 'event' as const;
  return 'ended' as const;
}

/** Registration (visitors and companions): from the visitor draw until `registration_to`. */
const REGISTRATION: Rules<Festival, object, 'not_drawn' | 'ended'> = [
  { block: 'not_drawn', fails: (festival) => festival.draw === null },
  { block: 'ended', fails: (festival, _facts, now) => now >= festival.registrationTo },
];

export function guardRegistrationPeriod(festival: Festival, now: Date): void {
  if (firstBlock(REGISTRATION, festival, {}, now)) throw festivalRefusal('registration_closed');
}

/** What is known about the player for the attendance reward. */
export interface RewardFacts {
  claimed?: boolean;
  checkedIn?: boolean;
}

type RewardBlock = Exclude<RewardState, 'claimable'>;

/**
 * The attendance reward, in order: already claimed, the reward's period (after the event until
 * `reward_until`), then attendance. The reward's state and the claim's refusal read this list.
 */
const REWARD: Rules<Festival, RewardFacts, RewardBlock> = [
  { block: 'claimed', needs: 'claimed', fails: (_festival, facts) => facts.claimed! },
  { block: 'not_open', fails: (festival, _facts, now) => now < festival.eventEndsAt },
  { block: 'closed', fails: (festival, _facts, now) => now >= festival.rewardUntil },
  { block: 'not_attended', needs: 'checkedIn', fails: (_festival, facts) => !facts.checkedIn },
];

export function rewardStateOf(festival: Festival, facts: RewardFacts, now: Date): RewardState {
  return firstBlock(REWARD, festival, facts, now) ?? 'claimable';
}

/** The refusal of a claim in `state`; `claimed` is left to the earning (a replay, or refused). */
export function rewardRefusal(state: RewardState): AppError | null {
  if (state === 'not_open' || state === 'closed') return festivalRefusal('reward_not_open');
  if (state === 'not_attended') return festivalRefusal('not_attended');
  return null;
}
