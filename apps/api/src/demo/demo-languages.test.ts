import { LANGUAGES } from '@points/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { demoTextRows, seededDemo } from '../test/demo-seed';
import type { TestDatabase } from '../test/databases';

/** Texts that are rightly the same in English and in other languages: the games' names. */
const NAMES = new Set(['Pitch Legends', 'Pitch Points', 'Champion Squads', 'League Club Manager']);

/** Words a language has borrowed from English, as its players say them. */
const BORROWED: Record<string, readonly string[]> = {
  'Fair play': ['it', 'pt-pt', 'id'],
};

const sameAsEnglishIsRight = (text: string, language: string) =>
  NAMES.has(text) || (BORROWED[text]?.includes(language) ?? false);

/** English variants: they may say what English says, word for word. */
const ENGLISH = new Set(['en', 'en-us']);

/** Keys whose values are structure, not words: a block's kind, its picture, a link's target. */
const STRUCTURE = new Set(['type', 'art', 'path', 'points', 'href', 'ordered']);

interface Leaf {
  path: string;
  text: string;
  links: string[];
}

const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

/** The words of a parsed rich text, and where its links go. */
function richText(nodes: unknown[]): { text: string; links: string[] } {
  let text = '';
  const links: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.type === 'link') links.push(String(record.href));
    if (typeof record.text === 'string') text += record.text;
    for (const [key, value] of Object.entries(record)) if (key !== 'text') walk(value);
    text += ' ';
  };
  walk(nodes);
  return { text: text.replace(/\s+/g, ' ').trim(), links };
}

/** Every text of one language's value, by its place in the value. */
function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'string') {
    return [{ path, text: value, links: [...value.matchAll(MARKDOWN_LINK)].map((m) => m[1]!) }];
  }
  if (Array.isArray(value)) {
    // A parsed body (campaign pages keep their text blocks parsed): its words as one text.
    if (value.some((node) => (node as { type?: string })?.type === 'paragraph')) {
      return [{ path, ...richText(value) }];
    }
    return value.flatMap((item, index) => leaves(item, `${path}/${index}`));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([key]) => !STRUCTURE.has(key))
      .flatMap(([key, item]) => leaves(item, `${path}/${key}`));
  }
  return [];
}

describe('the demo in every language', () => {
  let handle: TestDatabase;
  let db: Database;
  let rows: Awaited<ReturnType<typeof demoTextRows>>;

  beforeAll(async () => {
    ({ db, handle } = await seededDemo(new Date()));
    rows = await demoTextRows(db);
  }, 120_000);
  afterAll(async () => {
    await handle?.dispose();
  });

  it('finds the texts of every kind the demo writes', () => {
    const tables = new Set(rows.map((row) => row.where.split(' ')[0]));
    expect([...tables].sort()).toEqual([
      'campaign_pages',
      'campaigns',
      'contents',
      'coupon_campaigns',
      'coupons',
      'festivals',
      'item_groups',
      'items',
      'lotteries',
      'lottery_campaigns',
      'lottery_prizes',
    ]);
  });

  it('has every text in all 17 languages', () => {
    const missing = rows.flatMap(({ where, texts }) =>
      LANGUAGES.filter((language) => !texts[language]).map((language) => `${where}: ${language}`),
    );
    expect(missing).toEqual([]);
  });

  it('translates every text: none is left as the English one', () => {
    const untranslated: string[] = [];
    for (const { where, texts } of rows) {
      const english = new Map(leaves(texts.en).map((leaf) => [leaf.path, leaf.text]));
      for (const language of LANGUAGES.filter((candidate) => !ENGLISH.has(candidate))) {
        for (const leaf of leaves(texts[language])) {
          const source = english.get(leaf.path);
          if (
            leaf.text !== '' &&
            leaf.text === source &&
            !sameAsEnglishIsRight(leaf.text, language)
          ) {
            untranslated.push(`${where} ${language}${leaf.path}: ${leaf.text.slice(0, 60)}`);
          }
        }
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('keeps the shape of every text: the same fields, with the same links as in English', () => {
    const different: string[] = [];
    for (const { where, texts } of rows) {
      // The Japanese news and topics are written for Japan, not translated, with links of their
      // own (demo-story.test.ts checks that every link of every language goes somewhere).
      const ownLinks = (language: string) => language === 'ja' && where.startsWith('contents ');
      const shape = (language: string) =>
        leaves(texts[language]).map((leaf) =>
          ownLinks(language) ? leaf.path : `${leaf.path} → ${leaf.links.join(' ')}`,
        );
      for (const language of LANGUAGES) {
        const expected = ownLinks(language)
          ? leaves(texts.en).map((leaf) => leaf.path)
          : shape('en');
        const mine = shape(language);
        if (mine.join('\n') !== expected.join('\n')) {
          different.push(
            `${where} ${language}: ${mine.filter((line) => !expected.includes(line)).join('; ')}`,
          );
        }
      }
    }
    expect(different).toEqual([]);
  });

  it('writes out every date a text names ({name} placeholders)', () => {
    const left = rows.flatMap(({ where, texts }) =>
      LANGUAGES.flatMap((language) =>
        leaves(texts[language])
          .filter((leaf) => /\{[a-z_]+\}/.test(leaf.text))
          .map((leaf) => `${where} ${language}${leaf.path}`),
      ),
    );
    expect(left).toEqual([]);
  });
});
