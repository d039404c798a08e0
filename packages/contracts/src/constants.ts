/** Business constants of SPEC.md §9 shared by the SPA and the API. */

/** Interface languages of SPEC.md §1, in the order the language dialog lists them. */
export const LANGUAGES = [
  'ja',
  'en',
  'en-us',
  'fr',
  'de',
  'it',
  'es',
  'es-mx',
  'pt-pt',
  'pt-br',
  'ru',
  'tr',
  'ko',
  'zh-tw',
  'zh-cn',
  'id',
  'th',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const FALLBACK_LANGUAGES: readonly Language[] = ['en', 'ja'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The site language closest to a language tag, or null when none is close: the tag itself, else
 * the regional choice the site makes for it (zh-HK and zh-Hant → zh-tw, pt → pt-pt, es-419 →
 * es-mx, en-GB → en, the old `in` → id). The SPA and the sign-in provider both choose with it.
 */
export function supportedLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const lower = tag.toLowerCase().replace(/_/g, '-');
  if (isLanguage(lower)) return lower;
  const [primary = '', ...subtags] = lower.split('-');
  const has = (subtag: string) => subtags.includes(subtag);
  switch (primary) {
    case 'zh':
      return has('tw') || has('hk') || has('mo') || has('hant') ? 'zh-tw' : 'zh-cn';
    case 'pt':
      return has('br') ? 'pt-br' : 'pt-pt';
    case 'es':
      return subtags.length === 0 || has('es') ? 'es' : 'es-mx';
    case 'en':
      return has('us') ? 'en-us' : 'en';
    case 'in':
      return 'id';
    default:
      return isLanguage(primary) ? primary : null;
  }
}

/** `<html lang>` in BCP 47 casing: en-US, zh-TW. */
export function htmlLang(language: Language): string {
  const [primary = language, region] = language.split('-');
  return region ? `${primary}-${region.toUpperCase()}` : primary;
}

export const REQUEST_TIMEOUT_MS = 16_000;
/** A page's code that has not arrived in this long counts as failed (SPEC.md §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 15_552_000;
export const OVERLOAD_FLAG_SECONDS = 60;
export const RECLICK_GUARD_MS = 3_000;

/** OAuth `state` and `nonce`: 32 characters from a-z and 0-9. */
export const OAUTH_RANDOM_LENGTH = 32;
export const OAUTH_RANDOM_PATTERN = /^[a-z0-9]{32}$/;

/** Names of what the SPA keeps in the browser (SPEC.md §3). */
export const STORAGE_KEYS = {
  tokenCookie: 'ps_token',
  userInfoCookie: 'user_info',
  ehtagCookie: 'ehtag',
  overloadCookie: 'acdeToken',
  oauthState: 'oauthState',
  oauthNonce: 'oauthNonce',
  /** PKCE code verifier (RFC 7636), kept beside state and nonce until the code is exchanged. */
  oauthCodeVerifier: 'oauthCodeVerifier',
  lastUrlLotteryItem: 'last_url_lottery_item',
  lang: 'lang',
  lastUrl: 'lastURL',
  isLp: 'isLp',
} as const;

/** Header that makes a spending or earning request idempotent. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** What a player can write to support about (`POST /contact`), and the form's limits. */
export const CONTACT_CATEGORIES = [
  'account',
  'points',
  'items',
  'coupons',
  'lottery',
  'festival',
  'technical',
  'other',
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export const CONTACT_LIMITS = { messageMin: 10, messageMax: 2000, gameUserIdMax: 32 } as const;

/**
 * The game each content id belongs to: one game may have a content id per platform family (the
 * football game is `efm` on iOS and Android, `efs` on Steam; SPEC.md §2). A player who linked a
 * game on one platform has linked the game, whatever the platform an item is made for.
 */
export const GAME_OF_CONTENT: Readonly<Record<string, string>> = {
  efm: 'efootball',
  efs: 'efootball',
  efcs: 'efcs',
  jcc: 'jcc',
};

export const gameOfContent = (contentId: string): string => GAME_OF_CONTENT[contentId] ?? contentId;

/** Home and list sizes, and the card rules' constants (SPEC.md §2, §9). */
export const CONTENT_LIMITS = {
  /** Topics on the home page; More appears when there are more. */
  homeTopics: 3,
  /** News on the home page and per page of /news. */
  homeNews: 8,
  /** `GET /get-connect-app` page size. */
  connectAppsPerPage: 10,
  /** The largest page a list answers. */
  maxPerPage: 50,
} as const;

/**
 * The longest Markdown body of each kind, in characters: content bodies (notices, topics, popups)
 * and a campaign's description and rules. The parser's measured bounds are for bodies this long.
 */
export const MARKDOWN_LIMITS = { contentBody: 20_000, campaignBody: 4000 } as const;

/** A card shows NEW while its start date is less than this old (3 days, SPEC.md §2). */
export const NEW_MARK_MS = 259_200_000;

/** The home carousel (SPEC.md §2, §9). */
export const CAROUSEL = {
  perPage: 3,
  /** Below this width (px) one banner per page. */
  singleBelowPx: 767,
  autoplayMs: 3_500,
  gapPx: 22,
} as const;

/** The game banner uses its phone image under this width (px). */
export const PHONE_BANNER_BELOW_PX = 576;

/**
 * Account countries where the home page promotes the games store (SPEC.md §2), besides players
 * flagged special-global.
 */
export const STORE_PROMOTION_COUNTRIES = [
  'jp',
  'us',
  'hk',
  'id',
  'th',
  'tr',
  'kr',
  'br',
  'my',
] as const;

/** The games store of /general: Japan only, 18 and over (SPEC.md §1, §9). */
export const GAMES_STORE = { countries: ['jp'], minimumAge: 18 } as const;

/** Popup types (SPEC.md §4): what its button opens. */
export const POPUP_TYPES = [1, 2, 3, 4, 5, 6] as const;
export type PopupType = (typeof POPUP_TYPES)[number];

/** A content's public id (`reason_id`), as URLs carry it: /news/{id}, /topic/news/{id}. */
export const CONTENT_ID_PATTERN = /^[a-z0-9-]{1,64}$/;

/**
 * The publisher's games a campaign can name, with the content ids each is linked under (one per
 * platform family) and the name it goes by on this site (our own names, never translated).
 */
export const GAMES = {
  efootball: { name: 'Pitch Legends', contentIds: ['efm', 'efs'] },
  efcs: { name: 'Champion Squads', contentIds: ['efcs'] },
  jcc: { name: 'League Club Manager', contentIds: ['jcc'] },
} as const satisfies Record<string, { name: string; contentIds: readonly string[] }>;
export type GameName = keyof typeof GAMES;
export const GAME_NAMES = Object.keys(GAMES) as GameName[];

/** A fixed campaign page's id, and whether it shows the game banner (two of them do). */
export interface FixedCampaignPage {
  id: string;
  gameBanner: boolean;
}

/** The fixed campaign pages served at /campaigns/{uuid} (SPEC.md §2). */
export const FIXED_CAMPAIGN_PAGES: readonly FixedCampaignPage[] = [
  { id: '63b40eb9-9c69-5e42-9613-f6e24ee5df15', gameBanner: true },
  { id: '4f992b52-968e-5e8f-9aca-8e0c17cf79f8', gameBanner: true },
  { id: '2f59b619-38f3-57d4-a9db-41bf1a333b66', gameBanner: false },
  { id: 'f7d47643-66b4-5fb5-89eb-0d2b17f26be4', gameBanner: false },
  { id: '6299018d-ae7d-580f-8d87-548ec2a84850', gameBanner: false },
  { id: '9192f5dc-f82c-59c9-920d-1d0f47e61443', gameBanner: false },
  { id: '029792de-3c2b-541a-9b2e-59536a6f23e1', gameBanner: false },
  { id: 'f99ce9f1-e1c8-5609-af16-50f678e93dfe', gameBanner: false },
  { id: 'c3f4ce6a-0c0e-5072-a75a-3d4d13c47798', gameBanner: false },
  { id: '86e0caac-fd7f-5983-8ad6-afc1c8b6c016', gameBanner: false },
  { id: 'cd641498-4c14-5e75-a1aa-b84eb29db2a2', gameBanner: false },
  { id: '4ffe20ca-62e2-5a92-8ccb-ff258553367a', gameBanner: false },
  { id: '9e7be742-7b65-5251-8262-03e3a27b1fe6', gameBanner: false },
  { id: 'd8cb5e7b-d909-5f3b-ba25-875790cea4ca', gameBanner: false },
  { id: 'a0a7132a-6c79-5b30-bbd3-3bad9f241fef', gameBanner: false },
  { id: 'a31b06e5-0db1-5115-87ba-9f691323a11a', gameBanner: false },
  { id: '9097632d-20c0-5a47-be86-c1b727755c25', gameBanner: false },
  { id: '667ecb04-c9c3-513a-9ae7-38a36a69f0df', gameBanner: false },
  { id: '913f4039-c7e3-59a9-bf15-9b25af53b361', gameBanner: false },
  { id: '51589840-f4b0-537f-ab70-95741b0f2077', gameBanner: false },
  { id: 'd52f8a23-8c6c-56c0-8986-203dbc008187', gameBanner: false },
  { id: 'b10b3dbf-678b-5f53-9e91-f77f1f74867f', gameBanner: false },
  { id: '3bfa0b3d-d741-577d-8b45-3e72b2497fbe', gameBanner: false },
  { id: 'bce2e1b2-e817-5c8a-ad49-a6ba355618a7', gameBanner: false },
  { id: '39c2f058-b97c-5211-82ce-6204775008f0', gameBanner: false },
];

const fixedById = new Map(FIXED_CAMPAIGN_PAGES.map((page) => [page.id, page]));

/** The fixed page with this id (any letter case), if it is one. */
export function fixedCampaignPage(id: string | undefined): FixedCampaignPage | undefined {
  return id ? fixedById.get(id.toLowerCase()) : undefined;
}

/** Who attends the festival (SPEC.md §3): adult non-student, or a student of four levels. */
export const ATTENDEE_TYPES = ['adult', 'university', 'secondary', 'middle', 'elementary'] as const;

/** SPEC.md §9: 17 and under, 18 and older. */
export const AGE_GROUPS = ['17_and_under', '18_and_older'] as const;

/** Whether an age group fits an attendee type (school pupils are under 18, adults 18 or over). */
export function ageGroupFits(
  type: (typeof ATTENDEE_TYPES)[number],
  age: (typeof AGE_GROUPS)[number],
): boolean {
  if (type === 'elementary' || type === 'middle') return age === '17_and_under';
  if (type === 'adult') return age === '18_and_older';
  return true;
}

/** The name of the draw algorithm the proof follows (docs/features/lotteries.md). */
export const DRAW_ALGORITHM = 'sha256-rejection-v1';

/**
 * The committed fields of a draw (`DrawCommitted` in lottery.ts): what its commitment binds.
 * Plain types here, so the site can rebuild the text without loading the schemas.
 */
export interface CommittedDraw {
  algorithm: string;
  subject: string;
  seed_hash: string;
  prizes: ReadonlyArray<{ position: number; quantity: number }>;
  entry_from: string;
  entry_to: string;
}

/**
 * The text whose SHA-256 is the commitment: the committed fields as JSON with the keys in
 * alphabetical order at every level and no spaces (`jq -cjS` writes the same), times as
 * `YYYY-MM-DDTHH:MM:SS.sssZ`. Anyone can rebuild it from a lottery's page or a proof and hash it.
 */
export function commitmentText(committed: CommittedDraw): string {
  const time = (value: string) => new Date(value).toISOString();
  return JSON.stringify({
    algorithm: committed.algorithm,
    entry_from: time(committed.entry_from),
    entry_to: time(committed.entry_to),
    prizes: committed.prizes.map(({ position, quantity }) => ({ position, quantity })),
    seed_hash: committed.seed_hash,
    subject: committed.subject,
  });
}

/**
 * How far ahead the notifications' expiry notices look (docs/features/notifications.md); the SPA
 * shows points expiring within the first notice's days beside the balance.
 */
export const NOTIFICATION_NOTICE_DAYS = {
  /** Points expiring within this many days get a first notice… */
  pointsFirst: 7,
  /** …and again within this many. */
  pointsLast: 1,
  /** A held, unused coupon expiring within this many days. */
  coupons: 3,
} as const;
