import type { Language } from '@points/contracts';
import type { Queryable } from '../db/database';
import type { ContentDraftInput } from '../modules/published-content/content-model';
import { createContent } from '../modules/published-content/create-content';
import { publishContent } from '../modules/published-content/publish-content';
import textsJa from './content-ja.json';
import textsEn from './content-en.json';
import textsFr from './content-fr.json';
import textsDe from './content-de.json';
import textsEs from './content-es.json';
import textsPtBr from './content-pt-br.json';
import textsKo from './content-ko.json';
import textsZhTw from './content-zh-tw.json';

interface ArticleTexts {
  title: string;
  body: string;
}
interface DemoContentTexts {
  notices: Record<string, ArticleTexts>;
  topics: Record<string, ArticleTexts>;
  popups: Record<string, ArticleTexts>;
  carousel: Record<string, string>;
  banners: Record<string, string>;
}

/**
 * Complete in Japanese and English and in six more languages; the other nine fall back to
 * English (SPEC.md §1), as a real programme's newer languages often do.
 */
const TEXTS: Partial<Record<Language, DemoContentTexts>> = {
  ja: textsJa,
  en: textsEn,
  fr: textsFr,
  de: textsDe,
  es: textsEs,
  'pt-br': textsPtBr,
  ko: textsKo,
  'zh-tw': textsZhTw,
};

const DAY_MS = 86_400_000;

interface Window {
  /** Days from now the window opens (negative: already open), and closes (absent: never). */
  from: number;
  to?: number;
}
interface Targeting {
  countries?: string[];
}

/** News notices: when each appeared, and who they are for. */
const NOTICES: Array<[id: string, window: Window, targeting?: Targeting, thumbnail?: false]> = [
  ['n-maintenance-window', { from: -0.1 }],
  ['n-winter-cup-pack', { from: -1 }],
  ['n-double-points-weekend', { from: -2.5 }],
  ['n-points-expiry-reminder', { from: -4 }],
  ['n-new-coupons', { from: -6 }],
  ['n-festival-announcement', { from: -8 }],
  ['n-app-update', { from: -10 }],
  ['n-steam-link-guide', { from: -12 }],
  ['n-jp-store-campaign', { from: -13 }, { countries: ['jp'] }],
  ['n-hk-celebration', { from: -14 }, { countries: ['hk'] }],
  ['n-us-tournament', { from: -15 }, { countries: ['us'] }],
  ['n-exchange-issue-fixed', { from: -17 }],
  ['n-champion-squads-collab', { from: -19 }],
  ['n-league-manager-season', { from: -22 }],
  ['n-support-hours', { from: -25 }, undefined, false],
  ['n-lottery-results', { from: -28 }],
  ['n-terms-update', { from: -32 }, undefined, false],
  ['n-security-tips', { from: -36 }],
  ['n-daily-login-bonus', { from: -40 }],
  ['n-spring-cup-results', { from: -48 }],
  ['n-welcome-programme', { from: -60 }],
  ['n-new-year-event', { from: 5 }],
  ['n-autumn-sale-ended', { from: -30, to: -3 }],
];

const TOPICS: Array<[id: string, window: Window]> = [
  ['t-matchday-guide', { from: -1.5 }],
  ['t-how-points-work', { from: -7 }],
  ['t-designer-interview', { from: -11 }],
  ['t-kit-contest', { from: -16 }],
  ['t-scouting-tips', { from: -24 }],
  ['t-champion-squads-tour', { from: -35 }],
  ['t-season-preview', { from: 9 }],
];

type PopupType = 1 | 2 | 3 | 4 | 5 | 6;
const POPUPS: Array<
  [id: string, type: PopupType, link: string | null, window: Window, Targeting?]
> = [
  ['p-winter-cup', 3, '/items/winter-cup-pack', { from: -1, to: 20 }],
  ['p-double-points', 2, '/campaigns', { from: -2.5, to: 2 }],
  ['p-hk-lunar', 5, '/campaigns', { from: -3, to: 30 }, { countries: ['hk'] }],
  ['p-maintenance', 1, '/news/n-maintenance-window', { from: -0.1, to: 10 }],
];

const CAROUSEL: Array<[id: string, link: string]> = [
  ['c-winter-cup', '/items/winter-cup-pack'],
  ['c-double-points', '/campaigns'],
  ['c-festival', '/news/n-festival-announcement'],
  ['c-coupons', '/news/n-new-coupons'],
  ['c-lottery', '/news/n-lottery-results'],
];

