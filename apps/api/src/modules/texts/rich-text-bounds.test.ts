import { describe, expect, it } from 'vitest';
import { MARKDOWN_LIMITS } from '@points/contracts';
import { parseRichText, RichTextError } from './rich-text';

/**
 * The issue asks for a measurement: the worst bodies we can construct, at each length limit, parse
 * in under 50 ms or are refused. (Found: 20,000 characters of `*_` froze a node for ~50 s; runs of
 * `*` around a letter overflowed the stack.) Each body is built from a pattern known to be costly
 * for Markdown parsers (CommonMark's pathological cases and ours) and filled to the limit.
 */
/** `unit` repeated to at least `length` characters. */
const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length));

/** Parts `part(0)`, `part(1)`… joined, to at least `length` characters. */
function grow(length: number, part: (index: number) => string): string {
  let out = '';
  for (let index = 0; out.length < length; index++) out += part(index);
  return out;
}

const PATTERNS: Record<string, (length: number) => string> = {
  'emphasis runs *_': (n) => fill('*_', n),
  'stars, a letter, stars': (n) => `${'*'.repeat(n / 2 - 1)}x${'*'.repeat(n / 2)}`,
  'underscores, a letter, underscores': (n) => `${'_'.repeat(n / 2 - 1)}x${'_'.repeat(n / 2)}`,
  'a* (every star opens and closes)': (n) => fill('a*', n),
  'closers without openers': (n) => fill('a_ ', n),
  'openers without closers': (n) => fill('_a ', n),
  'mismatched *a_': (n) => fill('*a_ ', n),
  'rule of 3 a***b*': (n) => fill('a***b*', n),
  '**_ alternation': (n) => fill('**_', n),
  'strong nested deep': (n) => `${'**'.repeat(n / 4)}a${'**'.repeat(n / 4)}`,
  '[ openers': (n) => fill('[', n),
  '] closers': (n) => fill(']', n),
  'nested brackets': (n) => `${'['.repeat(n / 2)}${']'.repeat(n / 2)}`,
  '[a]( unclosed': (n) => fill('[a](', n),
  '[]( unclosed': (n) => fill('[](', n),
  'unclosed titles': (n) => fill('[a](/b "', n),
  'unclosed pointy': (n) => fill('[a](<b', n),
  'long tails': (n) => fill(`[](${'x'.repeat(490)} "${'y'.repeat(290)}`, n),
  'links in links': (n) => fill('[a](/b) ', n),
  'emphasis around links': (n) => fill('*[a](/b)', n),
  'brackets around a link': (n) => `${'['.repeat(n / 2 - 8)}[a](/b)${']'.repeat(n / 2)}`,
  '[* mixed': (n) => fill('[*', n),
  '*]( mixed': (n) => fill('*](', n),
  '< runs': (n) => fill('<', n),
  '<a runs': (n) => fill('<a', n),
  '<> runs': (n) => fill('<>', n),
  autolinks: (n) => fill('<https://a.example/c> ', n),
  'backtick runs': (n) => fill('`', n),
  'backtick runs growing': (n) => grow(n, (index) => `${'`'.repeat(index + 1)}a`),
  'escaped backticks': (n) => fill('\\`', n),
  entities: (n) => fill('&amp;', n),
  'entity openers': (n) => fill('&#', n),
  'long entity names': (n) => fill(`&${'a'.repeat(31)}`, n),
  escapes: (n) => fill('\\*', n),
  'many list items': (n) => fill('- a\n', n),
  'many ordered items': (n) => fill('1. a\n', n),
  'many paragraphs': (n) => fill('a\n\n', n),
  'many lines': (n) => fill('a\n', n),
  'many hard breaks': (n) => fill('a  \n', n),
  'many headings': (n) => fill('## a\n', n),
  'deep lists (refused)': (n) => grow(n, (depth) => `${' '.repeat(depth * 2)}- a\n`),
  'deep quotes (refused)': (n) => fill('>', n),
  'lazy list lines': (n) => `- a\n${fill('b\n', n)}`,
  'spaces then text': (n) => `a${' '.repeat(n - 2)}b`,
  'tabs and spaces': (n) => fill(' \t', n),
  'closing hashes': (n) => `## a ${'#'.repeat(n)}`,
  'hashes and spaces': (n) => `## ${'# '.repeat(n)}`,
  'carriage returns': (n) => fill('a\r\n', n),
  'astral characters around stars': (n) => fill('😀*', n),
};

/** The pattern filled to exactly `length` characters (or as close as its unit allows). */
function body(pattern: (length: number) => string, length: number): string {
  return pattern(length).slice(0, length);
}

/** The CPU time of one parse, in ms: the least of five runs, so a busy machine adds no noise. */
function parseTime(markdown: string): { ms: number; refused: boolean } {
  let least = Number.POSITIVE_INFINITY;
  let refused = false;
  for (let run = 0; run < 5; run++) {
    const began = process.cpuUsage();
    try {
      parseRichText(markdown);
    } catch (error) {
      if (!(error instanceof RichTextError)) throw error;
      refused = true;
    }
    const spent = process.cpuUsage(began);
    least = Math.min(least, (spent.user + spent.system) / 1000);
  }
  return { ms: least, refused };
}

describe('the worst bodies parse in bounded time', () => {
  for (const [kind, length] of Object.entries(MARKDOWN_LIMITS)) {
    it(`under the ${kind} limit (${length} characters): each in under 50 ms, or refused`, () => {
      // Warm the parser up: the first runs of a function are interpreted.
      for (let run = 0; run < 20; run++) parseTime(body(PATTERNS['many lines']!, 2000));
      const measured: Array<{ name: string; ms: number; refused: boolean }> = [];
      for (const [name, pattern] of Object.entries(PATTERNS)) {
        const markdown = body(pattern, length);
        expect(markdown.length, name).toBeGreaterThan(length * 0.9);
        measured.push({ name, ...parseTime(markdown) });
      }
      measured.sort((a, b) => b.ms - a.ms);
      const line = ({ name, ms, refused }: (typeof measured)[number]) =>
        `${name}: ${ms.toFixed(1)} ms${refused ? ' (refused)' : ''}`;
      // PARSE_TIMES=1 prints the figures (docs/security.md quotes them).
      if (process.env.PARSE_TIMES) console.info(`${kind}:\n${measured.map(line).join('\n')}`);
      expect(measured.filter(({ ms }) => ms >= 50).map(line)).toEqual([]);
    });
  }
});
