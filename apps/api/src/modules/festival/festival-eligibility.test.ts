import { describe, expect, it } from 'vitest';
import type { Festival } from './festival-catalogue';
import {
  festivalPhase,
  guardRegistrationPeriod,
  preRegistrationRefusal,
  rewardRefusal,
  rewardStateOf,
} from './festival-eligibility';

const day = (n: number) => new Date(Date.UTC(2026, 5, n));
const festival = {
  preRegistrationFrom: day(1),
  preRegistrationTo: day(10),
  drawAt: day(11),
  registrationTo: day(20),
  eventStartsAt: day(25),
  eventEndsAt: day(26),
  rewardUntil: day(28),
  draw: null,
} as unknown as Festival;
const drawn = { ...festival, draw: { drawnAt: day(5) } } as unknown as Festival;

describe('the festival rules', () => {
  it('shows the phase the pre-registration rules allow', () => {
    expect(festivalPhase(festival, day(0))).toBe('upcoming');
    expect(festivalPhase(festival, day(5))).toBe('pre_registration');
    expect(festivalPhase(festival, day(12))).toBe('awaiting_draw');
    expect(festivalPhase(drawn, day(12))).toBe('registration');
    expect(festivalPhase(drawn, day(25))).toBe('event');
    expect(festivalPhase(drawn, day(27))).toBe('ended');
  });

  it('refuses a pre-registration exactly where the phase is not pre_registration', () => {
    for (const [f, d] of [
      [festival, 0],
      [festival, 5],
      [festival, 10],
      [drawn, 5],
    ] as const) {
      const open = festivalPhase(f, day(d)) === 'pre_registration';
      expect(preRegistrationRefusal(f, day(d)) === null).toBe(open);
    }
    // Drawn early (an operator's draw now): no longer open, and shown as registration.
    expect(festivalPhase(drawn, day(5))).toBe('registration');
  });

  it('takes registrations from the draw until registration_to', () => {
    expect(() => guardRegistrationPeriod(festival, day(12))).toThrow('registration_closed');
    expect(() => guardRegistrationPeriod(drawn, day(12))).not.toThrow();
    expect(() => guardRegistrationPeriod(drawn, day(20))).toThrow('registration_closed');
  });

  it('gives the reward state and the refusal from one list', () => {
    const attended = { claimed: false, checkedIn: true };
    expect(rewardStateOf(drawn, attended, day(25))).toBe('not_open');
    expect(rewardStateOf(drawn, attended, day(27))).toBe('claimable');
    expect(rewardStateOf(drawn, { claimed: false, checkedIn: false }, day(27))).toBe(
      'not_attended',
    );
    expect(rewardStateOf(drawn, { claimed: true, checkedIn: true }, day(29))).toBe('claimed');
    expect(rewardStateOf(drawn, attended, day(28))).toBe('closed');
    expect(rewardRefusal('claimable')).toBeNull();
    expect(rewardRefusal('claimed')).toBeNull();
    expect(rewardRefusal('closed')?.message).toBe('reward_not_open');
    expect(rewardRefusal('not_attended')?.message).toBe('not_attended');
  });
});
