import { z } from 'zod';

/**
 * Every date a client or an operator sends (a schedule, a window, a filter) lies in this window,
 * checked by its schema before any SQL sees it: PostgreSQL refuses years before 4713 BC and after
 * 294276 AD with a server error, JavaScript reads years up to 275760, and nothing of this programme
 * is planned outside this century.
 */
export const DATE_WINDOW = {
  first: '2000-01-01T00:00:00.000Z',
  last: '2100-12-31T23:59:59.999Z',
} as const;

const FIRST_MS = Date.parse(DATE_WINDOW.first);
const LAST_MS = Date.parse(DATE_WINDOW.last);

/** The message of a date outside the window (the console words it from this text). */
export const OUTSIDE_DATE_WINDOW = 'a date between 2000 and 2100';

/** Whether the time `ms` (milliseconds since 1970) lies in the window. */
export const inDateWindow = (ms: number): boolean => ms >= FIRST_MS && ms <= LAST_MS;

/** An instant written with its offset (`2026-07-21T10:00:00+09:00`), kept as text, in the window. */
export const WindowedInstant = z.iso
  .datetime({ offset: true })
  .refine((text) => inDateWindow(Date.parse(text)), OUTSIDE_DATE_WINDOW);

/** A date read from a JSON value or a query parameter (text, a number or a Date), in the window. */
export const WindowedDate = z.coerce
  .date()
  .refine((date) => inDateWindow(date.getTime()), OUTSIDE_DATE_WINDOW);
