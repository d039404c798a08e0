import { htmlLang, type Language } from '@points/contracts';

/** Languages that write dates year/month/day; the others write day/month/year (SPEC.md §1). */
const YEAR_FIRST = new Set<Language>(['ja', 'ko', 'zh-tw', 'zh-cn']);

/**
 * The locale each language's dates are written in, as the site writes them (the SPA's
 * `lib/dates.ts`): American English keeps the day first with the month as a word, Thai uses the
 * Gregorian year.
 */
const LOCALES: Record<Language, string> = {
  ja: 'ja',
  en: 'en-GB',
  'en-us': 'en-GB',
  fr: 'fr',
  de: 'de',
  it: 'it',
  es: 'es',
  'es-mx': 'es-MX',
  'pt-pt': 'pt-PT',
  'pt-br': 'pt-BR',
  ru: 'ru',
  tr: 'tr',
  ko: 'ko',
  'zh-tw': 'zh-TW',
  'zh-cn': 'zh-CN',
  id: 'id',
  th: 'th-u-ca-gregory',
};

const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const numberFormats = new Map<Language, Intl.NumberFormat>();

function dateFormat(language: Language): Intl.DateTimeFormat {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      timeZone: 'UTC',
      year: 'numeric',
      month: YEAR_FIRST.has(language) || language === 'pt-pt' ? 'long' : 'short',
      day: 'numeric',
    });
    dateFormats.set(language, format);
  }
  return format;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The day of a moment, in UTC, as the language writes it: "20 Jul 2026", "2026年7月20日". */
export function formatDate(value: Date, language: Language): string {
  return dateFormat(language).format(value);
}

/** Day and time in UTC, with "UTC" so nobody reads it as local time: "20 Jul 2026 09:36 UTC". */
export function formatDateTime(value: Date, language: Language): string {
  return `${formatDate(value, language)} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())} UTC`;
}

/** A whole number as the language writes it: 1,234 · 1.234 · 1 234. */
export function formatNumber(value: number, language: Language): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(htmlLang(language));
    numberFormats.set(language, format);
  }
  return format.format(value);
}
