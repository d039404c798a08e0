import { LANGUAGES, type Language } from '@points/contracts';
import type { Queryable } from '../db/database';
import type { ContentDraftInput } from '../modules/published-content/content-model';
import { createContent } from '../modules/published-content/create-content';
import { publishContent } from '../modules/published-content/publish-content';
import { demoItem } from './catalogue';
import { DEMO_TEXTS } from './texts';
import { demoFestivalDates } from './festivals';
import { demoLotteryDates } from './lotteries';

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

const textsIn = (language: Language): DemoContentTexts => DEMO_TEXTS[language].content;

const DAY_MS = 86_400_000;

interface Window {
  /**
   * When the window opens: days from now (negative: already open), or a fixed moment; and when
   * it closes, in days from now (absent: never).
   */
  from: number | Date;
  to?: number;
}
interface Targeting {
  countries?: string[];
}

/** The maintenance the notice and the popup announce: this many days after the seed's day. */
const MAINTENANCE_IN_DAYS = 3;

/** The Winter Cup Pack's notice appeared when the pack went on sale (its period has ended since). */
const WINTER_CUP_PACK_ON_SALE = new Date(demoItem('winter-cup-pack').validFrom!);

/** News notices: when each appeared, and who they are for. */
const NOTICES: Array<[id: string, window: Window, targeting?: Targeting, thumbnail?: false]> = [
  ['n-maintenance-window', { from: -0.1 }],
  ['n-double-points-weekend', { from: -2.5 }],
  ['n-points-expiry-reminder', { from: -4 }],
  ['n-new-coupons', { from: -6 }],
  ['n-festival-announcement', { from: -8 }],
  ['n-app-update', { from: -10 }],
  ['n-lottery-results', { from: -10.5 }],
  ['n-steam-link-guide', { from: -12 }],
  ['n-jp-store-campaign', { from: -13 }, { countries: ['jp'] }],
  ['n-hk-celebration', { from: -14 }, { countries: ['hk'] }],
  ['n-us-tournament', { from: -15 }, { countries: ['us'] }],
  ['n-exchange-issue-fixed', { from: -17 }],
  ['n-champion-squads-collab', { from: -19 }],
  ['n-league-manager-season', { from: -22 }],
  ['n-support-hours', { from: -25 }, undefined, false],
  ['n-terms-update', { from: -32 }, undefined, false],
  ['n-security-tips', { from: -36 }],
  ['n-spring-cup-results', { from: -48 }],
  ['n-daily-login-bonus', { from: -59 }],
  ['n-welcome-programme', { from: -60 }],
  ['n-winter-cup-pack', { from: WINTER_CUP_PACK_ON_SALE }],
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
  ['p-legends-pack', 3, '/items/legends-pack', { from: -1, to: 20 }],
  ['p-double-points', 2, '/campaigns', { from: -2.5, to: 2 }],
  ['p-hk-lunar', 5, '/campaigns', { from: -3, to: 30 }, { countries: ['hk'] }],
  ['p-maintenance', 1, '/news/n-maintenance-window', { from: -0.1, to: MAINTENANCE_IN_DAYS + 1 }],
];

const CAROUSEL: Array<[id: string, link: string]> = [
  ['c-legends-pack', '/items/legends-pack'],
  ['c-double-points', '/campaigns'],
  ['c-festival', '/campaign-festival/summer-festival'],
  ['c-coupons', '/coupons'],
  ['c-lottery', '/campaign-lotto-detail/signed-ball'],
];

/** Game banners: Japan, the Americas, and everyone else (the last in order, so it is the fallback). */
const GAME_BANNERS: Array<[id: string, countries: string[] | null, link: string]> = [
  ['gb-japan', ['jp'], '/campaigns'],
  ['gb-americas', ['us', 'br', 'mx', 'ca', 'ar', 'cl', 'co'], '/campaigns'],
  ['gb-world', null, '/campaigns'],
];

/**
 * The dates texts name, as `{name}` in them, written out in each language: they follow the
 * seed's time like the demo's other dates (the festival's, the lottery's, the maintenance).
 */
function demoDates(now: Date): Record<string, { date: Date; withYear: boolean }> {
  const festival = demoFestivalDates(now);
  const maintenance = new Date((Math.floor(now.getTime() / DAY_MS) + MAINTENANCE_IN_DAYS) * DAY_MS);
  return {
    maintenance_date: { date: maintenance, withYear: false },
    festival_date: { date: festival.eventStartsAt, withYear: true },
    festival_registration_to: { date: festival.registrationTo, withYear: false },
    lottery_address_deadline: {
      date: demoLotteryDates(now, 'stadium-tour').addressDeadline,
      withYear: false,
    },
  };
}

/** Writes the texts' `{name}` dates out in `language` (UTC, as the site states times). */
export function fillDates<T>(value: T, language: Language, now: Date): T {
  const dates = demoDates(now);
  const fill = (text: string) =>
    text.replace(/\{([a-z_]+)\}/g, (whole, name: string) => {
      const found = dates[name];
      if (!found) return whole;
      return new Intl.DateTimeFormat(language, {
        day: 'numeric',
        month: 'long',
        ...(found.withYear ? { year: 'numeric' } : {}),
        timeZone: 'UTC',
      }).format(found.date);
    });
  return JSON.parse(JSON.stringify(value), (_key, v: unknown) =>
    typeof v === 'string' ? fill(v) : v,
  ) as T;
}

function textsOf<T>(now: Date, pick: (texts: DemoContentTexts) => T): Record<Language, T> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, fillDates(pick(textsIn(language)), language, now)]),
  ) as Record<Language, T>;
}

const windowOf = (window: Window, now: Date) => ({
  public_start_date:
    window.from instanceof Date ? window.from : new Date(now.getTime() + window.from * DAY_MS),
  public_end_date: window.to === undefined ? null : new Date(now.getTime() + window.to * DAY_MS),
});

const targetingOf = (targeting?: Targeting | null) => ({
  target_countries: targeting?.countries ?? [],
  target_country_flag: (targeting?.countries ? 1 : 0) as 0 | 1,
});

/** The artwork carries no words, so one picture serves every language. */
const thumbnails = (folder: string, id: string) => ({
  thumbnail_ja: `/content/${folder}/${id}.svg`,
  thumbnail_en: `/content/${folder}/${id}.svg`,
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
      texts: textsOf(now, (texts) => texts.notices[id]!),
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
      texts: textsOf(now, (texts) => texts.topics[id]!),
      attributes: thumbnails('topics', id),
    });
  }
  for (const [id, type, link, window, targeting] of POPUPS) {
    drafts.push({
      kind: 'popup',
      reason_id: id,
      ...windowOf(window, now),
      ...targetingOf(targeting),
      texts: textsOf(now, (texts) => texts.popups[id]!),
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
      texts: textsOf(now, (texts) => ({ alt: texts.carousel[id]! })),
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
      texts: textsOf(now, (texts) => ({ alt: texts.banners[id]! })),
      attributes: {
        link,
        default_language: 'en',
        images: {
          ja: { pc: `/content/banners/${id}-pc.svg`, sp: `/content/banners/${id}-sp.svg` },
          en: { pc: `/content/banners/${id}-pc.svg`, sp: `/content/banners/${id}-sp.svg` },
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
