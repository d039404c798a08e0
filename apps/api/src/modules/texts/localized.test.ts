import { describe, expect, it } from 'vitest';
import { inLanguage } from './localized';

describe('texts per language', () => {
  const all = { ja: 'ja text', en: 'en text', fr: 'fr text' };

  it('takes the language asked for, else English, else Japanese', () => {
    expect(inLanguage(all, 'fr')).toBe('fr text');
    expect(inLanguage(all, 'de')).toBe('en text');
    expect(inLanguage({ ja: 'ja text', ko: 'ko text' }, 'de')).toBe('ja text');
  });

  it('falls back to the version flagged as default, then to any, then to nothing', () => {
    expect(inLanguage({ ko: 'ko text', th: 'th text' }, 'de', 'th')).toBe('th text');
    expect(inLanguage({ ko: 'ko text' }, 'de', 'th')).toBe('ko text');
    expect(inLanguage({}, 'de', 'th')).toBeUndefined();
    // The chain comes before the default flag: English still wins over a flagged Korean.
    expect(inLanguage({ ko: 'ko text', en: 'en text' }, 'de', 'ko')).toBe('en text');
  });
});
