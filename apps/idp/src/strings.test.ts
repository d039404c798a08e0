import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@points/contracts';
import { STRINGS } from './strings';

const KEYS = Object.keys(STRINGS.en) as (keyof typeof STRINGS.en)[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);

/** English words a language writes the same (loanwords), by language. */
const SAME_AS_ENGLISH: Partial<Record<string, string[]>> = { it: ['password', 'nickname'] };

describe('the provider’s texts', () => {
  it('has a set for each of the site’s 17 languages', () => {
    expect(Object.keys(STRINGS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)(
    '%s has every text, written, with the placeholders of the English one',
    (language) => {
      const strings = STRINGS[language];
      expect(Object.keys(strings).sort()).toEqual([...KEYS].sort());
      for (const key of KEYS) {
        const text = strings[key];
        expect(typeof text, `${language}.${key}`).toBe('string');
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        expect(placeholders(text).sort(), `${language}.${key}`).toEqual(
          placeholders(STRINGS.en[key]).sort(),
        );
      }
    },
  );

  it.each(LANGUAGES.filter((language) => !language.startsWith('en')))(
    '%s is translated: no text left in English but its loanwords',
    (language) => {
      const untranslated = KEYS.filter(
        (key) => key !== 'dir' && STRINGS[language][key] === STRINGS.en[key],
      );
      expect(untranslated).toEqual(SAME_AS_ENGLISH[language] ?? []);
    },
  );
});
