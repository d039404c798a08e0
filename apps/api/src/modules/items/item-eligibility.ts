import { ERROR_CODES, type GameAppLink, type ItemState } from '@points/contracts';
import { AppError } from '../../errors';
import type {
  GameAccountStatus,
  GamePlatformGateway,
} from '../../integrations/game-platform/types';
import { barsCountry } from '../content/country-targeting';
import type { CatalogueItem } from './catalogue';
import { variantFor } from './variants';

/** Why a player may not exchange an item, one per rule of the exchange (README, Item shop). */
export type ItemRefusal =
  | 'app_not_linked'
  | 'account_country'
  | 'game_country'
  | 'game_account'
  | 'game_maintenance'
  | 'period_not_started'
  | 'period_ended'
  | 'limit_reached'
  | 'not_enough_points';

/** What the game platform says about the player's game account and the game. */
export interface GameFacts {
  account: GameAccountStatus;
  maintenance: boolean;
}

/** What is known about the player when deciding. */
export interface ItemFacts {
  signedIn: boolean;
  country: string | null;
  gameApps: GameAppLink[];
  /** The platform's answers; absent where nobody asked (a catalogue page). */
  game?: GameFacts;
  /** Exchanges made this period and the balance; absent where the spend checks them itself. */
  ledger?: { used: number; balance: number };
}

type Needs = 'game' | 'ledger';

interface Rule {
  refusal: ItemRefusal;
  /** Facts the rule reads beyond the player's own. */
  needs?: Needs;
  fails(item: CatalogueItem, facts: ItemFacts, now: Date): boolean;
}

/**
 * The rules of an exchange in the order of the catalogue codes (4041, 4042, 4043, 4044, 4045,
 * then 4049 for the period and the limit, then 402). The catalogue's button state and the
 * exchange's refusal both read this one list, so they cannot disagree.
 */
const RULES: readonly Rule[] = [
  {
    refusal: 'app_not_linked',
    // A visitor sees what they could exchange; the button asks them to sign in first.
    fails: (item, facts) => facts.signedIn && variantFor(item, facts.gameApps) === null,
  },
  {
    refusal: 'account_country',
    fails: (item, facts) => barsCountry(item.barredAccountCountries, facts.country),
  },
  {
    refusal: 'game_country',
    needs: 'game',
    fails: (item, facts) => barsCountry(item.barredGameCountries, facts.game!.account.country),
  },
  {
    refusal: 'game_account',
    needs: 'game',
    fails: (_item, { game }) =>
      !game!.account.exists || game!.account.deleted || !game!.account.featureAvailable,
  },
  { refusal: 'game_maintenance', needs: 'game', fails: (_item, facts) => facts.game!.maintenance },
  {
    refusal: 'period_not_started',
    fails: (item, _facts, now) => item.validFrom !== null && now < item.validFrom,
  },
  {
    refusal: 'period_ended',
    fails: (item, _facts, now) => item.validTo !== null && now >= item.validTo,
  },
  {
    refusal: 'limit_reached',
    needs: 'ledger',
    fails: (item, facts) =>
      facts.signedIn && item.exchangeLimit !== null && facts.ledger!.used >= item.exchangeLimit,
  },
  {
    refusal: 'not_enough_points',
    needs: 'ledger',
    fails: (item, facts) => facts.signedIn && facts.ledger!.balance < item.cost,
  },
];

const known = (facts: ItemFacts, needs: Needs | undefined) =>
  needs === undefined || facts[needs] !== undefined;

/**
 * The first rule the player fails, in the catalogue's order; null when nothing stands in the
 * way. Rules whose facts are absent are passed over (the catalogue does not ask the platform).
 */
export function itemRefusal(item: CatalogueItem, facts: ItemFacts, now: Date): ItemRefusal | null {
  for (const rule of RULES) {
    if (known(facts, rule.needs) && rule.fails(item, facts, now)) return rule.refusal;
  }
  return null;
}

/** Whether the player breaks one rule in particular, whatever the rules before it say. */
function breaksRule(refusal: ItemRefusal, item: CatalogueItem, facts: ItemFacts, now: Date) {
  const rule = RULES.find((candidate) => candidate.refusal === refusal)!;
  return known(facts, rule.needs) && rule.fails(item, facts, now);
}

/**
 * The same rules for an exchange about to happen: the platform is asked (`askGame`) only when a
 * rule needs it, after the rules before it passed; the limit and the balance are left to the
 * spend, which checks them under the account lock.
 */
export async function exchangeRefusal(
  item: CatalogueItem,
  facts: Omit<ItemFacts, 'game' | 'ledger'>,
  now: Date,
  askGame: () => Promise<GameFacts>,
): Promise<ItemRefusal | null> {
  let game: GameFacts | undefined;
  for (const rule of RULES) {
    if (rule.needs === 'ledger') break;
    if (rule.needs === 'game') game ??= await askGame();
    if (rule.fails(item, { ...facts, game }, now)) return rule.refusal;
  }
  return null;
}

/** The button state of SPEC.md §4 that a refusal shows as. */
export function stateOf(item: CatalogueItem, refusal: ItemRefusal | null): ItemState {
  switch (refusal) {
    case null:
      return 'exchangeable';
    case 'app_not_linked':
      return 'app_not_linked';
    case 'limit_reached':
      return item.exchangeLimit === 1 ? 'exchanged' : 'limit_reached';
    case 'not_enough_points':
      return 'not_enough_points';
    default:
      return 'cannot_exchange';
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
    case 'game_maintenance':
      return new AppError(ERROR_CODES.GAME_MAINTENANCE);
    case 'not_enough_points':
      return new AppError(ERROR_CODES.INSUFFICIENT_POINTS);
    default:
      return new AppError(ERROR_CODES.GENERIC_ERROR, refusal, { details: { reason: refusal } });
  }
}

/**
 * An item barred in the viewer's account country (4042), or in the country chosen in their game
 * (4043, asked of the platform only for items barred somewhere), is not shown (SPEC.md §6).
 */
export async function refuseBarredItem(
  gateway: GamePlatformGateway,
  item: CatalogueItem,
  viewer: { signedIn: boolean; country: string | null; gameApps: GameAppLink[] },
  now: Date,
): Promise<void> {
  if (breaksRule('account_country', item, viewer, now)) throw refusalError('account_country');
  const match = variantFor(item, viewer.gameApps);
  if (!match || item.barredGameCountries.length === 0) return;
  const account = await gateway.accountStatus(match.variant.contentId, match.app.game_user_id);
  const game = { account, maintenance: false };
  if (breaksRule('game_country', item, { ...viewer, game }, now))
    throw refusalError('game_country');
}
