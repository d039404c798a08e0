import type { RichBlock, RichText } from '@points/contracts';
import {
  INLINE_LIMITS,
  isAllowedHref,
  parseInlines,
  RichTextError,
  ParseBudget,
} from './rich-text-inlines';

/**
 * Content bodies are written in a small Markdown subset (paragraphs, `##` headings, lists of
 * one-line items, bold, italics, links, line breaks) and sent as a tree of blocks (`RichText`)
 * that the SPA renders as elements. Anything else Markdown allows (HTML, images, code, quotes,
 * tables of contents of nested lists) is refused when content is written, so a body can never
 * carry markup or script to a player's browser.
 *
 * The parser reads the subset by CommonMark's rules in time proportional to the body: lines one
 * by one into blocks, then each block's inlines (rich-text-inlines.ts), without recursion, with
 * every scan bounded and a step budget. It runs once, when a body is written; what it makes is
 * stored beside the Markdown and served as it is.
 */
export { isAllowedHref, RichTextError };

export const RICH_TEXT_LIMITS = {
  ...INLINE_LIMITS,
  /** Blocks, list items and inline pieces of one body, all counted together. */
  pieces: 5000,
} as const;

type Draft =
  | { type: 'paragraph'; lines: string[] }
  | { type: 'heading'; text: string }
  | { type: 'list'; ordered: boolean; marker: string; contentIndent: number; items: string[][] };

