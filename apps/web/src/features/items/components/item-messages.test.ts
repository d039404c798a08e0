import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { ItemView } from '@points/contracts';
import { ApiError } from '../../../lib/api-client';
import { failureMessageKey } from './exchange-flow';
import { itemStatusText } from './item-status';

const t = ((key: string) => key) as unknown as TFunction;

describe('a deleted game account', () => {
  it('gets SPEC.md §8’s own message on the item and when an exchange is refused', () => {
    const item = {
      state: 'cannot_exchange',
      unavailable_reason: 'game_account_deleted',
      platforms: [],
    } as unknown as ItemView;
    expect(itemStatusText(item, t, 'en')).toBe('items.unavailable.game_account_deleted');
    expect(failureMessageKey(new ApiError(4044, 'game_account_deleted'))).toBe(
      'items.failure.game_account_deleted',
    );
    // Any other refusal for the game account keeps the catalogue's 4044 text.
    expect(itemStatusText({ ...item, unavailable_reason: 'game_account' }, t, 'en')).toBe(
      'error.messages.4044',
    );
    expect(failureMessageKey(new ApiError(4044))).toBe('error.messages.4044');
  });
});
