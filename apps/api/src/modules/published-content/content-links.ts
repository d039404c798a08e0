import type { Language, LinkTargetKind, RichInline, RichText } from '@points/contracts';
import type { ParsedBodies } from '../texts/parsed-bodies';
import { parseRichText } from '../texts/rich-text';

/** A site path a content links to, and where in the content (`attributes.link`, `texts.fr.body`). */
export interface ContentLink {
  href: string;
  fields: string[];
}

/** What a content is made of, as far as its links go. */
export interface LinkedContent {
  attributes: Record<string, unknown>;
  texts: Partial<Record<Language, { body?: string | undefined } | null | undefined>>;
  parsed_bodies?: ParsedBodies | null | undefined;
}

function inlinesOf(blocks: RichText): RichInline[] {
  return blocks.flatMap((block) => (block.type === 'list' ? block.items.flat() : block.content));
}

/** A body's blocks as stored when written, else parsed now (a body the subset refuses has none). */
function blocksOf(bodies: ParsedBodies | null | undefined, language: Language, source: string) {
  const stored = bodies?.[language]?.body;
  if (stored && stored.source === source) return stored.blocks;
  try {
    return parseRichText(source);
  } catch {
    return [];
  }
}

/**
 * Every link of a content to a page of the site (a path: https links lead elsewhere), each once
 * with every field it is in: the carousel's and game banner's `link`, a popup's shown detail
 * link, and the links in each language's body.
 */
export function contentLinks(content: LinkedContent): ContentLink[] {
  const found = new Map<string, string[]>();
  const add = (href: unknown, field: string) => {
    if (typeof href !== 'string' || !href.startsWith('/')) return;
    const fields = found.get(href) ?? [];
    if (!fields.includes(field)) fields.push(field);
    found.set(href, fields);
  };
  const { attributes } = content;
  add(attributes.link, 'attributes.link');
  if (attributes.detail_url_flag === 1) add(attributes.detail_url, 'attributes.detail_url');
  for (const [language, text] of Object.entries(content.texts) as Array<
    [Language, { body?: string | undefined } | null | undefined]
  >) {
    if (!text?.body) continue;
    for (const inline of inlinesOf(blocksOf(content.parsed_bodies, language, text.body))) {
      if (inline.type === 'link') add(inline.href, `texts.${language}.body`);
    }
  }
  return [...found].map(([href, fields]) => ({ href, fields }));
}

/**
 * The site's pages of one thing (apps/web/src/app/route-table.tsx), by their path's pattern: the
 * page of an item, a coupon campaign, an earning campaign or a fixed campaign page, a lottery
 * campaign or a lottery (its page or its proof), a festival (any of its pages), a notice or a
 * topic.
 */
const TARGET_PATHS: ReadonlyArray<[RegExp, LinkTargetKind]> = [
  [/^\/items\/([^/]+)$/, 'item'],
  [/^\/coupons\/([^/]+)$/, 'coupon_campaign'],
  [/^\/campaign-detail\/([^/]+)$/, 'campaign'],
  [/^\/campaigns\/([^/]+)$/, 'campaign_page'],
  [/^\/campaign-lotto\/([^/]+)$/, 'lottery_campaign'],
  [/^\/campaign-lotto-(?:detail|proof)\/([^/]+)$/, 'lottery'],
  [/^\/campaign-festival(?:-visit|-companion|-reward|-ended)?\/([^/]+)$/, 'festival'],
  [/^\/news\/([^/]+)$/, 'notice'],
  [/^\/topic\/news\/(?!list$)([^/]+)$/, 'topic'],
];

/** The thing a site path shows, or null for a page of no one thing (a list, the home page). */
export function linkTarget(href: string): { kind: LinkTargetKind; id: string } | null {
  const path = href.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  for (const [pattern, kind] of TARGET_PATHS) {
    const match = pattern.exec(path);
    if (!match) continue;
    try {
      return { kind, id: decodeURIComponent(match[1]!) };
    } catch {
      return { kind, id: match[1]! };
    }
  }
  return null;
}
