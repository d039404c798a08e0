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

/** How each language writes "from – to" (2026年7月1日～2026年8月31日, 2026年7月1日 至 …). */
const RANGE: Partial<Record<Language, string>> = { ja: '～', 'zh-tw': ' 至 ', 'zh-cn': ' 至 ' };

/** A moment as an ISO text from the API or a Date. */
export type Moment = Date | string;

/**
 * The time zone the player's local time is written in: the browser's, unless a test names one.
 * Every helper below takes it as its last argument.
 */
export type Zone = string;

const browserZone = (): Zone => Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: Language, zone: Zone): Intl.DateTimeFormat {
  const key = `${language} ${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      timeZone: zone,
      year: 'numeric',
      // Year-first languages write the month as a number with its own sign (2026年1月1日);
      // Portugal's abbreviation is a number, so its month is written out.
      month: YEAR_FIRST.has(language) || language === 'pt-pt' ? 'long' : 'short',
      day: 'numeric',
    });
    formats.set(key, format);
  }
  return format;
}

/** A moment's wall clock in a zone: its day (as the language writes it), its time, the zone's name. */
interface Wall {
  day: string;
  time: string;
  zoneName: string;
  /** Minutes ahead of UTC. */
  offset: number;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

function wall(date: Date, language: Language, zone: Zone): Wall {
  const key = `${language} ${zone}`;
  let clock = clocks.get(key);
  if (!clock) {
    clock = new Intl.DateTimeFormat(LOCALES[language], {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      timeZoneName: 'short',
      numberingSystem: 'latn',
    });
    clocks.set(key, clock);
  }
  const parts = Object.fromEntries(clock.formatToParts(date).map((p) => [p.type, p.value]));
  const field = (name: string) => Number(parts[name]);
  const local = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
  );
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    day: dateFormat(language, zone).format(date),
    time: `${pad(field('hour'))}:${pad(field('minute'))}`,
    zoneName: parts.timeZoneName ?? zone,
    offset: Math.round((local - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000),
  };
}

const toDate = (value: Moment) => (typeof value === 'string' ? new Date(value) : value);

/**
 * The date part of a moment, in UTC, as the language writes it, with the month as a word: "20
 * Jul 2026", "20. Juli 2026", "2026年7月20日". For the day something happened (a history row, a
 * publication); the start and end of a period go through `formatStart` and `formatEnd`.
 */
export function formatDate(value: Moment, language: Language): string {
  return dateFormat(language, 'UTC').format(toDate(value));
}

const DAY_MS = 86_400_000;

/** A moment's day and time on a wall clock: "21 Jul 2026 08:30". */
const dayTime = ({ day, time }: Wall, withDay = true) => (withDay ? `${day} ${time}` : time);

/** Writes a wall clock, with its day or only its time. */
type Writer = (wall: Wall, withDay?: boolean) => string;

/** "from – to" as the language joins them; either side may be empty (an open period). */
const joined = (from: string, to: string, language: Language) =>
  `${from}${RANGE[language] ?? ' – '}${to}`.trim();

/**
 * Moments written in UTC (`utc`, which says "UTC" where it shows a time), and the player's local
 * time beside them where their zone's clock differs from UTC's at any of them: "… (21 Jul 2026
 * 08:30 GMT+9)". `write` writes the walls as `utc` writes them in UTC; the zone's name closes
 * the local text, or follows each side when it changes between them (summer time).
 */
function withLocal(
  utc: string,
  moments: Date[],
  language: Language,
  zone: Zone,
  write: (walls: Wall[], named: Writer) => string,
): string {
  const walls = moments.map((moment) => wall(moment, language, zone));
  if (walls.every((w) => w.offset === 0)) return utc;
  const oneName = walls.every((w) => w.zoneName === walls[0]!.zoneName);
  const named: Writer = (w, withDay) =>
    oneName ? dayTime(w, withDay) : `${dayTime(w, withDay)} ${w.zoneName}`;
  const local = write(walls, named);
  return `${utc} (${oneName ? `${local} ${walls[0]!.zoneName}` : local})`;
}

/**
 * Date and time of a moment in UTC, with "UTC" so nobody reads it as local time, and the player's
 * local time beside it where it differs: "20 Jul 2026 23:30 UTC (21 Jul 2026 08:30 GMT+9)".
 */
export function formatDateTime(value: Moment, language: Language, zone = browserZone()): string {
  const date = toDate(value);
  return withLocal(
    `${dayTime(wall(date, language, 'UTC'))} UTC`,
    [date],
    language,
    zone,
    ([local], named) => named(local!),
  );
}

const lastMoment = (end: Moment) => new Date(toDate(end).getTime() - 1);

/**
 * The last moment that counts before an end, which every period of the API excludes (a coupon
 * valid to 23 Sep 00:00 UTC is valid all of 22 Sep, not on the 23rd), to the minute: "22 Sep
 * 2026 23:59 UTC", with the player's local time beside it where it differs.
 */
export function formatEnd(value: Moment, language: Language, zone = browserZone()): string {
  return formatDateTime(lastMoment(value), language, zone);
}

/** A start in UTC: its day alone when it starts at 00:00 UTC, else its day and time. */
const startText = (date: Date, language: Language) =>
  date.getTime() % DAY_MS === 0 ? formatDate(date, language) : dayTime(wall(date, language, 'UTC'));

/**
 * The first moment of a period: its day when it starts at 00:00 UTC ("1 Sep 2026"), else its time
 * too ("1 Sep 2026 10:00 UTC"), with the player's local time beside it where it differs.
 */
export function formatStart(value: Moment, language: Language, zone = browserZone()): string {
  const date = toDate(value);
  const utc = startText(date, language);
  return withLocal(
    date.getTime() % DAY_MS === 0 ? utc : `${utc} UTC`,
    [date],
    language,
    zone,
    ([local], named) => named(local!),
  );
}

/**
 * A period from its first moment to its end (excluded, so the last moment that counts is shown),
 * either of which may be open (null): "1 Jul 2026 – 31 Aug 2026 23:59 UTC (1 Jul 2026 09:00 –
 * 1 Sep 2026 08:59 GMT+9)", "1 Jul 2026 –".
 */
export function formatPeriod(
  from: Moment | null,
  to: Moment | null,
  language: Language,
  zone = browserZone(),
): string {
  const start = from === null ? null : toDate(from);
  const last = to === null ? null : lastMoment(to);
  const utc = joined(
    start ? startText(start, language) : '',
    last ? dayTime(wall(last, language, 'UTC')) : '',
    language,
  );
  const timed = last !== null || (start !== null && start.getTime() % DAY_MS !== 0);
  const moments = [start, last].filter((moment): moment is Date => moment !== null);
  return withLocal(timed ? `${utc} UTC` : utc, moments, language, zone, (walls, named) => {
    const [first, second] = start ? walls : [undefined, walls[0]];
    return joined(first ? named(first) : '', second ? named(second) : '', language);
  });
}

/**
 * An event's day and hours, from its start to the time it ends (a clock's end, not a last
 * moment): "21 Jul 2027 01:00 – 09:00 UTC (21 Jul 2027 10:00 – 18:00 GMT+9)"; the end's day is
 * written only when it is not the start's.
 */
export function formatHours(
  from: Moment,
  to: Moment,
  language: Language,
  zone = browserZone(),
): string {
  const [start, end] = [toDate(from), toDate(to)];
  const hours = (first: Wall, second: Wall, named: Writer) =>
    joined(named(first), named(second, second.day !== first.day), language);
  return withLocal(
    `${hours(wall(start, language, 'UTC'), wall(end, language, 'UTC'), dayTime)} UTC`,
    [start, end],
    language,
    zone,
    ([first, second], named) => hours(first!, second!, named),
  );
}
