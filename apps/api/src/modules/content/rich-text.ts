import type { RichBlock, RichInline, RichText } from '@points/contracts';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Nodes, PhrasingContent, RootContent } from 'mdast';

/**
 * Content bodies are written in a small Markdown subset (paragraphs, `##` headings, lists,
 * bold, italics, links) and sent as a tree of blocks (`RichText`) that the SPA renders as
 * elements. Anything else Markdown allows (HTML, images, code, tables) is refused when content is
 * written, so a body can never carry markup or script to a player's browser.
 */
export class RichTextError extends Error {
  override name = 'RichTextError';
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

function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child)).join('');
  return '';
}

function inlines(
  nodes: PhrasingContent[],
  marks: { strong?: boolean; emphasis?: boolean } = {},
): RichInline[] {
  const out: RichInline[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case 'text': {
        const text = node.value.replace(/\s*\n\s*/g, ' ');
        if (text) out.push({ type: 'text', text, ...marks });
        break;
      }
      case 'strong':
        out.push(...inlines(node.children, { ...marks, strong: true }));
        break;
      case 'emphasis':
        out.push(...inlines(node.children, { ...marks, emphasis: true }));
        break;
      case 'break':
        out.push({ type: 'break' });
        break;
      case 'link':
        if (!isAllowedHref(node.url)) throw new RichTextError(`link not allowed: ${node.url}`);
        out.push({ type: 'link', href: node.url, text: textOf(node) });
        break;
      default:
        throw new RichTextError(`not allowed in content: ${node.type}`);
    }
  }
  return out;
}

function block(node: RootContent): RichBlock {
  switch (node.type) {
    case 'paragraph':
      return { type: 'paragraph', content: inlines(node.children) };
    case 'heading':
      if (node.depth !== 2) throw new RichTextError('only ## headings are allowed');
      return { type: 'heading', content: inlines(node.children) };
    case 'list':
      return {
        type: 'list',
        ordered: node.ordered === true,
        items: node.children.map((item) => {
          if (item.children.length !== 1 || item.children[0]!.type !== 'paragraph') {
            throw new RichTextError('a list item is one line of text');
          }
          return inlines(item.children[0].children);
        }),
      };
    default:
      throw new RichTextError(`not allowed in content: ${node.type}`);
  }
}

/** The blocks of a body written in the content subset of Markdown; throws `RichTextError`. */
export function parseRichText(markdown: string): RichText {
  return fromMarkdown(markdown).children.map(block);
}
