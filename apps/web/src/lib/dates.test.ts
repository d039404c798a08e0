import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@points/contracts/constants';
import { formatDate, formatDateTime } from './dates';

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
    expect(formatDateTime(moment, 'en')).toBe('20 Jul 2026 23:30 UTC');
    expect(formatDateTime(new Date(moment), 'ja')).toBe('2026年7月20日 23:30 UTC');
  });
});
