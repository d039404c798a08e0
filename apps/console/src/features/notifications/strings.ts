/** The notification counts page's texts, in English and Japanese. */
export const strings = {
  en: {
    nav: 'Notifications',
    title: 'Notifications sent',
    lead: 'How many notifications players were sent, per UTC day, kind and channel. A notification counts on the day it showed to the player.',
    filters: 'Days to count',
    from: 'From (UTC day)',
    to: 'To (UTC day)',
    rangeHint: 'Up to {{max}} days, both days included. Without dates: the last {{days}} days.',
    badRange:
      'Choose a first day no later than the last, at most {{max}} days apart, between 2000 and 2100.',
    caption: 'Notifications per UTC day from {{from}} to {{to}}, newest first',
    columns: { day: 'Day (UTC)', channel: 'Channel', total: 'All kinds' },
    allDays: 'All these days',
  },
  ja: {
    nav: '通知',
    title: '送信した通知',
    lead: 'プレイヤーに送った通知の件数を、UTC の日付・種類・送信経路ごとに表示します。通知はプレイヤーに表示された日に数えます。',
    filters: '集計する期間',
    from: '開始日（UTC）',
    to: '終了日（UTC）',
    rangeHint:
      '最長 {{max}} 日間で、開始日と終了日を含みます。日付を指定しない場合は直近 {{days}} 日間です。',
    badRange:
      '開始日は終了日以前とし、期間は {{max}} 日以内、日付は 2000 年から 2100 年までで指定してください。',
    caption: 'UTC の日付ごとの通知件数（{{from}}〜{{to}}、新しい順）',
    columns: { day: '日付（UTC）', channel: '送信経路', total: 'すべての種類' },
    allDays: '期間の合計',
  },
} as const;
