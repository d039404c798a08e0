import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RichText, type RichInline, type RichTextRule } from '@points/contracts';
import { parseRichText, RICH_TEXT_LIMITS, RichTextError } from './rich-text';
import { ParseBudget } from './rich-text-inlines';

const paragraph = (...content: RichInline[]) => [{ type: 'paragraph', content }];
const text = (value: string, marks: { strong?: true; emphasis?: true } = {}): RichInline => ({
  type: 'text',
  text: value,
  ...marks,
});

/** The rule a body breaks, or null when it is accepted. */
function ruleOf(markdown: string): RichTextRule | null {
  try {
    parseRichText(markdown);
    return null;
  } catch (error) {
    if (error instanceof RichTextError) return error.rule;
    throw error;
  }
}

describe('rich text of content bodies', () => {
  it('turns the Markdown subset into blocks', () => {
    expect(
      parseRichText(
        'Hello **world** and _you_.\nSame paragraph.\n\n## Next\n\n- one [shop](/items)\n- two\n\n1. first\n2. [help](https://help.example/a)',
      ),
    ).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Hello ' },
          { type: 'text', text: 'world', strong: true },
          { type: 'text', text: ' and ' },
          { type: 'text', text: 'you', emphasis: true },
          { type: 'text', text: '. Same paragraph.' },
        ],
      },
      { type: 'heading', content: [{ type: 'text', text: 'Next' }] },
      {
        type: 'list',
        ordered: false,
        items: [
          [
            { type: 'text', text: 'one ' },
            { type: 'link', href: '/items', text: 'shop' },
          ],
          [{ type: 'text', text: 'two' }],
        ],
      },
      {
        type: 'list',
        ordered: true,
        items: [
          [{ type: 'text', text: 'first' }],
          [{ type: 'link', href: 'https://help.example/a', text: 'help' }],
        ],
      },
    ]);
  });

  it('keeps markup as text and refuses what could reach the browser as code', () => {
    // Inline HTML is an `html` node in Markdown: refused, never passed on.
    expect(() => parseRichText('hi <script>alert(1)</script>')).toThrow(RichTextError);
    expect(() => parseRichText('<img src=x onerror=alert(1)>')).toThrow(RichTextError);
    expect(() => parseRichText('[x](javascript:alert(1))')).toThrow(RichTextError);
    expect(() => parseRichText('[x](http://plain.example)')).toThrow(RichTextError);
    expect(() => parseRichText('[x](//evil.example/path)')).toThrow(RichTextError);
    expect(() => parseRichText('![pic](/a.png)')).toThrow(RichTextError);
    expect(() => parseRichText('# Big')).toThrow(RichTextError);
    expect(() => parseRichText('```\ncode\n```')).toThrow(RichTextError);
    // An escaped bracket stays text.
    expect(parseRichText('1 \\< 2')).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: '1 < 2' }] },
    ]);
  });

  it('reads emphasis, links and breaks by CommonMark rules', () => {
    expect(parseRichText('***both*** snake_case_word __strong__ *a*b*')).toEqual(
      paragraph(
        text('both', { strong: true, emphasis: true }),
        text(' snake_case_word '),
        text('strong', { strong: true }),
        text(' '),
        text('a', { emphasis: true }),
        text('b*'),
      ),
    );
    expect(parseRichText('**a*')).toEqual(paragraph(text('*'), text('a', { emphasis: true })));
    // A link's text is plain: its marks go, and marks around it do not reach it.
    expect(parseRichText('**[a _b_](/x "title")** [c](</y>)')).toEqual(
      paragraph({ type: 'link', href: '/x', text: 'a b' }, text(' '), {
        type: 'link',
        href: '/y',
        text: 'c',
      }),
    );
    // No link inside a link; emphasis inside a link's text closes there.
    expect(parseRichText('[a [b](/c)](/d) *e [f*](/g)')).toEqual(
      paragraph(text('[a '), { type: 'link', href: '/c', text: 'b' }, text('](/d) *e '), {
        type: 'link',
        href: '/g',
        text: 'f*',
      }),
    );
    expect(parseRichText('<https://help.example/a> and [x] and [y][z]')).toEqual(
      paragraph(
        { type: 'link', href: 'https://help.example/a', text: 'https://help.example/a' },
        text(' and [x] and [y][z]'),
      ),
    );
    expect(parseRichText('two spaces  \nbackslash\\\nsoft\nline')).toEqual(
      paragraph(
        text('two spaces'),
        { type: 'break' },
        text('backslash'),
        { type: 'break' },
        text('soft line'),
      ),
    );
    expect(parseRichText('\\*not\\* &copy; &#x41;&#66; &unknown; a<b then')).toEqual(
      paragraph(text('*not* © AB &unknown; a<b then')),
    );
  });

  it('reads the block forms of the subset', () => {
    expect(
      parseRichText('Title\n---\n\n## Closed ##\n\n-\n  late item\n- lazy\ncontinued'),
    ).toEqual([
      { type: 'heading', content: [text('Title')] },
      { type: 'heading', content: [text('Closed')] },
      { type: 'list', ordered: false, items: [[text('late item')], [text('lazy continued')]] },
    ]);
    // A different bullet or delimiter starts another list; a blank line between items does not.
    expect(parseRichText('1. a\n\n1. b\n2) c\n* d')).toEqual([
      { type: 'list', ordered: true, items: [[text('a')], [text('b')]] },
      { type: 'list', ordered: true, items: [[text('c')]] },
      { type: 'list', ordered: false, items: [[text('d')]] },
    ]);
    // Only a list that starts at 1 interrupts a paragraph.
    expect(parseRichText('In 2024\n2. is text')).toEqual(paragraph(text('In 2024 2. is text')));
    expect(parseRichText('a\r\nb\rc')).toEqual(paragraph(text('a b c')));
  });

  it('refuses each part of Markdown the subset does not have, naming it', () => {
    const cases: Array<[string, RichTextRule]> = [
      ['a <b> c', 'html'],
      ['<!-- hidden -->', 'html'],
      ['</p>', 'html'],
      ['<mailto:a@b.example>', 'link'],
      ['[x](/ok) [y](ftp://files.example)', 'link'],
      [`[x](/${'a'.repeat(600)})`, 'link_too_long'],
      [`[x](/a "${'t'.repeat(400)}")`, 'link_too_long'],
      ['![x](/a.png)', 'image'],
      ['`code`', 'code'],
      ['``a ` b``', 'code'],
      ['    indented', 'code'],
      ['~~~\nfenced\n~~~', 'code'],
      ['-      indented in an item', 'code'],
      ['# One', 'heading'],
      ['### Three', 'heading'],
      ['Title\n===', 'heading'],
      ['> quoted', 'quote'],
      ['---', 'rule'],
      ['* * *', 'rule'],
      ['- a\n---', 'rule'],
      ['-', 'list_item'],
      ['- a\n\n  second paragraph', 'list_item'],
      ['- ## heading', 'list_item'],
      ['- a\n  ===', 'list_item'],
      ['- a\n  - b', 'nested_list'],
      ['- - b', 'nested_list'],
      ['1. 1. b', 'nested_list'],
      ['[x]: /defined', 'reference'],
    ];
    for (const [markdown, rule] of cases) expect(ruleOf(markdown), markdown).toBe(rule);
    // Text that only looks like them stays text.
    for (const markdown of ['a < b', 'x<3', '\\`a\\`', 'one ` tick', '- a\n  2. b', '1 > 0']) {
      expect(ruleOf(markdown), markdown).toBeNull();
    }
  });

  it('refuses a body of more pieces than the bound, and a parse that runs over its budget', () => {
    const many = 'a *b* '.repeat(RICH_TEXT_LIMITS.pieces);
    expect(ruleOf(many)).toBe('too_many_pieces');
    expect(ruleOf('- a\n'.repeat(RICH_TEXT_LIMITS.pieces))).toBe('too_many_pieces');
    expect(ruleOf('- a\n'.repeat(RICH_TEXT_LIMITS.pieces / 2 - 1))).toBeNull();
    const budget = new ParseBudget(0, 1);
    expect(() => budget.step(10_001)).toThrow(expect.objectContaining({ rule: 'too_complex' }));
  });

  it('never recurses: runs and nestings far past any bound are read or refused, never overflow', () => {
    const huge = 50_000;
    for (const markdown of [
      `${'*'.repeat(huge)}x${'*'.repeat(huge)}`,
      `${'_'.repeat(huge)}x${'_'.repeat(huge)}`,
      '*_'.repeat(huge),
      '['.repeat(huge),
      `${'['.repeat(huge)}a${'](/b)'.repeat(huge)}`,
      '>'.repeat(huge),
      Array.from({ length: 2000 }, (_, depth) => `${' '.repeat(depth * 2)}- a`).join('\n'),
    ]) {
      expect(() => {
        try {
          parseRichText(markdown);
        } catch (error) {
          if (!(error instanceof RichTextError)) throw error;
        }
      }).not.toThrow();
    }
  });

  it('answers every input with a valid tree or a RichTextError (property)', () => {
    const pieces = fc.constantFrom(
      'a',
      'é',
      '😀',
      ' ',
      '\t',
      '\n',
      '\n\n',
      '  \n',
      '*',
      '_',
      '**',
      '[',
      ']',
      '(',
      ')',
      '/x',
      'https://e.x/',
      '<',
      '>',
      '!',
      '`',
      '\\',
      '&amp;',
      '&#65;',
      '- ',
      '1. ',
      '## ',
      '#',
      '"',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const markdown = parts.join('');
        try {
          const tree = parseRichText(markdown);
          expect(RichText.safeParse(tree).success).toBe(true);
          for (const block of tree) {
            const lines = block.type === 'list' ? block.items : [block.content];
            for (const line of lines) {
              for (const inline of line) {
                if (inline.type === 'text') expect(inline.text).not.toBe('');
              }
            }
          }
        } catch (error) {
          if (!(error instanceof RichTextError)) throw error;
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('reads back the tree it was written from (property)', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9éü]{1,8}$/);
    const plain = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
    const inline = fc.oneof(
      plain.map((value) => ({ markdown: value, tree: text(value) })),
      plain.map((value) => ({ markdown: `**${value}**`, tree: text(value, { strong: true }) })),
      plain.map((value) => ({ markdown: `_${value}_`, tree: text(value, { emphasis: true }) })),
      fc
        .tuple(plain, fc.constantFrom('/items', 'https://help.example/a?b=1'))
        .map(([label, href]) => ({
          markdown: `[${label}](${href})`,
          tree: { type: 'link', href, text: label } as RichInline,
        })),
    );
    const line = fc.array(inline, { minLength: 1, maxLength: 5 }).map((parts) => ({
      markdown: parts.map((part) => part.markdown).join(' '),
      tree: parts.flatMap((part, index) => (index === 0 ? [part.tree] : [text(' '), part.tree])),
    }));
    type Drawn = {
      markdown: string;
      tree:
        | { type: 'paragraph' | 'heading'; content: RichInline[] }
        | { type: 'list'; ordered: boolean; other: boolean; items: RichInline[][] };
    };
    const block = fc.oneof(
      line.map((content): Drawn => ({
        markdown: content.markdown,
        tree: { type: 'paragraph', content: content.tree },
      })),
      line.map((content): Drawn => ({
        markdown: `## ${content.markdown}`,
        tree: { type: 'heading', content: content.tree },
      })),
      fc
        .tuple(fc.boolean(), fc.boolean(), fc.array(line, { minLength: 1, maxLength: 4 }))
        .map(([ordered, other, items]): Drawn => ({
          // Another bullet or delimiter keeps two lists in a row apart.
          markdown: items
            .map((item, index) => {
              const marker = ordered ? `${index + 1}${other ? ')' : '.'}` : other ? '*' : '-';
              return `${marker} ${item.markdown}`;
            })
            .join('\n'),
          tree: { type: 'list', ordered, items: items.map((item) => item.tree), other },
        })),
    );
    /** Adjacent texts with the same marks read back as one. */
    const joined = (inlines: RichInline[]): RichInline[] =>
      inlines.reduce<RichInline[]>((out, next) => {
        const last = out.at(-1);
        if (
          last?.type === 'text' &&
          next.type === 'text' &&
          last.strong === next.strong &&
          last.emphasis === next.emphasis
        ) {
          return [...out.slice(0, -1), { ...last, text: last.text + next.text }];
        }
        return [...out, next];
      }, []);
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 5 }), (drawn) => {
        const blocks = drawn.filter((one, index) => {
          const before = drawn[index - 1]?.tree;
          const { tree } = one;
          return !(
            before?.type === 'list' &&
            tree.type === 'list' &&
            before.ordered === tree.ordered &&
            before.other === tree.other
          );
        });
        const markdown = blocks.map((one) => one.markdown).join('\n\n');
        const expected = blocks.map(({ tree }) =>
          tree.type === 'list'
            ? { type: 'list', ordered: tree.ordered, items: tree.items.map(joined) }
            : { ...tree, content: joined(tree.content) },
        );
        expect(parseRichText(markdown)).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });
});
