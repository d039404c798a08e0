import type { HistorySubject, Language, NotificationKind } from '@points/contracts';
import { formatDateTime, formatNumber } from '../texts/dates';
import { NOTIFICATION_PARAMS, type NotificationParams } from './notification-params';
import { NOTIFICATION_STRINGS, type NotificationStrings } from './notification-strings';

/** A notification's texts in one language. */
export interface NotificationTexts {
  title: string;
  body: string;
}

/** Fills `{name}` placeholders; one without a value is left as it is. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The name of each kind's subject, as a points-history reference (`lottery:…`, `exchange:…`). */
const SUBJECT: {
  [Kind in NotificationKind]: (params: NotificationParams[Kind]) => string | null;
} = {
  points_expiring: () => null,
  lottery_result: (params) => `lottery:${params.lottery_id}`,
  festival_draw_result: (params) => `festival:${params.festival_id}`,
  delivery_refunded: (params) => `exchange:${params.exchange_id}`,
  coupon_expiring: (params) => `coupon:${params.player_coupon_id}`,
};

/** Each kind's texts from its facts, the subject's name and the language's strings. */
const TEXTS: {
  [Kind in NotificationKind]: (
    params: NotificationParams[Kind],
    name: string,
    strings: NotificationStrings,
    language: Language,
  ) => NotificationTexts;
} = {
  points_expiring: (params, _name, { pointsExpiring }, language) => ({
    title: pointsExpiring.title,
    body: fill(pointsExpiring[params.stage], {
      amount: formatNumber(params.amount, language),
      date: formatDateTime(new Date(params.expires_at), language),
    }),
  }),
  lottery_result: (params, lottery, { lotteryWon, lotteryLost }) =>
    params.won
      ? {
          title: lotteryWon.title,
          body: fill(params.delivery === 'in_game' ? lotteryWon.inGame : lotteryWon.shipped, {
            lottery,
          }),
        }
      : { title: lotteryLost.title, body: fill(lotteryLost.body, { lottery }) },
  festival_draw_result: (params, festival, { festivalDrawn, festivalNotDrawn }) => {
    const strings = params.drawn ? festivalDrawn : festivalNotDrawn;
    return { title: strings.title, body: fill(strings.body, { festival }) };
  },
  delivery_refunded: (params, item, { deliveryRefunded }, language) => ({
    title: deliveryRefunded.title,
    body: fill(deliveryRefunded.body, { item, amount: formatNumber(params.amount, language) }),
  }),
  coupon_expiring: (params, coupon, { couponExpiring }, language) => ({
    title: couponExpiring.title,
    body: fill(couponExpiring.body, {
      coupon,
      date: formatDateTime(new Date(params.expires_at), language),
    }),
  }),
};

/** Each kind's title when its stored facts cannot be read (written by hand, or by another version). */
const PLAIN_TITLE: Record<NotificationKind, (strings: NotificationStrings) => string> = {
  points_expiring: (s) => s.pointsExpiring.title,
  lottery_result: (s) => s.lotteryLost.title,
  festival_draw_result: (s) => s.festivalNotDrawn.title,
  delivery_refunded: (s) => s.deliveryRefunded.title,
  coupon_expiring: (s) => s.couponExpiring.title,
};

/** The facts of a stored notification, or null when they do not match its kind. */
function paramsOf<Kind extends NotificationKind>(
  kind: Kind,
  params: unknown,
): NotificationParams[Kind] | null {
  const parsed = NOTIFICATION_PARAMS[kind].safeParse(params);
  return parsed.success ? (parsed.data as NotificationParams[Kind]) : null;
}

/**
 * The reference whose name a notification's texts need (`lottery:signed-ball`), resolved by the
 * features' own resolvers (the points history's registry), or null when it names nothing.
 */
export function subjectOf(kind: NotificationKind, params: unknown): string | null {
  const read = paramsOf(kind, params);
  return read ? (SUBJECT[kind] as (p: typeof read) => string | null)(read) : null;
}

/**
 * A notification's title and body in `language`: its facts written as the language writes
 * amounts and dates (UTC), and its subject by the name `names` gives it (the id when none).
 */
export function notificationTexts(
  kind: NotificationKind,
  params: unknown,
  language: Language,
  names: ReadonlyMap<string, HistorySubject>,
): NotificationTexts {
  const strings = NOTIFICATION_STRINGS[language];
  const read = paramsOf(kind, params);
  if (!read) return { title: PLAIN_TITLE[kind](strings), body: '' };
  const subject = (SUBJECT[kind] as (p: typeof read) => string | null)(read);
  const name = subject ? (names.get(subject)?.name ?? subject.slice(subject.indexOf(':') + 1)) : '';
  return (TEXTS[kind] as (...args: unknown[]) => NotificationTexts)(read, name, strings, language);
}
