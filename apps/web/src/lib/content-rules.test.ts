import { describe, expect, it } from 'vitest';
import {
  cardTitle,
  isNew,
  storePromotion,
  thumbnailFor,
  type StorePromotionInput,
} from './content-rules';

describe('content cards', () => {
  const start = '2026-11-20T12:00:00.000Z';
  const at = (ms: number) => Date.parse(start) + ms;

  it('marks NEW for exactly 3 days (259200000 ms) from the start date', () => {
    expect(isNew(start, at(0))).toBe(true);
    expect(isNew(start, at(259_199_999))).toBe(true);
    expect(isNew(start, at(259_200_000))).toBe(false);
    expect(isNew(start, at(-1))).toBe(false);
  });

  it('chooses the Japanese thumbnail in Japanese, the English one otherwise, else none', () => {
    expect(thumbnailFor('ja', '/ja.svg', '/en.svg')).toBe('/ja.svg');
    expect(thumbnailFor('fr', '/ja.svg', '/en.svg')).toBe('/en.svg');
    expect(thumbnailFor('en', '/ja.svg', null)).toBeNull();
    expect(thumbnailFor('ja', null, '/en.svg')).toBeNull();
  });

  it('replaces the collectible game’s Japanese name only in a Japanese title shown in another language', () => {
    const japanese = { language_id: 'ja' as const, title: 'チャンピオン・スクワッド コラボ開催' };
    expect(cardTitle(japanese, 'fr', 'Champion Squads')).toBe('Champion Squads コラボ開催');
    expect(cardTitle(japanese, 'ja', 'Champion Squads')).toBe(japanese.title);
    const english = { language_id: 'en' as const, title: 'チャンピオン・スクワッド in English?' };
    expect(cardTitle(english, 'fr', 'Champion Squads')).toBe(english.title);
  });
});

describe('store promotion rule table', () => {
  const base: StorePromotionInput = {
    signedIn: true,
    country: 'jp',
    globalFlag: 0,
    contentIds: ['efm', 'efs', 'efcs', 'jcc'],
    sameCountry: 1,
  };
  const rows: Array<[string, Partial<StorePromotionInput>, ReturnType<typeof storePromotion>]> = [
    ['visitor', { signedIn: false }, { show: false }],
    ['account country not the game country', { sameCountry: 0 }, { show: false }],
    ['country not in the list', { country: 'fr' }, { show: false }],
    [
      'country not in the list, special-global: the store’s own link (/general serves Japan only)',
      { country: 'fr', globalFlag: 1, contentIds: ['jcc'] },
      { show: true, message: 'webStore', buttons: [] },
    ],
    [
      'a listed country outside the store’s: no button to a page that would refuse them',
      { country: 'us' },
      { show: true, message: 'webStore', buttons: [] },
    ],
    [
      'Japan: its message, one button per game (efm and efs are one game)',
      {},
      {
        show: true,
        message: 'jpHk',
        buttons: [
          {
            game: 'efootball',
            to: '/general?utm_source=points&utm_medium=home&utm_campaign=points_home_efootball',
          },
          {
            game: 'efcs',
            to: '/general?utm_source=points&utm_medium=home&utm_campaign=points_home_efcs',
          },
          {
            game: 'jcc',
            to: '/general?utm_source=points&utm_medium=home&utm_campaign=points_home_jcc',
          },
        ],
      },
    ],
    [
      'Hong Kong: the Japan message',
      { country: 'HK', contentIds: [] },
      { show: true, message: 'jpHk', buttons: [] },
    ],
    [
      'a listed country: the web-store message; no games: the external link',
      { country: 'br', contentIds: [] },
      { show: true, message: 'webStore', buttons: [] },
    ],
    [
      'unknown content ids give no button',
      { country: 'us', contentIds: ['zzz'] },
      { show: true, message: 'webStore', buttons: [] },
    ],
  ];
  for (const [name, change, expected] of rows) {
    it(name, () => {
      expect(storePromotion({ ...base, ...change })).toEqual(expected);
    });
  }
  it('covers every listed country', () => {
    for (const country of ['jp', 'us', 'hk', 'id', 'th', 'tr', 'kr', 'br', 'my']) {
      expect(storePromotion({ ...base, country }).show, country).toBe(true);
    }
  });
});