const FENCE = /^(?:`{3,}|~{3,})/;
const THEMATIC_BREAK = /^(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const ATX_HEADING = /^(#{1,6})(?:[ \t]+(.*))?$/;
const SETEXT_UNDERLINE = /^(?:=+|-+)[ \t]*$/;
const BULLET = /^([-+*])(?:([ \t]+)(.*))?$/;
const ORDERED = /^([0-9]{1,9})([.)])(?:([ \t]+)(.*))?$/;

/** Columns the white space `spaces` takes from column `from` (a tab to the next multiple of four). */
function columns(spaces: string, from: number): number {
  let column = from;
  for (const char of spaces) column = char === '\t' ? column + 4 - (column % 4) : column + 1;
  return column - from;
}
const DEFINITION = /^\[[^\]]{1,999}\]:/;

/** A line's indentation in columns (a tab to the next multiple of four) and the rest of it. */
function indentOf(line: string): { indent: number; rest: string } {
  let indent = 0;
  let at = 0;
  for (; at < line.length; at++) {
    if (line[at] === ' ') indent++;
    else if (line[at] === '\t') indent += 4 - (indent % 4);
    else break;
  }
  return { indent, rest: line.slice(at) };
}

interface ListStart {
  ordered: boolean;
  /** The bullet, or the delimiter of a number: a different one starts another list. */
  marker: string;
  /** Where the item's text begins, in columns from the marker's line start. */
  contentIndent: number;
  text: string;
  /** Whether it may interrupt a paragraph (CommonMark: not empty, and numbered 1 if ordered). */
  interrupts: boolean;
  /** Five columns or more after the marker: CommonMark reads code indented inside the item. */
  indentedCode: boolean;
}

function listStart(indent: number, rest: string): ListStart | null {
  const bullet = BULLET.exec(rest);
  if (bullet) {
    const text = bullet[3] ?? '';
    const spaces = columns(bullet[2] ?? '', indent + 1);
    return {
      ordered: false,
      marker: bullet[1]!,
      contentIndent: indent + 1 + (spaces >= 5 || text.trim() === '' ? 1 : spaces),
      text,
      interrupts: text.trim() !== '',
      indentedCode: spaces >= 5 && text.trim() !== '',
    };
  }
  const ordered = ORDERED.exec(rest);
  if (ordered) {
    const text = ordered[4] ?? '';
    const width = ordered[1]!.length + 1;
    const spaces = columns(ordered[3] ?? '', indent + width);
    return {
      ordered: true,
      marker: ordered[2]!,
      contentIndent: indent + width + (spaces >= 5 || text.trim() === '' ? 1 : spaces),
      text,
      interrupts: text.trim() !== '' && Number(ordered[1]) === 1,
      indentedCode: spaces >= 5 && text.trim() !== '',
    };
  }
  return null;
}

/** The refusal of a block the subset does not have, or null for a paragraph line. */
function refusedBlock(rest: string): RichTextError | null {
  if (FENCE.test(rest)) return new RichTextError('code', 'code is not allowed');
  if (rest.startsWith('>')) return new RichTextError('quote', 'quotes are not allowed');
  if (THEMATIC_BREAK.test(rest)) {
    return new RichTextError('rule', 'horizontal rules are not allowed');
  }
  return null;
}

/** Whether `rest` (indented less than four) would end a paragraph above it. */
function interruptsParagraph(rest: string): boolean {
  if (refusedBlock(rest) || ATX_HEADING.test(rest)) return true;
  return listStart(0, rest)?.interrupts ?? false;
}

/**
 * The blocks of a body, each with its raw inline text; refuses blocks outside the subset. Line by
 * line, CommonMark's block rules for the subset: paragraphs (with lazy continuation lines), ATX
 * `##` headings, and lists whose items are one paragraph each.
 */
function blocksOf(markdown: string, budget: ParseBudget): Draft[] {
  const blocks: Draft[] = [];
  let paragraph: Extract<Draft, { type: 'paragraph' }> | null = null;
  let list: Extract<Draft, { type: 'list' }> | null = null;
  /** The lines of the list's last item while it may still go on. */
  let item: string[] | null = null;
  for (const line of markdown.replace(/\r\n?/g, '\n').replace(/\0/g, '\ufffd').split('\n')) {
    budget.step(1);
    const { indent, rest } = indentOf(line);
    if (rest.trim() === '') {
      if (item?.length === 0) throw emptyItem();
      paragraph = null;
      item = null;
      continue;
    }
    if (item && list) {
      if (indent >= list.contentIndent) {
        if (item.length === 0 && indent >= list.contentIndent + 4) {
          throw new RichTextError('code', 'code is not allowed');
        }
        // Indented under the item: a block there would be inside it. A list marker that could
        // not interrupt the item's text is part of that text, as in a paragraph.
        const nested = listStart(0, rest);
        if (nested && (item.length === 0 || nested.interrupts)) {
          throw new RichTextError('nested_list', 'lists cannot be nested');
        }
        if (
          refusedBlock(rest) ||
          ATX_HEADING.test(rest) ||
          (item.length > 0 && SETEXT_UNDERLINE.test(rest))
        ) {
          throw new RichTextError('list_item', 'a list item is one line of text');
        }
        item.push(rest);
        continue;
      }
      if (item.length === 0) throw emptyItem();
      if (!listStart(indent, rest) && !(indent < 4 && interruptsParagraph(rest))) {
        item.push(rest);
        continue;
      }
    } else if (list && indent >= list.contentIndent) {
      // After a blank line, text indented under an item would be a second paragraph of it.
      throw new RichTextError('list_item', 'a list item is one line of text');
    }
    if (paragraph) {
      if (indent < 4 && SETEXT_UNDERLINE.test(rest)) {
        // CommonMark: text underlined with - is a second-level heading, with = a first-level one.
        if (rest.startsWith('='))
          throw new RichTextError('heading', 'only ## headings are allowed');
        blocks[blocks.length - 1] = { type: 'heading', text: paragraph.lines.join('\n') };
        paragraph = null;
        continue;
      }
      if (indent >= 4 || !interruptsParagraph(rest)) {
        paragraph.lines.push(rest);
        continue;
      }
      paragraph = null;
    }
    item = null;
    if (indent >= 4) throw new RichTextError('code', 'code is not allowed');
    const refused = refusedBlock(rest);
    if (refused) throw refused;
    const heading = ATX_HEADING.exec(rest);
    if (heading) {
      if (heading[1]!.length !== 2) {
        throw new RichTextError('heading', 'only ## headings are allowed');
      }
      list = null;
      // A closing sequence of #s is not part of the heading.
      const text = (heading[2] ?? '').replace(/(?:^|[ \t])#+[ \t]*$/, '');
      blocks.push({ type: 'heading', text });
      continue;
    }
    const start = listStart(indent, rest);
    if (start) {
      if (start.indentedCode) throw new RichTextError('code', 'code is not allowed');
      // What begins the item's text could begin a block inside it: refused as on later lines.
      if (listStart(0, start.text))
        throw new RichTextError('nested_list', 'lists cannot be nested');
      if (refusedBlock(start.text) || ATX_HEADING.test(start.text)) {
        throw new RichTextError('list_item', 'a list item is one line of text');
      }
      if (!list || list.ordered !== start.ordered || list.marker !== start.marker) {
        list = {
          type: 'list',
          ordered: start.ordered,
          marker: start.marker,
          contentIndent: 0,
          items: [],
        };
        blocks.push(list);
      }
      list.contentIndent = start.contentIndent;
      // An item may begin on the line after its marker (CommonMark), indented under it.
      item = start.text.trim() === '' ? [] : [start.text];
      list.items.push(item);
      continue;
    }
    list = null;
    if (DEFINITION.test(rest)) {
      throw new RichTextError(
        'reference',
        'reference links are not allowed: write [text](address)',
      );
    }
    paragraph = { type: 'paragraph', lines: [rest] };
    blocks.push(paragraph);
  }
  if (item?.length === 0) throw emptyItem();
  return blocks;
}

const emptyItem = () => new RichTextError('list_item', 'a list item is one line of text');

/** The blocks of a body written in the content subset of Markdown; throws `RichTextError`. */
export function parseRichText(markdown: string): RichText {
  const budget = new ParseBudget(markdown.length, RICH_TEXT_LIMITS.pieces);
  const inlines = (lines: string[]) => parseInlines(lines.join('\n'), budget);
  return blocksOf(markdown, budget).map((block): RichBlock => {
    budget.piece();
    switch (block.type) {
      case 'heading':
        return { type: 'heading', content: inlines([block.text]) };
      case 'paragraph':
        return { type: 'paragraph', content: inlines(block.lines) };
      case 'list':
        return {
          type: 'list',
          ordered: block.ordered,
          items: block.items.map((lines) => {
            budget.piece();
            return inlines(lines);
          }),
        };
    }
  });
}
