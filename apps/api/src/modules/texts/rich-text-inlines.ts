import type { RichInline, RichTextRule } from '@points/contracts';
import { decodeEntity } from './rich-text-entities';

/**
 * The inline half of the content subset of Markdown: bold, italics, links, line breaks, escapes
 * and entities, by CommonMark's rules (its delimiter-run algorithm with `openers_bottom`, its
 * bracket stack), written without recursion so that no input can drive the stack, and with every
 * scan bounded so that the work grows in proportion to the text. Anything else CommonMark would
 * make of the text (code, HTML, images) is refused with the rule it breaks.
 */

/** A body the subset refuses: `rule` says which part, for the editor's field message. */
export class RichTextError extends Error {
  override name = 'RichTextError';
  constructor(
    readonly rule: RichTextRule,
    message: string,
  ) {
    super(message);
  }
}

export const INLINE_LIMITS = {
  /** A link's address, as written (the console's link fields take 500 too). */
  linkAddress: 500,
  /** A link's title (dropped, but it must end somewhere). */
  linkTitle: 300,
  /** Everything between `](` and `)`. */
  linkTail: 1000,
  /** Parentheses nested in a bare address (CommonMark's implementations stop at 32). */
  linkParens: 32,
} as const;

/**
 * What one body may cost: steps of the parser (a multiple of its length) and pieces of the tree
 * (blocks, list items and inlines together). A body that needs more is refused rather than
 * parsed for longer or stored larger; the algorithms are linear, so only a defect or a body of
 * thousands of pieces of formatting reaches either bound.
 */
export class ParseBudget {
  private steps: number;
  private pieces: number;
  constructor(
    length: number,
    private readonly maxPieces: number,
  ) {
    this.steps = 64 * length + 10_000;
    this.pieces = maxPieces;
  }
  step(count: number): void {
    this.steps -= count;
    if (this.steps < 0) throw new RichTextError('too_complex', 'too complex to read in time');
  }
  piece(): void {
    if (--this.pieces < 0) {
      throw new RichTextError(
        'too_many_pieces',
        `more than ${this.maxPieces} blocks, list items and pieces of formatting`,
      );
    }
  }
}

