import { describe, expect, it } from 'vitest';
import { LANGUAGES, NOTIFICATION_KINDS, type HistorySubject } from '@points/contracts';
import { NOTIFICATION_STRINGS, type NotificationStrings } from './notification-strings';
import { notificationTexts } from './notification-texts';
import type { NotificationParams } from './notification-params';

/** Every string of a language, by its path (`lotteryWon.shipped`). */
const flatten = (strings: NotificationStrings): Map<string, string> =>
  new Map(
    Object.entries(strings).flatMap(([group, texts]) =>
      Object.entries(texts as Record<string, string>).map(([key, text]) => [
        `${group}.${key}`,
        text,
      ]),
    ),
  );

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** English copies are allowed only in English (and its American variant). */
const ENGLISH = new Set(['en', 'en-us']);

/** One notification of every kind and variant, as the raising code stores them. */
const SAMPLES: Array<
  { [K in keyof NotificationParams]: [K, NotificationParams[K]] }[keyof NotificationParams]
> = [
  ['points_expiring', { stage: 'week', amount: 12_345, expires_at: '2026-07-20T09:36:00.000Z' }],
  ['points_expiring', { stage: 'day', amount: 50, expires_at: '2026-07-20T09:36:00.000Z' }],
  ['lottery_result', { lottery_id: 'tour', won: true, delivery: 'shipped' }],
  ['lottery_result', { lottery_id: 'tour', won: true, delivery: 'in_game' }],
  ['lottery_result', { lottery_id: 'tour', won: false, delivery: null }],
  ['festival_draw_result', { festival_id: 'summer', drawn: true }],
  ['festival_draw_result', { festival_id: 'summer', drawn: false }],
  ['delivery_refunded', { exchange_id: '0b0f7a52-3c1e-4d1e-9a57-8f1d2f4c5b6a', amount: 1200 }],
  [
    'coupon_expiring',
    {
      player_coupon_id: '6a1d9e2b-7c3f-4b8a-9e0d-1f2a3b4c5d6e',
      expires_at: '2026-07-22T00:00:00.000Z',
    },
  ],
];

const subject = (type: string, id: string, name: string): [string, HistorySubject] => [
  `${type}:${id}`,
  { type, id, name, status: null, path: null },
];
const NAMES = new Map([
  subject('lottery', 'tour', 'STADIUM-TOUR'),
  subject('festival', 'summer', 'SUMMER-FEST'),
  subject('exchange', '0b0f7a52-3c1e-4d1e-9a57-8f1d2f4c5b6a', 'COIN-PACK'),
  subject('coupon', '6a1d9e2b-7c3f-4b8a-9e0d-1f2a3b4c5d6e', 'FREE-SHIPPING'),
]);

describe('notification texts', () => {
  const english = flatten(NOTIFICATION_STRINGS.en);

  it('has every text in all 17 languages, with the placeholders English has', () => {
    expect(Object.keys(NOTIFICATION_STRINGS).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const strings = flatten(NOTIFICATION_STRINGS[language]);
      expect([...strings.keys()], language).toEqual([...english.keys()]);
      for (const [key, text] of strings) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english.get(key)!));
      }
    }
  });

  it('is translated: no language but English copies an English text', () => {
    for (const language of LANGUAGES.filter((l) => !ENGLISH.has(l))) {
      for (const [key, text] of flatten(NOTIFICATION_STRINGS[language])) {
        expect(text, `${language} ${key} is the English text`).not.toBe(english.get(key));
      }
    }
  });

  it('renders every kind in every language, every placeholder filled', () => {
    const kinds = new Set(SAMPLES.map(([kind]) => kind));
    expect([...kinds].sort()).toEqual([...NOTIFICATION_KINDS].sort());
    for (const language of LANGUAGES) {
      for (const [kind, params] of SAMPLES) {
        const { title, body } = notificationTexts(kind, params, language, NAMES);
        const seen = `${language} ${kind} ${JSON.stringify(params)}`;
        expect(title, seen).not.toBe('');
        expect(body, seen).not.toMatch(/[{}]/);
        if (kind === 'points_expiring' || kind === 'coupon_expiring') {
          expect(body, seen).toContain('UTC');
        }
      }
    }
  });

  it('writes amounts and dates as each language does, and names in the language given', () => {
    const [week] = SAMPLES;
    const body = (language: (typeof LANGUAGES)[number]) =>
      notificationTexts(week![0], week![1], language, NAMES).body;
    expect(body('en')).toContain('12,345 points');
    expect(body('en')).toContain('20 Jul 2026 09:36 UTC');
    expect(body('de')).toContain('12.345 Punkte');
    expect(body('ja')).toContain('2026年7月20日 09:36 UTC');
    expect(body('fr')).toMatch(/12\s345 points/);
    const won = notificationTexts('lottery_result', SAMPLES[2]![1], 'ja', NAMES);
    expect(won.body).toContain('「STADIUM-TOUR」');
    const refunded = notificationTexts('delivery_refunded', SAMPLES[7]![1], 'en', NAMES);
    expect(refunded.body).toBe(
      '“COIN-PACK” could not be delivered, so 1,200 points were returned to your balance.',
    );
  });

  it('shows a notification whose facts cannot be read by its title, never failing', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const texts = notificationTexts(kind, { nonsense: true }, 'en', new Map());
      expect(texts.title).not.toBe('');
      expect(texts.body).toBe('');
    }
  });
});
