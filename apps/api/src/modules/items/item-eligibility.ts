import {
  ERROR_CODES,
  type GameAppLink,
  type ItemState,
  type ItemUnavailableReason,
} from '@points/contracts';
import { AppError } from '../../errors';
import type { GameAccountStatus } from '../../integrations/game-platform/types';
import { barsCountry } from '../targeting/country-targeting';
import { firstBlock, firstBlockAsking, once, type Rules } from '../eligibility/rules';
import type { CatalogueItem } from './catalogue';
import { linksGameOf, variantFor } from './variants';

/** Why a player may not exchange an item, one per rule of the exchange (docs/features/items.md). */
export type ItemRefusal =
  | 'app_not_linked'
  | 'wrong_platform'
  | 'account_country'
  | 'game_country'
  | 'game_account_deleted'
  | 'game_account'
  | 'game_maintenance'
  | 'period_not_started'
  | 'period_ended'
  | 'limit_reached'
  | 'not_enough_points';

/** What the game platform says: the game account the item would go to, and the game. */
export interface GameFacts {
  account: GameAccountStatus;
  maintenance: boolean;
}

/** What is known about the player when deciding. */
export interface ItemFacts {
  signedIn: boolean;
  country: string | null;
  gameApps: GameAppLink[];
  /** The status of the game account the item would go to; absent where nobody asked. */
  account?: GameAccountStatus;
  /** Whether the game is under maintenance; absent where nobody asked (catalogue pages). */
  maintenance?: boolean;
  /** Exchanges made this period and the balance; absent where the spend checks them itself. */
  ledger?: { used: number; balance: number };
}

/**
 * The rules of an exchange in the order of the catalogue codes (4041, then the platform, 4042,
 * 4043, 4044, 4045, then 4049 for the period and the limit, then 402). The catalogue's button
 * state and the exchange's refusal both read this one list, so they cannot disagree.
 */
const RULES: Rules<CatalogueItem, ItemFacts, ItemRefusal> = [
  {
    block: 'app_not_linked',
    // A visitor sees what they could exchange; the button asks them to sign in first.
    fails: (item, facts) => facts.signedIn && !linksGameOf(item, facts.gameApps),
  },
  {
    // The game is linked, but on a platform the item is not made for (a Steam-only item for a
    // player on iOS): not a missing link, and linking again would not help.
    block: 'wrong_platform',
    fails: (item, facts) => facts.signedIn && variantFor(item, facts.gameApps) === null,
  },
  {
    block: 'account_country',
    fails: (item, facts) => barsCountry(item.barredAccountCountries, facts.country),
  },
  {
    block: 'game_country',
    needs: 'account',
    fails: (item, facts) => barsCountry(item.barredGameCountries, facts.account!.country),
  },
  {
    // SPEC.md §8's own message: the game account was deleted, so its data is gone.
    block: 'game_account_deleted',
    needs: 'account',
    fails: (_item, { account }) => account!.deleted,
  },
  {
    block: 'game_account',
    needs: 'account',
    fails: (_item, { account }) =>
      !account!.exists || account!.deleted || !account!.featureAvailable,
  },
  {
    block: 'game_maintenance',
    needs: 'maintenance',
    fails: (_item, facts) => facts.maintenance!,
  },
  {
    block: 'period_not_started',
    fails: (item, _facts, now) => item.validFrom !== null && now < item.validFrom,
  },
  {
    block: 'period_ended',
    fails: (item, _facts, now) => item.validTo !== null && now >= item.validTo,
  },
  {
    block: 'limit_reached',
    needs: 'ledger',
    fails: (item, facts) =>
      facts.signedIn && item.exchangeLimit !== null && facts.ledger!.used >= item.exchangeLimit,
  },
  {
    block: 'not_enough_points',
    needs: 'ledger',
    fails: (item, facts) => facts.signedIn && facts.ledger!.balance < item.cost,
  },
];

/**
 * The first rule the player fails, in the catalogue's order; null when nothing stands in the
 * way. Rules whose facts are absent are passed over (the catalogue does not ask about maintenance).
 */
export function itemRefusal(item: CatalogueItem, facts: ItemFacts, now: Date): ItemRefusal | null {
  return firstBlock(RULES, item, facts, now);
}

/**
 * The same rules for an exchange about to happen: the platform is asked (`askGame`, once) only
 * when a rule needs it, after the rules before it passed; the limit and the balance are left to
 * the spend, which checks them under the account lock.
 */
export function exchangeRefusal(
  item: CatalogueItem,
  facts: Pick<ItemFacts, 'signedIn' | 'country' | 'gameApps'>,
  now: Date,
  askGame: () => Promise<GameFacts>,
): Promise<ItemRefusal | null> {
  const game = once(askGame);
  return firstBlockAsking(RULES, item, facts, now, {
    account: async () => (await game()).account,
    maintenance: async () => (await game()).maintenance,
    ledger: 'later',
  });
}

/** The button state of SPEC.md §4 that a refusal shows as, and why when it cannot be exchanged. */
export function stateOf(
  item: CatalogueItem,
  refusal: ItemRefusal | null,
): { state: ItemState; reason: ItemUnavailableReason | null } {
  switch (refusal) {
    case null:
      return { state: 'exchangeable', reason: null };
    case 'app_not_linked':
      return { state: 'app_not_linked', reason: null };
    case 'limit_reached':
      return { state: item.exchangeLimit === 1 ? 'exchanged' : 'limit_reached', reason: null };
    case 'not_enough_points':
      return { state: 'not_enough_points', reason: null };
    case 'game_maintenance':
      return { state: 'cannot_exchange', reason: null };
    default:
      return { state: 'cannot_exchange', reason: refusal };
  }
}

/** The catalogue code (and reason) a refused exchange answers with (SPEC.md §8). */
export function refusalError(refusal: ItemRefusal): AppError {
  switch (refusal) {
    case 'app_not_linked':
      return new AppError(ERROR_CODES.GAME_APP_NOT_LINKED);
    case 'account_country':
      return new AppError(ERROR_CODES.ITEM_NOT_IN_ACCOUNT_COUNTRY);
    case 'game_country':
      return new AppError(ERROR_CODES.ITEM_NOT_IN_GAME_COUNTRY);
    case 'game_account':
      return new AppError(ERROR_CODES.FEATURE_UNAVAILABLE_FOR_GAME_ACCOUNT);
    case 'game_account_deleted':
      return new AppError(ERROR_CODES.FEATURE_UNAVAILABLE_FOR_GAME_ACCOUNT, refusal, {
        details: { reason: refusal },
      });
    case 'game_maintenance':
      return new AppError(ERROR_CODES.GAME_MAINTENANCE);
    case 'not_enough_points':
      return new AppError(ERROR_CODES.INSUFFICIENT_POINTS);
    default:
      return new AppError(ERROR_CODES.GENERIC_ERROR, refusal, { details: { reason: refusal } });
  }
}
