export type Reset = 'none' | 'daily' | 'weekly' | 'monthly';

const DAY = 86_400_000;
const NEVER = new Date(0);

/**
 * Start of the limit period that contains `now`: exchanges count against the limit within one
 * period. Periods turn over at `resetMinute` (minutes after midnight, UTC): every day, every
 * Monday, or on the 1st of each month. Without a reset, the one period is all time.
 */
export function periodStart(reset: Reset, resetMinute: number, now: Date): Date {
  if (reset === 'none') return NEVER;
  const offset = resetMinute * 60_000;
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (reset === 'daily') {
    const start = midnight + offset;
    return new Date(start <= now.getTime() ? start : start - DAY);
  }
  if (reset === 'weekly') {
    const sinceMonday = (now.getUTCDay() + 6) % 7;
    const start = midnight - sinceMonday * DAY + offset;
    return new Date(start <= now.getTime() ? start : start - 7 * DAY);
  }
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) + offset;
  if (first <= now.getTime()) return new Date(first);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1) + offset);
}

/** When the current period ends and the limit starts over; null when it never does. */
export function nextResetAt(reset: Reset, resetMinute: number, now: Date): Date | null {
  if (reset === 'none') return null;
  const start = periodStart(reset, resetMinute, now);
  if (reset === 'daily') return new Date(start.getTime() + DAY);
  if (reset === 'weekly') return new Date(start.getTime() + 7 * DAY);
  return new Date(
    Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1) + resetMinute * 60_000,
  );
}
