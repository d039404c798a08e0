import type { ContentText } from '@points/contracts';
import {
  GAME_OF_CONTENT,
  GAMES_STORE,
  NEW_MARK_MS,
  STORE_PROMOTION_COUNTRIES,
  type Language,
} from '@points/contracts/constants';

/**
 * The rules of SPEC.md §2 for content cards and the home page's store promotion, as pure
 * functions so each is tested on its own.
 */

/** NEW while the start date is less than 3 days (259200000 ms) before now. */
export function isNew(publicStartDate: string, now: number): boolean {
  const age = now - Date.parse(publicStartDate);
  return age >= 0 && age < NEW_MARK_MS;
}

/** The Japanese image in Japanese, the English one otherwise; null means the placeholder. */
export function thumbnailFor(
  language: Language,
  ja: string | null | undefined,
  en: string | null | undefined,
): string | null {
  return (language === 'ja' ? ja : en) ?? null;
}

/** The collectible game's Japanese title, as the Japanese titles write it. */
export const COLLECTIBLE_GAME_JA = 'チャンピオン・スクワッド';

/**
 * A card's title: the notice's title, except that where a reader of another language is shown
 * the Japanese title (no version in theirs), the collectible game's Japanese name is replaced by
 * its name in their language.
 */
export function cardTitle(
  text: Pick<ContentText, 'title' | 'language_id'>,
  language: Language,
  translatedGameName: string,
): string {
  if (language === 'ja' || text.language_id !== 'ja') return text.title;
  return text.title.split(COLLECTIBLE_GAME_JA).join(translatedGameName);
}

export type StoreGame = 'efootball' | 'efcs' | 'jcc';

/** The campaign the /general buttons carry, per game (SPEC.md §2). */
export const STORE_CAMPAIGN: Record<StoreGame, string> = {
  efootball: 'points_home_efootball',
  efcs: 'points_home_efcs',
  jcc: 'points_home_jcc',
};

export interface StorePromotionInput {
  signedIn: boolean;
  /** The account's country, lower case. */
  country: string | undefined;
  /** `check-special-user`'s global flag. */
  globalFlag: 0 | 1;
  /** `get-connect-app`: the linked games, and whether their country is the account's. */
  contentIds: readonly string[];
  sameCountry: 0 | 1;
}

export type StorePromotion =
  | { show: false }
  | {
      show: true;
      /** Japan and Hong Kong get their own message; the others the web-store one. */
      message: 'jpHk' | 'webStore';
      /** Buttons to /general with tracking, one per game; none: the external store link. */
      buttons: Array<{ game: StoreGame; to: string }>;
    };

/** Where a store button goes: /general with the campaign's tracking parameters. */
export function storeButtonPath(game: StoreGame): string {
  const query = new URLSearchParams({
    utm_source: 'points',
    utm_medium: 'home',
    utm_campaign: STORE_CAMPAIGN[game],
  });
  return `/general?${query.toString()}`;
}

/**
 * The store promotion of the home page: only for signed-in players whose account country is
 * their game's country, and who are in one of the promotion's countries or flagged special-global.
 */
export function storePromotion(input: StorePromotionInput): StorePromotion {
  const country = input.country?.toLowerCase();
  if (!input.signedIn || !country || input.sameCountry !== 1) return { show: false };
  const listed = (STORE_PROMOTION_COUNTRIES as readonly string[]).includes(country);
  if (!listed && input.globalFlag !== 1) return { show: false };
  const games: StoreGame[] = [];
  for (const id of input.contentIds) {
    const game = GAME_OF_CONTENT[id] as StoreGame | undefined;
    if (game && game in STORE_CAMPAIGN && !games.includes(game)) games.push(game);
  }
  // /general serves only the store's countries: elsewhere it would answer "not available in
  // your country", so those players get the store's own link instead (issue 30 §3).
  const served = (GAMES_STORE.countries as readonly string[]).includes(country);
  return {
    show: true,
    message: country === 'jp' || country === 'hk' ? 'jpHk' : 'webStore',
    buttons: served ? games.map((game) => ({ game, to: storeButtonPath(game) })) : [],
  };
}
