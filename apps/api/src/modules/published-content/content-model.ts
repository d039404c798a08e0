import {
  CONTENT_KINDS,
  ContentDraft,
  type ContentDraftInput,
  type ContentKind,
  type RichText,
} from '@points/contracts';
import type { CountryTarget } from '../targeting/country-targeting';
import type { Localized } from '../texts/localized';

/**
 * What the site's content is made of (SPEC.md §3): one shape per kind, checked whenever content is
 * written (the demo seed and the operator console go through the same use-cases). The shape lives
 * in packages/contracts so the console's form validates with the very same schema.
 */
export { CONTENT_KINDS, ContentDraft };
export type { ContentDraftInput, ContentKind };

type AttributesOf<K extends ContentKind> = Extract<ContentDraft, { kind: K }>['attributes'];
export type PopupAttributes = AttributesOf<'popup'>;
export type CarouselAttributes = AttributesOf<'carousel'>;
export type GameBannerAttributes = AttributesOf<'game_banner'>;
export type ThumbnailAttributes = AttributesOf<'notice'>;

/** A text of published content as it is served: the body already parsed. */
export interface ServedText {
  title: string;
  alt: string;
  body: RichText;
}

/** Published content as each API node keeps it in memory. */
export interface ContentEntry {
  id: number;
  kind: ContentKind;
  reasonId: string;
  start: Date;
  end: Date | null;
  target: CountryTarget;
  sortOrder: number;
  texts: Localized<ServedText>;
  attributes: Record<string, unknown>;
}

/** Whether the entry is public at `now`: its window has opened and not yet closed. */
export function isLive(entry: Pick<ContentEntry, 'start' | 'end'>, now: Date): boolean {
  const at = now.getTime();
  return entry.start.getTime() <= at && (entry.end === null || at < entry.end.getTime());
}
