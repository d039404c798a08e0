import { describe, expect, it } from 'vitest';
import { parseRichText, RichTextError } from './rich-text';

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
});
