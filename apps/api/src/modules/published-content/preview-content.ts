import type {
  ContentPreview,
  Language,
  PreviewAudience,
  PreviewHiddenReason,
} from '@points/contracts';
import type { Queryable } from '../../db/database';
import { targetsCountry } from '../targeting/country-targeting';
import { entryOf } from './content-store';
import { toCarouselItem, toGameBanner, toNotice, toPopup, toTopic } from './content-views';
import { readContentRow } from './read-content';

/** Who the preview is for: a language, a country (null: unknown) and signed in or not. */
export interface PreviewViewer {
  language: Language;
  country: string | null;
  as: PreviewAudience;
}

/**
 * The content `id`, in any state, as the player API would serve it to `viewer` (the same view
 * functions the player routes use), and whether that viewer would see it at `now` and if not why.
 */
export async function previewContent(
  db: Queryable,
  id: number,
  viewer: PreviewViewer,
  now: Date,
): Promise<ContentPreview> {
  const row = await readContentRow(db, id);
  const entry = entryOf(row);
  const hidden: PreviewHiddenReason[] = [];
  if (row.status !== 'published') hidden.push('not_published');
  if (entry.start.getTime() > now.getTime()) hidden.push('not_started');
  if (entry.end !== null && entry.end.getTime() <= now.getTime()) hidden.push('ended');
  if (!targetsCountry(entry.target, viewer.country)) hidden.push('country');
  // Popups and the game banner are for signed-in players only (SPEC.md §2).
  if (viewer.as === 'visitor' && (row.kind === 'popup' || row.kind === 'game_banner')) {
    hidden.push('visitor');
  }
  const { language } = viewer;
  return {
    kind: row.kind,
    status: row.status,
    shown: hidden.length === 0,
    hidden_reasons: hidden,
    notice:
      row.kind === 'notice' ? toNotice(entry, language, { isRead: false, withBody: true }) : null,
    topic: row.kind === 'topic' ? toTopic(entry, language, true) : null,
    popup: row.kind === 'popup' ? toPopup(entry, language) : null,
    carousel_item: row.kind === 'carousel' ? toCarouselItem(entry, language) : null,
    game_banner: row.kind === 'game_banner' ? toGameBanner(entry, language) : null,
  };
}
