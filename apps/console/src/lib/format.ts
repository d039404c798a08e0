/** A date and time in UTC, as `2026-11-23 14:05 UTC`: operators in every country read the same. */
export function formatUtc(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '—';
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** `2026-11-23T14:05` for a datetime-local input, in UTC. */
export function toUtcInput(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16);
}

/** The ISO instant of a datetime-local input read as UTC, or null when empty. */
export function fromUtcInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(`${value}:00Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Points with thousands separators in the console's language. */
export function formatPoints(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
