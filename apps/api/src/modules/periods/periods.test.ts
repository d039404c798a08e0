import { describe, expect, it } from 'vitest';
import { nextResetAt, periodStart } from './periods';

const at = (iso: string) => new Date(iso);
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('limit periods (UTC)', () => {
  it('never resets without a reset: one period for all time', () => {
    expect(iso(periodStart('none', 0, at('2026-11-21T10:00:00Z')))).toBe(
      '1970-01-01T00:00:00.000Z',
    );
    expect(nextResetAt('none', 0, at('2026-11-21T10:00:00Z'))).toBeNull();
  });

  it('resets daily at the given UTC minute', () => {
    // 04:00 UTC reset: at 03:59 the period is still yesterday's.
    expect(iso(periodStart('daily', 240, at('2026-11-21T03:59:00Z')))).toBe(
      '2026-11-20T04:00:00.000Z',
    );
    expect(iso(periodStart('daily', 240, at('2026-11-21T04:00:00Z')))).toBe(
      '2026-11-21T04:00:00.000Z',
    );
    expect(iso(nextResetAt('daily', 240, at('2026-11-21T10:00:00Z')))).toBe(
      '2026-11-22T04:00:00.000Z',
    );
  });

  it('resets weekly on Mondays', () => {
    // 21 Nov 2026 is a Saturday; the week began on Monday 16 Nov.
    expect(iso(periodStart('weekly', 0, at('2026-11-21T10:00:00Z')))).toBe(
      '2026-11-16T00:00:00.000Z',
    );
    expect(iso(periodStart('weekly', 0, at('2026-11-16T00:00:00Z')))).toBe(
      '2026-11-16T00:00:00.000Z',
    );
    expect(iso(periodStart('weekly', 60, at('2026-11-16T00:30:00Z')))).toBe(
      '2026-11-09T01:00:00.000Z',
    );
    expect(iso(nextResetAt('weekly', 0, at('2026-11-21T10:00:00Z')))).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });

  it('resets monthly on the 1st, across year ends', () => {
    expect(iso(periodStart('monthly', 0, at('2026-11-21T10:00:00Z')))).toBe(
      '2026-11-01T00:00:00.000Z',
    );
    expect(iso(periodStart('monthly', 120, at('2027-01-01T01:00:00Z')))).toBe(
      '2026-12-01T02:00:00.000Z',
    );
    expect(iso(nextResetAt('monthly', 0, at('2026-12-15T00:00:00Z')))).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });
});
