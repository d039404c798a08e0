import type { Language } from '@points/contracts/constants';

/** Languages that write dates year/month/day; the others write day/month/year (SPEC.md §1). */
const YEAR_FIRST = new Set<Language>(['ja', 'ko', 'zh-tw', 'zh-cn']);

const pad = (value: number) => String(value).padStart(2, '0');

/** The date part of a moment, in UTC, in the order the language writes dates. */
export function formatDate(value: Date | string, language: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const year = date.getUTCFullYear();
  const month = pad(date.getUTCMonth() + 1);
  const day = pad(date.getUTCDate());
  return YEAR_FIRST.has(language) ? `${year}/${month}/${day}` : `${day}/${month}/${year}`;
}

/** Date and time (UTC) in the language's order, with "UTC" so nobody reads it as local time. */
export function formatDateTime(value: Date | string, language: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return `${formatDate(date, language)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}
