import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@points/contracts/constants';
import {
  formatDate,
  formatDateTime,
  formatEnd,
  formatHours,
  formatPeriod,
  formatStart,
} from './dates';

describe('dates', () => {
  // 23:30 UTC on 20 July is already 21 July in Tokyo: the site must still say 20 July.
  const moment = '2026-07-20T23:30:00.000Z';

  it('writes year, month, day in Japanese, Korean and Chinese', () => {
    expect(formatDate(moment, 'ja')).toBe('2026年7月20日');
    expect(formatDate(moment, 'ko')).toBe('2026년 7월 20일');
    expect(formatDate(moment, 'zh-tw')).toBe('2026年7月20日');
    expect(formatDate(moment, 'zh-cn')).toBe('2026年7月20日');
  });

  it('writes the day first everywhere else, American English included, with the month as a word', () => {
    expect(formatDate(moment, 'en')).toBe('20 Jul 2026');
    expect(formatDate(moment, 'en-us')).toBe('20 Jul 2026');
    expect(formatDate(moment, 'de')).toBe('20. Juli 2026');
    for (const language of LANGUAGES.filter((l) => !['ja', 'ko', 'zh-tw', 'zh-cn'].includes(l))) {
      const text = formatDate(moment, language);
      // Day first, year last, and the month in letters: no all-number date to misread.
      expect(text, language).toMatch(/^20\D/);
      expect(text, language).toMatch(/2026\D*$/);
      expect(text, language).toMatch(/\p{L}/u);
      expect(text, language).not.toMatch(/\b07\b|\/7\//);
    }
  });

  it('cannot be misread in American English: 1 January to 1 March', () => {
    expect(formatDate('2026-01-01T00:00:00Z', 'en-us')).toBe('1 Jan 2026');
    expect(formatDate('2026-03-01T00:00:00Z', 'en-us')).toBe('1 Mar 2026');
  });

  it('shows times in UTC and says so', () => {
    expect(formatDateTime(moment, 'en', 'UTC')).toBe('20 Jul 2026 23:30 UTC');
    expect(formatDateTime(new Date(moment), 'ja', 'UTC')).toBe('2026年7月20日 23:30 UTC');
  });
});

describe('periods', () => {
  // A coupon valid to 23 Sep 00:00 UTC counts on 22 Sep, not on the 23rd (issue 30 §3).
  const midnightEnd = '2026-09-23T00:00:00.000Z';
  const morningEnd = '2026-09-23T10:00:00.000Z';

  it('shows an end at 00:00 UTC as the last minute of the day before, in UTC', () => {
    expect(formatEnd(midnightEnd, 'en', 'UTC')).toBe('22 Sept 2026 23:59 UTC');
    expect(formatEnd(midnightEnd, 'ja', 'UTC')).toBe('2026年9月22日 23:59 UTC');
    expect(formatEnd(midnightEnd, 'de', 'UTC')).toBe('22. Sept. 2026 23:59 UTC');
    // The Winter Cup Pack, exchangeable to 1 Mar 00:00: its last day is 28 February (29 in a leap year).
    expect(formatEnd('2027-03-01T00:00:00Z', 'en', 'UTC')).toBe('28 Feb 2027 23:59 UTC');
    expect(formatEnd('2028-03-01T00:00:00Z', 'en', 'UTC')).toBe('29 Feb 2028 23:59 UTC');
  });

  it('shows an end at another time as its last minute, on its own day', () => {
    expect(formatEnd(morningEnd, 'en', 'UTC')).toBe('23 Sept 2026 09:59 UTC');
    expect(formatEnd('2026-09-23T10:00:30Z', 'en', 'UTC')).toBe('23 Sept 2026 10:00 UTC');
  });

  it('adds the local time where the zone differs, and not where it does not', () => {
    // Tokyo: the last moment of 22 Sep in UTC is already the morning of the 23rd.
    expect(formatEnd(midnightEnd, 'en', 'Asia/Tokyo')).toBe(
      '22 Sept 2026 23:59 UTC (23 Sept 2026 08:59 GMT+9)',
    );
    expect(formatEnd(midnightEnd, 'ja', 'Asia/Tokyo')).toBe(
      '2026年9月22日 23:59 UTC (2026年9月23日 08:59 JST)',
    );
    // New York: the same day, but not its end.
    expect(formatEnd(morningEnd, 'en-us', 'America/New_York')).toBe(
      '23 Sept 2026 09:59 UTC (23 Sept 2026 05:59 GMT-4)',
    );
    // London is at UTC in winter (nothing to add) and an hour ahead in summer.
    expect(formatEnd('2026-12-01T00:00:00Z', 'en', 'Europe/London')).toBe('30 Nov 2026 23:59 UTC');
    expect(formatEnd(midnightEnd, 'en', 'Europe/London')).toBe(
      '22 Sept 2026 23:59 UTC (23 Sept 2026 00:59 BST)',
    );
    expect(formatDateTime('2026-07-20T23:30:00Z', 'en', 'Asia/Kolkata')).toBe(
      '20 Jul 2026 23:30 UTC (21 Jul 2026 05:00 GMT+5:30)',
    );
  });

  it('writes a start as its day when it starts at 00:00 UTC, else with its time', () => {
    expect(formatStart('2026-07-01T00:00:00Z', 'en', 'UTC')).toBe('1 Jul 2026');
    expect(formatStart('2026-07-01T10:30:00Z', 'en', 'UTC')).toBe('1 Jul 2026 10:30 UTC');
    expect(formatStart('2026-07-01T00:00:00Z', 'en', 'America/New_York')).toBe(
      '1 Jul 2026 (30 Jun 2026 20:00 GMT-4)',
    );
  });

  it('writes a period from its first to its last moment, as the language joins them', () => {
    const [from, to] = ['2026-07-01T00:00:00Z', '2026-09-01T00:00:00Z'];
    expect(formatPeriod(from, to, 'en', 'UTC')).toBe('1 Jul 2026 – 31 Aug 2026 23:59 UTC');
    expect(formatPeriod(from, to, 'ja', 'UTC')).toBe('2026年7月1日～2026年8月31日 23:59 UTC');
    expect(formatPeriod(from, to, 'zh-tw', 'UTC')).toBe('2026年7月1日 至 2026年8月31日 23:59 UTC');
    expect(formatPeriod(from, to, 'en', 'Asia/Tokyo')).toBe(
      '1 Jul 2026 – 31 Aug 2026 23:59 UTC (1 Jul 2026 09:00 – 1 Sept 2026 08:59 GMT+9)',
    );
    // Open at either end.
    expect(formatPeriod(from, null, 'en', 'UTC')).toBe('1 Jul 2026 –');
    expect(formatPeriod(null, to, 'en', 'UTC')).toBe('– 31 Aug 2026 23:59 UTC');
  });

  it('names the zone at each end when summer time starts within the period', () => {
    expect(
      formatPeriod('2026-03-01T00:00:00Z', '2026-05-01T00:00:00Z', 'en', 'Europe/London'),
    ).toBe('1 Mar 2026 – 30 Apr 2026 23:59 UTC (1 Mar 2026 00:00 GMT – 1 May 2026 00:59 BST)');
  });

  it("writes an event's hours with the end's day only when it differs", () => {
    const [from, to] = ['2027-07-21T01:00:00Z', '2027-07-21T09:00:00Z'];
    expect(formatHours(from, to, 'en', 'UTC')).toBe('21 Jul 2027 01:00 – 09:00 UTC');
    expect(formatHours(from, to, 'ja', 'Asia/Tokyo')).toBe(
      '2027年7月21日 01:00～09:00 UTC (2027年7月21日 10:00～18:00 JST)',
    );
    expect(formatHours(from, to, 'en', 'America/Los_Angeles')).toBe(
      '21 Jul 2027 01:00 – 09:00 UTC (20 Jul 2027 18:00 – 21 Jul 2027 02:00 GMT-7)',
    );
  });

  it("takes the browser's zone when none is named", () => {
    const before = process.env.TZ;
    try {
      process.env.TZ = 'Asia/Tokyo';
      expect(formatEnd(midnightEnd, 'en')).toBe(
        '22 Sept 2026 23:59 UTC (23 Sept 2026 08:59 GMT+9)',
      );
      process.env.TZ = 'UTC';
      expect(formatEnd(midnightEnd, 'en')).toBe('22 Sept 2026 23:59 UTC');
    } finally {
      process.env.TZ = before;
    }
  });
});
