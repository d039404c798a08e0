import type { TFunction } from 'i18next';
import type { ItemView, Language } from '@points/contracts';
import { formatStart } from '../../../lib/dates';

/**
 * What an item's state tells the player, the same on its card and its page: nothing when it can
 * be exchanged, else why not, in the catalogue's own words where it has them (SPEC.md §8: 4042,
 * 4043, 4044).
 */
export function itemStatusText(item: ItemView, t: TFunction, language: Language): string | null {
  if (item.state === 'exchangeable') return null;
  if (item.state !== 'cannot_exchange') return t(`items.states.${item.state}`);
  switch (item.unavailable_reason) {
    case 'wrong_platform':
      return t('items.unavailable.wrong_platform', {
        platforms: item.platforms.map((platform) => t(`items.platforms.${platform}`)).join(' · '),
      });
    case 'account_country':
      return t('error.messages.4042');
    case 'game_country':
      return t('error.messages.4043');
    case 'game_account_deleted':
      return t('items.unavailable.game_account_deleted');
    case 'game_account':
      return t('error.messages.4044');
    case 'period_not_started':
      return t('items.unavailable.period_not_started', {
        date: item.valid_from ? formatStart(item.valid_from, language) : '',
      });
    case 'period_ended':
      return t('items.unavailable.period_ended');
    default:
      return t('items.states.cannot_exchange');
  }
}
