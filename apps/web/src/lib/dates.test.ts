import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@points/contracts/constants';
import { formatDate, formatDateTime } from './dates';

describe('dates', () => {
  // 23:30 UTC on 20 July is already 21 July in Tokyo: the site must still say 20 July.
  const moment = '2026-07-20T23:30:00.000Z';

  it('writes year/month/day in Japanese, Korean and Chinese', () => {
    for (const language of ['ja', 'ko', 'zh-tw', 'zh-cn'] as const) {
      expect(formatDate(moment, language)).toBe('2026/07/20');
    }
  });

  it('writes day/month/year in every other language', () => {
    for (const language of LANGUAGES.filter((l) => !['ja', 'ko', 'zh-tw', 'zh-cn'].includes(l))) {
      expect(formatDate(moment, language)).toBe('20/07/2026');
    }
  });

  it('shows times in UTC and says so', () => {
    expect(formatDateTime(moment, 'en')).toBe('20/07/2026 23:30 UTC');
    expect(formatDateTime(new Date(moment), 'ja')).toBe('2026/07/20 23:30 UTC');
  });
});