/** Game banners: Japan, the Americas, and everyone else (the last in order, so it is the fallback). */
const GAME_BANNERS: Array<[id: string, countries: string[] | null, link: string]> = [
  ['gb-japan', ['jp'], '/campaigns'],
  ['gb-americas', ['us', 'br', 'mx', 'ca', 'ar', 'cl', 'co'], '/campaigns'],
  ['gb-world', null, '/campaigns'],
];

function textsOf<T>(
  pick: (texts: DemoContentTexts) => T | undefined,
): Partial<Record<Language, T>> {
  const out: Partial<Record<Language, T>> = {};
  for (const [language, texts] of Object.entries(TEXTS)) {
    const text = texts && pick(texts);
    if (text !== undefined) out[language as Language] = text;
  }
  return out;
}

const windowOf = (window: Window, now: Date) => ({
  public_start_date: new Date(now.getTime() + window.from * DAY_MS),
  public_end_date: window.to === undefined ? null : new Date(now.getTime() + window.to * DAY_MS),
});

const targetingOf = (targeting?: Targeting | null) => ({
  target_countries: targeting?.countries ?? [],
  target_country_flag: (targeting?.countries ? 1 : 0) as 0 | 1,
});

const thumbnails = (folder: string, id: string) => ({
  thumbnail_ja: `/content/${folder}/${id}-ja.svg`,
  thumbnail_en: `/content/${folder}/${id}-en.svg`,
});

/** Every demo content draft, its dates relative to `now`. */
export function demoContent(now: Date): ContentDraftInput[] {
  const drafts: ContentDraftInput[] = [];
  for (const [id, window, targeting, thumbnail] of NOTICES) {
    drafts.push({
      kind: 'notice',
      reason_id: id,
      ...windowOf(window, now),
      ...targetingOf(targeting),
      texts: textsOf((texts) => texts.notices[id]),
      attributes:
        thumbnail === false
          ? { thumbnail_ja: null, thumbnail_en: null }
          : thumbnails('notices', id),
    });
  }
  for (const [id, window] of TOPICS) {
    drafts.push({
      kind: 'topic',
      reason_id: id,
      ...windowOf(window, now),
      ...targetingOf(),
      texts: textsOf((texts) => texts.topics[id]),
      attributes: thumbnails('topics', id),
    });
  }
  for (const [id, type, link, window, targeting] of POPUPS) {
    drafts.push({
      kind: 'popup',
      reason_id: id,
      ...windowOf(window, now),
      ...targetingOf(targeting),
      texts: textsOf((texts) => texts.popups[id]),
      attributes: {
        popup_type: type,
        detail_url: link,
        detail_url_flag: link ? 1 : 0,
        show_button: 1,
        ...thumbnails('popups', id),
      },
    });
  }
  for (const [index, [id, link]] of CAROUSEL.entries()) {
    drafts.push({
      kind: 'carousel',
      reason_id: id,
      ...windowOf({ from: -30 }, now),
      ...targetingOf(),
      sort_order: index,
      texts: textsOf((texts) => (texts.carousel[id] ? { alt: texts.carousel[id] } : undefined)),
      attributes: { link, ...thumbnails('carousel', id) },
    });
  }
  for (const [index, [id, countries, link]] of GAME_BANNERS.entries()) {
    drafts.push({
      kind: 'game_banner',
      reason_id: id,
      ...windowOf({ from: -30 }, now),
      ...targetingOf(countries ? { countries } : null),
      sort_order: index,
      texts: textsOf((texts) => (texts.banners[id] ? { alt: texts.banners[id] } : undefined)),
      attributes: {
        link,
        default_language: 'en',
        images: {
          ja: { pc: `/content/banners/${id}-pc-ja.svg`, sp: `/content/banners/${id}-sp-ja.svg` },
          en: { pc: `/content/banners/${id}-pc-en.svg`, sp: `/content/banners/${id}-sp-en.svg` },
        },
      },
    });
  }
  return drafts;
}

/**
 * The demo content, through the same use-cases an operator uses: created and published, with
 * dates relative to the first start (`seedDemo` writes the demo only into an empty database, so
 * a restart moves nothing).
 */
export async function seedDemoContent(tx: Queryable, now: Date): Promise<void> {
  for (const draft of demoContent(now)) {
    await publishContent(tx, await createContent(tx, draft));
  }
}
