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
