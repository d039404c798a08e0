import type { Language } from '@points/contracts/constants';

/** Languages that write dates year/month/day; the others write day/month/year (SPEC.md §1). */
const YEAR_FIRST = new Set<Language>(['ja', 'ko', 'zh-tw', 'zh-cn']);

/**
 * The locale each language's dates are written in. American English keeps the day first (SPEC.md
 * §1 has two orders), and with the month as a word, "1 Jan 2026" cannot be read as 1 to 3
 * January the way "01/01/2026 – 01/03/2026" was. Thai dates use the Gregorian year, as every
 * other language does.
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

const formats = new Map<Language, Intl.DateTimeFormat>();

function dateFormat(language: Language): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      timeZone: 'UTC',
      year: 'numeric',
      // Year-first languages write the month as a number with its own sign (2026年1月1日);
      // Portugal's abbreviation is a number, so its month is written out.
      month: YEAR_FIRST.has(language) || language === 'pt-pt' ? 'long' : 'short',
      day: 'numeric',
    });
    formats.set(language, format);
  }
  return format;
}

/**
 * The date part of a moment, in UTC, as the language writes it, with the month as a word: "20
 * Jul 2026", "20. Juli 2026", "2026年7月20日". Every date on the site goes through here.
 */
export function formatDate(value: Date | string, language: Language): string {
  return dateFormat(language).format(typeof value === 'string' ? new Date(value) : value);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Date and time (UTC), with "UTC" so nobody reads it as local time. */
export function formatDateTime(value: Date | string, language: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return `${formatDate(date, language)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}