/** Where a link may go: a path of this site, or an https page. */
export function isAllowedHref(href: string): boolean {
  if (/^\/(?!\/)[^\s\\]*$/.test(href)) return true;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

interface TextNode {
  kind: 'text';
  text: string;
}
interface BreakNode {
  kind: 'break';
}
interface LinkNode {
  kind: 'link';
  href: string;
  text: string;
}
/** `[` or `![`: literal unless a link closes it. */
interface BracketNode {
  kind: 'bracket';
  text: string;
}
/** A run of `*` or `_`: `count` of its characters stay literal, the rest became marks. */
interface DelimiterNode {
  kind: 'delimiter';
  char: '*' | '_';
  count: number;
  opensStrong: number;
  opensEmphasis: number;
  closesStrong: number;
  closesEmphasis: number;
}
type InlineNode = TextNode | BreakNode | LinkNode | BracketNode | DelimiterNode;

/** An entry of the delimiter stack (CommonMark's "delimiter run" list), linked both ways. */
interface Delimiter {
  node: DelimiterNode;
  char: '*' | '_';
  /** The run's length as written: the "rule of 3" and `openers_bottom` read it. */
  length: number;
  canOpen: boolean;
  canClose: boolean;
  prev: Delimiter | null;
  next: Delimiter | null;
}

interface Opener {
  /** Index of the bracket's node. */
  at: number;
  image: boolean;
  /** The last delimiter before the bracket: emphasis inside the link text resolves above it. */
  below: Delimiter | null;
}

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const PUNCTUATION = /[\p{P}\p{S}]/u;
const WHITESPACE = /\s/u;
const SPECIAL = /[\\\n*_[\]!<&`]/g;
const AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\p{Cc}]*)>/uy;

/** The code point that ends just before `at` (a whole surrogate pair), or a newline at the start. */
function charBefore(text: string, at: number): string {
  if (at <= 0) return '\n';
  const code = text.charCodeAt(at - 1);
  if (code >= 0xdc00 && code <= 0xdfff && at >= 2) return text.slice(at - 2, at);
  return text[at - 1]!;
}

/** The code point that starts at `at`, or a newline at the end. */
function charAt(text: string, at: number): string {
  if (at >= text.length) return '\n';
  return String.fromCodePoint(text.codePointAt(at)!);
}

class InlineParser {
  private readonly nodes: InlineNode[] = [];
  private firstDelimiter: Delimiter | null = null;
  private lastDelimiter: Delimiter | null = null;
  private readonly brackets: Opener[] = [];
  /** Brackets below this height of the stack are inside a link already made: no link nests. */
  private activeFrom = 0;
  /** Lengths of the backtick runs seen: a second run of a length makes a code span. */
  private readonly backtickRuns = new Set<number>();
  private pending = '';
  /** Where the last `>` is: a `<` after it cannot begin HTML. */
  private readonly lastAngleClose: number;

  constructor(
    private readonly source: string,
    private readonly budget: ParseBudget,
  ) {
    this.lastAngleClose = source.lastIndexOf('>');
  }

  parse(): RichInline[] {
    const text = this.source;
    let at = 0;
    while (at < text.length) {
      SPECIAL.lastIndex = at;
      const found = SPECIAL.exec(text);
      const next = found ? found.index : text.length;
      this.budget.step(1);
      if (next > at) this.pending += text.slice(at, next);
      if (!found) break;
      at = this.special(next);
    }
    this.flushText();
    this.processEmphasis(null);
    return this.flatten();
  }

  /** Handles the special character at `at`; answers where reading goes on. */
  private special(at: number): number {
    const text = this.source;
    const char = text[at]!;
    switch (char) {
      case '\\': {
        const next = text[at + 1];
        if (next === '\n') return this.lineBreak(at + 1, true);
        // Inside a code span a backslash is text: the whole run after it could close one.
        if (next === '`') this.closesCodeSpan(this.runLength(at + 1, '`'));
        if (next !== undefined && ASCII_PUNCTUATION.test(next)) {
          this.pending += next;
          return at + 2;
        }
        this.pending += '\\';
        return at + 1;
      }
      case '\n':
        return this.lineBreak(at, false);
      case '*':
      case '_':
        return this.delimiterRun(at, char);
      case '[':
        this.pushBracket('[', false);
        return at + 1;
      case '!':
        if (text[at + 1] === '[') {
          this.pushBracket('![', true);
          return at + 2;
        }
        this.pending += '!';
        return at + 1;
      case ']':
        return this.closeBracket(at);
      case '<':
        return this.angle(at);
      case '&': {
        const entity = decodeEntity(text, at);
        if (entity) {
          this.pending += entity.text;
          return at + entity.length;
        }
        this.pending += '&';
        return at + 1;
      }
      default:
        return this.backticks(at);
    }
  }

  private flushText(): void {
    if (this.pending) {
      this.nodes.push({ kind: 'text', text: this.pending });
      this.pending = '';
    }
  }

  /**
   * A line ending at `at`: a hard break after two spaces or a backslash, else a space. Spaces
   * around it are dropped, as CommonMark does.
   */
  private lineBreak(at: number, escaped: boolean): number {
    // Two spaces or more (and nothing else) before the line ending make a hard break.
    const trimmed = withoutTrailingSpace(this.pending);
    const trailing = this.pending.slice(trimmed.length);
    const hard = escaped || (trailing.length >= 2 && !trailing.includes('\t'));
    if (!escaped) this.pending = trimmed;
    if (hard) {
      this.flushText();
      this.nodes.push({ kind: 'break' });
    } else {
      this.pending += ' ';
    }
    let next = at + 1;
    while (next < this.source.length && (this.source[next] === ' ' || this.source[next] === '\t'))
      next++;
    return next;
  }

  private delimiterRun(at: number, char: '*' | '_'): number {
    const text = this.source;
    const end = at + this.runLength(at, char);
    const before = charBefore(text, at);
    const after = charAt(text, end);
    const beforeSpace = WHITESPACE.test(before);
    const afterSpace = WHITESPACE.test(after);
    const beforePunctuation = PUNCTUATION.test(before);
    const afterPunctuation = PUNCTUATION.test(after);
    const leftFlanking = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation);
    const rightFlanking = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation);
    const canOpen =
      char === '*' ? leftFlanking : leftFlanking && (!rightFlanking || beforePunctuation);
    const canClose =
      char === '*' ? rightFlanking : rightFlanking && (!leftFlanking || afterPunctuation);
    this.flushText();
    const node: DelimiterNode = {
      kind: 'delimiter',
      char,
      count: end - at,
      opensStrong: 0,
      opensEmphasis: 0,
      closesStrong: 0,
      closesEmphasis: 0,
    };
    this.nodes.push(node);
    if (canOpen || canClose) {
      const delimiter: Delimiter = {
        node,
        char,
        length: end - at,
        canOpen,
        canClose,
        prev: this.lastDelimiter,
        next: null,
      };
      if (this.lastDelimiter) this.lastDelimiter.next = delimiter;
      else this.firstDelimiter = delimiter;
      this.lastDelimiter = delimiter;
    }
    return end;
  }

  private pushBracket(text: string, image: boolean): void {
    this.flushText();
    this.brackets.push({ at: this.nodes.length, image, below: this.lastDelimiter });
    this.nodes.push({ kind: 'bracket', text });
  }

  /** `]`: a link if the bracket stack has an opener for it and `(address)` follows. */
  private closeBracket(at: number): number {
    const opener = this.brackets.at(-1);
    const active = opener && (opener.image || this.brackets.length - 1 >= this.activeFrom);
    const tail = active && this.source[at + 1] === '(' ? this.linkTail(at + 1) : null;
    if (!opener || !tail) {
      if (opener) this.brackets.pop();
      this.activeFrom = Math.min(this.activeFrom, this.brackets.length);
      this.pending += ']';
      return at + 1;
    }
    if (opener.image) throw new RichTextError('image', 'images are not allowed');
    if (!isAllowedHref(tail.href)) {
      throw new RichTextError('link', `link not allowed: ${tail.href.slice(0, 100)}`);
    }
    this.flushText();
    this.processEmphasis(opener.below);
    // The nodes of the link's text become the link (each node is taken once: links never nest).
    const label = this.nodes.splice(opener.at).slice(1).map(literalOf).join('');
    this.budget.step(label.length);
    this.nodes.push({ kind: 'link', href: tail.href, text: label.trim() });
    this.brackets.pop();
    // CommonMark: a link inside a link is not one; every `[` before this one stays text.
    this.activeFrom = this.brackets.length;
    return tail.end;
  }

  /**
   * Reads `(address "title")` from `open` (the parenthesis); null when it is not a link there. A
   * tail too long to be one of ours is refused rather than read on.
   */
  private linkTail(open: number): { href: string; end: number } | null {
    const text = this.source;
    const limit = Math.min(text.length, open + INLINE_LIMITS.linkTail);
    let at = this.skipSpace(open + 1, limit);
    let href: string;
    if (text[at] === '<') {
      const end = this.scanUntil(at + 1, limit, '>', '<');
      if (end < 0) return null;
      href = text.slice(at + 1, end);
      at = end + 1;
    } else {
      let depth = 0;
      const start = at;
      for (; at < limit; at++) {
        this.budget.step(1);
        const char = text[at]!;
        if (char === '\\' && at + 1 < limit && ASCII_PUNCTUATION.test(text[at + 1]!)) {
          at++;
        } else if (char === '(') {
          if (++depth > INLINE_LIMITS.linkParens) return null;
        } else if (char === ')') {
          if (depth === 0) break;
          depth--;
        } else if (char.charCodeAt(0) <= 0x20 || char === '\x7f') {
          break;
        }
      }
      if (at >= limit) return this.tooLong(limit, text.length);
      if (depth !== 0) return null;
      href = text.slice(start, at);
    }
    if (href.length > INLINE_LIMITS.linkAddress) {
      throw new RichTextError(
        'link_too_long',
        `a link address is longer than ${INLINE_LIMITS.linkAddress} characters`,
      );
    }
    const afterAddress = at;
    at = this.skipSpace(at, limit);
    const quote = text[at];
    if (at > afterAddress && (quote === '"' || quote === "'" || quote === '(')) {
      const end = this.scanUntil(
        at + 1,
        limit,
        quote === '(' ? ')' : quote,
        quote === '(' ? '(' : '',
      );
      if (end < 0) return null;
      if (end - at - 1 > INLINE_LIMITS.linkTitle) {
        throw new RichTextError(
          'link_too_long',
          `a link title is longer than ${INLINE_LIMITS.linkTitle} characters`,
        );
      }
      at = this.skipSpace(end + 1, limit);
    }
    if (at >= limit) return this.tooLong(limit, text.length);
    if (text[at] !== ')') return null;
    return { href: unescape(href), end: at + 1 };
  }

  private tooLong(limit: number, length: number): null {
    if (limit < length) {
      throw new RichTextError(
        'link_too_long',
        `a link is longer than ${INLINE_LIMITS.linkTail} characters`,
      );
    }
    return null;
  }

  /** Spaces and tabs, with at most one line ending among them. */
  private skipSpace(from: number, limit: number): number {
    let at = from;
    let lines = 0;
    while (at < limit) {
      const char = this.source[at];
      if (char === '\n') {
        if (++lines > 1) break;
      } else if (char !== ' ' && char !== '\t') {
        break;
      }
      at++;
    }
    this.budget.step(at - from);
    return at;
  }

  /** The index of the first unescaped `close` from `from`; -1 at `stop`, a blank line or the limit. */
  private scanUntil(from: number, limit: number, close: string, stop: string): number {
    const text = this.source;
    for (let at = from; at < limit; at++) {
      this.budget.step(1);
      const char = text[at]!;
      if (char === '\\' && ASCII_PUNCTUATION.test(text[at + 1] ?? '')) {
        at++;
      } else if (char === close) {
        return at;
      } else if (char === stop || (char === '\n' && (stop === '<' || text[at + 1] === '\n'))) {
        return -1;
      }
    }
    if (limit < text.length) this.tooLong(limit, text.length);
    return -1;
  }

  /**
   * `<`: an https autolink; anything that could be HTML (every HTML construct ends with `>`) is
   * refused; else a literal `<`.
   */
  private angle(at: number): number {
    const text = this.source;
    const next = text[at + 1] ?? '';
    if (!/[A-Za-z/!?]/.test(next) || at > this.lastAngleClose) {
      this.pending += '<';
      return at + 1;
    }
    AUTOLINK.lastIndex = at;
    const autolink = AUTOLINK.exec(text);
    if (!autolink) {
      throw new RichTextError('html', 'HTML is not allowed (write \\< for a < sign)');
    }
    const href = autolink[1]!;
    if (href.length > INLINE_LIMITS.linkAddress) {
      throw new RichTextError(
        'link_too_long',
        `a link address is longer than ${INLINE_LIMITS.linkAddress} characters`,
      );
    }
    if (!isAllowedHref(href)) {
      throw new RichTextError('link', `link not allowed: ${href.slice(0, 100)}`);
    }
    this.flushText();
    this.nodes.push({ kind: 'link', href, text: href });
    return at + autolink[0].length;
  }

  /**
   * A run of backticks: a later run of the same length would make it a code span, which the
   * subset refuses; alone, it is text.
   */
  private backticks(at: number): number {
    const length = this.runLength(at, '`');
    this.closesCodeSpan(length);
    this.backtickRuns.add(length);
    this.pending += '`'.repeat(length);
    return at + length;
  }

  private closesCodeSpan(length: number): void {
    if (this.backtickRuns.has(length)) {
      throw new RichTextError('code', 'code is not allowed (write \\` for a backtick)');
    }
  }

  private runLength(at: number, char: string): number {
    let end = at;
    while (this.source[end] === char) end++;
    return end - at;
  }

  private unlink(delimiter: Delimiter): void {
    if (delimiter.prev) delimiter.prev.next = delimiter.next;
    else this.firstDelimiter = delimiter.next;
    if (delimiter.next) delimiter.next.prev = delimiter.prev;
    else this.lastDelimiter = delimiter.prev;
  }

  /**
   * CommonMark's "process emphasis" over the delimiters above `bottom`: each closer looks back for
   * an opener of its kind, no further than where the last search of its kind failed
   * (`openers_bottom`), so the whole is linear. Marks are counted on the runs' nodes.
   */
  private processEmphasis(bottom: Delimiter | null): void {
    // By the closer's character, its length modulo 3 and whether it can open: 12 kinds.
    const openersBottom: Array<Delimiter | null | undefined> = new Array(12);
    let closer = bottom ? bottom.next : this.firstDelimiter;
    while (closer) {
      if (!closer.canClose) {
        closer = closer.next;
        continue;
      }
      const kind =
        (closer.char === '*' ? 0 : 6) + (closer.length % 3) * 2 + (closer.canOpen ? 1 : 0);
      const lowest = openersBottom[kind] === undefined ? bottom : openersBottom[kind];
      let opener = closer.prev;
      let found = false;
      while (opener && opener !== bottom && opener !== lowest) {
        this.budget.step(1);
        if (opener.canOpen && opener.char === closer.char) {
          const oddMatch =
            (closer.canOpen || opener.canClose) &&
            (opener.length + closer.length) % 3 === 0 &&
            !(opener.length % 3 === 0 && closer.length % 3 === 0);
          if (!oddMatch) {
            found = true;
            break;
          }
        }
        opener = opener.prev;
      }
      if (found && opener) {
        const use = closer.node.count >= 2 && opener.node.count >= 2 ? 2 : 1;
        opener.node.count -= use;
        closer.node.count -= use;
        if (use === 2) {
          opener.node.opensStrong++;
          closer.node.closesStrong++;
        } else {
          opener.node.opensEmphasis++;
          closer.node.closesEmphasis++;
        }
        // The runs between them stay text.
        opener.next = closer;
        closer.prev = opener;
        if (opener.node.count === 0) this.unlink(opener);
        if (closer.node.count === 0) {
          const next = closer.next;
          this.unlink(closer);
          closer = next;
        }
      } else {
        openersBottom[kind] = closer.prev;
        const next = closer.next;
        if (!closer.canOpen) this.unlink(closer);
        closer = next;
      }
    }
    if (bottom) {
      bottom.next = null;
      this.lastDelimiter = bottom;
    } else {
      this.firstDelimiter = null;
      this.lastDelimiter = null;
    }
  }

  /** The nodes as the API sends them: text with its marks (adjacent alike ones joined), links, breaks. */
  private flatten(): RichInline[] {
    const out: RichInline[] = [];
    let strong = 0;
    let emphasis = 0;
    const push = (inline: RichInline) => {
      this.budget.piece();
      out.push(inline);
    };
    const emit = (text: string) => {
      if (!text) return;
      const last = out.at(-1);
      if (
        last?.type === 'text' &&
        (last.strong ?? false) === strong > 0 &&
        (last.emphasis ?? false) === emphasis > 0
      ) {
        last.text += text;
        return;
      }
      const inline: RichInline = { type: 'text', text };
      if (strong > 0) inline.strong = true;
      if (emphasis > 0) inline.emphasis = true;
      push(inline);
    };
    for (const node of this.nodes) {
      switch (node.kind) {
        case 'text':
        case 'bracket':
          emit(node.text);
          break;
        case 'break':
          push({ type: 'break' });
          break;
        case 'link':
          push({ type: 'link', href: node.href, text: node.text });
          break;
        case 'delimiter':
          strong -= node.closesStrong;
          emphasis -= node.closesEmphasis;
          emit(node.char.repeat(node.count));
          strong += node.opensStrong;
          emphasis += node.opensEmphasis;
          break;
      }
    }
    // Space at either end of a block's text is not part of it.
    const first = out[0];
    if (first?.type === 'text') first.text = first.text.trimStart();
    const last = out.at(-1);
    if (last?.type === 'text') last.text = last.text.trimEnd();
    return out.filter((inline) => inline.type !== 'text' || inline.text !== '');
  }
}

/** `text` without the spaces and tabs at its end (by hand: a regular expression anchored at the
 * end would try every position of a long text). */
function withoutTrailingSpace(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** What a node reads as inside a link's text (marks dropped, breaks as spaces). */
function literalOf(node: InlineNode): string {
  switch (node.kind) {
    case 'text':
    case 'bracket':
      return node.text;
    case 'break':
      return ' ';
    case 'link':
      return node.text;
    case 'delimiter':
      return node.char.repeat(node.count);
  }
}

/** A link address as written, its backslash escapes and entities read. */
function unescape(href: string): string {
  let out = '';
  for (let at = 0; at < href.length; at++) {
    const char = href[at]!;
    if (char === '\\' && at + 1 < href.length && ASCII_PUNCTUATION.test(href[at + 1]!)) {
      out += href[++at];
    } else if (char === '&') {
      const entity = decodeEntity(href, at);
      if (entity) {
        out += entity.text;
        at += entity.length - 1;
      } else {
        out += char;
      }
    } else {
      out += char;
    }
  }
  return out;
}

/** The inlines of one block's text (its lines joined by `\n`). */
export function parseInlines(text: string, budget: ParseBudget): RichInline[] {
  return new InlineParser(text, budget).parse();
}
