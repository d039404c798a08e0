import { describe, expect, it } from 'vitest';
import { strings as audit } from '../features/audit/strings';
import { strings as contact } from '../features/contact/strings';
import { strings as content } from '../features/content/strings';
import { strings as coupons } from '../features/coupons/strings';
import { strings as earning } from '../features/earning/strings';
import { strings as festivals } from '../features/festivals/strings';
import { strings as items } from '../features/items/strings';
import { strings as lotteries } from '../features/lotteries/strings';
import { strings as maintenance } from '../features/maintenance/strings';
import { strings as notifications } from '../features/notifications/strings';
import { strings as players } from '../features/players/strings';
import { strings as records } from '../components/records/strings';
import { common } from '../lib/common-strings';
import { CONSOLE_LANGUAGES } from './i18n';

type Tree = { [key: string]: string | Tree };
const NAMESPACES = {
  audit,
  contact,
  content,
  coupons,
  earning,
  festivals,
  items,
  lotteries,
  maintenance,
  notifications,
  players,
  records,
  common,
} as Record<string, Record<string, Tree>>;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

/** i18next's plural forms, as Intl.PluralRules names them: English and Japanese have no others. */
const PLURAL = /_(one|other)$/;
const baseOf = (key: string) => key.replace(PLURAL, '');

describe.each(Object.entries(NAMESPACES))('the console’s %s texts', (_, texts) => {
  const byLanguage = new Map(CONSOLE_LANGUAGES.map((lng) => [lng, flatten(texts[lng]!)]));

  it('have the same keys in English and Japanese (plural forms counted as one key)', () => {
    const bases = (lng: (typeof CONSOLE_LANGUAGES)[number]) =>
      [...new Set([...byLanguage.get(lng)!.keys()].map(baseOf))].sort();
    expect(bases('ja')).toEqual(bases('en'));
  });

  it('give every counted text exactly its language’s plural forms', () => {
    // Counted: a text with {{count}}, or one that has plural forms in any language.
    const counted = new Set<string>();
    for (const strings of byLanguage.values()) {
      for (const [key, text] of strings) {
        if (PLURAL.test(key) || /\{\{\s*count\s*\}\}/.test(text)) counted.add(baseOf(key));
      }
    }
    for (const [lng, strings] of byLanguage) {
      const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
      const expected = categories.length === 1 ? ['base'] : [...categories].sort();
      for (const base of counted) {
        const forms = [...strings.keys()]
          .filter((key) => baseOf(key) === base)
          .map((key) => PLURAL.exec(key)?.[1] ?? 'base');
        expect(forms.sort(), `${lng} ${base}`).toEqual(expected);
      }
    }
  });
});
