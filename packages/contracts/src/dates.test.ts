import { describe, expect, it } from 'vitest';
import { DATE_WINDOW, WindowedDate, WindowedInstant } from './dates';

const OUTSIDE = [
  '-004714-11-23T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '1999-12-31T23:59:59.999Z',
  '2101-01-01T00:00:00Z',
  '2100-12-31T23:59:59-00:01',
  '9999-12-31T23:59:59+14:00',
];

describe('dates a client or an operator sends', () => {
  it('are instants in the window, its edges included', () => {
    for (const inside of [
      DATE_WINDOW.first,
      DATE_WINDOW.last,
      '2026-07-21T10:00:00+09:00',
      '2000-01-01T09:00:00+09:00',
    ]) {
      expect(WindowedInstant.safeParse(inside).success, inside).toBe(true);
      expect(WindowedDate.safeParse(inside).success, inside).toBe(true);
    }
    for (const outside of OUTSIDE) {
      expect(WindowedInstant.safeParse(outside).success, outside).toBe(false);
      expect(WindowedDate.safeParse(outside).success, outside).toBe(false);
    }
  });

  it('refuse what JavaScript reads as a date outside the window, or as none', () => {
    for (const value of [
      '-004714-11-23',
      '+275760-09-13T00:00:00.000Z',
      -8.64e15,
      8.64e15,
      0,
      '1970-01-01',
      'not a date',
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(WindowedDate.safeParse(value).success, String(value)).toBe(false);
    }
    expect(WindowedDate.parse(new Date('2030-01-01T00:00:00Z'))).toEqual(
      new Date('2030-01-01T00:00:00Z'),
    );
  });
});
