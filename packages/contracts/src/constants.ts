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

export const REQUEST_TIMEOUT_MS = 16_000;
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
