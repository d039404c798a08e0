import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@points/contracts/constants';
import { ALL_ERROR_CODES } from '@points/contracts/errors';
import { LEDGER_REASONS } from '@points/contracts';

const dir = path.dirname(new URL(import.meta.url).pathname) + '/locales';
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

const load = (language: string) =>
  flatten(JSON.parse(readFileSync(path.join(dir, `${language}.json`), 'utf8')) as Tree);

/** Words that stay as they are in every language: names, not sentences. */
// Our names (the site's and the games'), never translated.
const BRAND_NAMES = ['Pitch Points', 'Pitch Legends', 'Champion Squads', 'League Club Manager'];
// The NEW badge is written in English on Japanese, Korean and Chinese sites; "No" is also
// Italian and Spanish.
const MAY_STAY_ENGLISH = new Set(['content.new', 'festival.form.no']);
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const onlyNames = (text: string) =>
  BRAND_NAMES.reduce((rest, name) => rest.replaceAll(name, ''), text)
    .replace(/\{\{\s*\w+\s*\}\}/g, '')
    .replace(/[\s\p{P}\p{S}\d]/gu, '') === '';

const english = load('en');

/** i18next's plural forms: `key_one`, `key_other`… (as Intl.PluralRules names them). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string) => key.replace(PLURAL, '');

/** The keys by their base (plural forms folded into one), with all their forms' texts. */
function byBase(strings: Map<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, text] of strings) out.set(baseOf(key), [...(out.get(baseOf(key)) ?? []), text]);
  return out;
}

const allPlaceholders = (texts: string[] | undefined) =>
  [...new Set((texts ?? []).flatMap(placeholders))].sort();

describe('locale files', () => {
  it('name every reason points can move for', () => {
    for (const reason of LEDGER_REASONS) {
      expect(english.get(`reasons.${reason}`), reason).toBeTruthy();
    }
  });

  it('have a message for every code of the error catalogue', () => {
    for (const code of [...ALL_ERROR_CODES, 200]) {
      expect(english.get(`error.messages.${code}`), String(code)).toBeTruthy();
    }
  });

  it('give a text with {{count}} its plural forms: a count that is only a number is {{number}}', () => {
    for (const [key, text] of english) {
      if (placeholders(text).includes('count')) expect(key, text).toMatch(PLURAL);
    }
  });

  it('say each count in its plural form ("1 pt", "1 winner", "1 day", "0 of 1 match played")', () => {
    const phrases = [
      ['header.points', { count: 1, points: '1' }, '1 pt'],
      ['header.points', { count: 1200, points: '1,200' }, '1,200 pts'],
      ['lottery.prizeQuantity', { count: 1 }, '1 winner'],
      ['lottery.prizeQuantity', { count: 3 }, '3 winners'],
      ['campaigns.facts.expiry', { count: 1 }, '(spendable for 1 day)'],
      ['campaigns.facts.expiry', { count: 30 }, '(spendable for 30 days)'],
      ['campaigns.goal.matches_played', { value: 0, target: 1, count: 1 }, '0 of 1 match played'],
      ['campaigns.goal.goals_scored', { value: 2, target: 5, count: 5 }, '2 of 5 goals scored'],
    ] as const;
    for (const [key, values, expected] of phrases) {
      const form = new Intl.PluralRules('en').select(values.count);
      const text = english.get(`${key}_${form}`) ?? '';
      expect(
        text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
          String(values[name as keyof typeof values]),
        ),
        key,
      ).toBe(expected);
    }
  });

  it('name an amount of points only through header.points, which has the plural forms', () => {
    // Every other text takes the amount whole ("{{points}}" is "1 pt" or "1,200 pts").
    for (const language of LANGUAGES) {
      for (const [key, text] of load(language)) {
        if (key.startsWith('header.points_') || key === 'header.points') continue;
        expect(text, `${language} ${key}`).not.toMatch(/\{\{points\}\}\s?(pts?|points)\b/);
      }
    }
  });

  it('name the currency tab in plain words, as the item type is named', () => {
    expect(english.get('items.tabs.points')).toBe(english.get('items.types.points'));
  });

  it('exist for exactly the 17 languages', () => {
    const files = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -5));
    expect(files.sort()).toEqual([...LANGUAGES].sort());
  });

  describe.each(LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
    const strings = load(language);

    it('has every key of English and no other (plural forms counted as one key)', () => {
      expect([...byBase(strings).keys()].sort()).toEqual([...byBase(english).keys()].sort());
    });

    it('has exactly the plural forms its language has, or one text where it has none', () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const forms = new Map<string, string[]>();
      for (const key of strings.keys()) {
        const match = PLURAL.exec(key);
        if (match) forms.set(baseOf(key), [...(forms.get(baseOf(key)) ?? []), match[1]!]);
      }
      const pluralInEnglish = new Set(
        [...english.keys()].filter((k) => PLURAL.test(k)).map(baseOf),
      );
      for (const base of pluralInEnglish) {
        if (categories.length === 1) expect(strings.has(base), base).toBe(true);
        else expect(forms.get(base)?.sort(), base).toEqual([...categories].sort());
      }
    });

    it('keeps every placeholder', () => {
      const theirs = byBase(strings);
      for (const [key, texts] of byBase(english)) {
        expect(allPlaceholders(theirs.get(key)), key).toEqual(allPlaceholders(texts));
      }
    });

    it('is not empty anywhere', () => {
      for (const [key, text] of strings) expect(text.trim(), key).not.toBe('');
    });
  });

  // One term per idea: the festival's visitor, companion and pre-registration are named the same
  // way on every page (not 同行者註冊 here and 同行者登記 there).
  it.each([
    ['zh-tw', ['訪客', '事前登錄', '同行者註冊']],
    ['zh-cn', ['访客', '预约登记', '同行者注册']],
    ['ja', ['同行者', 'ビジター']],
  ] as const)('%s names each festival idea with one term', (language, synonyms) => {
    for (const [key, text] of load(language)) {
      for (const synonym of synonyms) expect(text.includes(synonym), `${key}: ${text}`).toBe(false);
    }
  });

  // American English may repeat English; every other language must really be translated.
  it.each(LANGUAGES.filter((language) => !language.startsWith('en')))(
    '%s is translated: no English sentence repeated',
    (language) => {
      const strings = load(language);
      for (const [key, text] of english) {
        if (onlyNames(text) || MAY_STAY_ENGLISH.has(key)) continue;
        expect(strings.get(key), `${language} ${key}`).not.toBe(text);
      }
    },
  );
});
