/** The maintenance switch's texts, in English and Japanese. */
export const strings = {
  en: {
    nav: 'Maintenance',
    title: 'Maintenance mode',
    lead: 'While maintenance is on, every page of the player site shows the maintenance page. Every API node follows a change within {{seconds}} s; browsers see it on their next page load within {{browserSeconds}} s more.',
    stateOn: 'Maintenance is ON: players see the maintenance page.',
    stateOff: 'Maintenance is off: the site is open to players.',
    forced:
      'MAINTENANCE=true is set in a node’s environment: the site stays in maintenance whatever this switch says.',
    changed: 'Last changed {{at}} by {{by}}.',
    turnOn: 'Turn maintenance on',
    turnOff: 'Turn maintenance off',
    confirmOn: 'Players will see the maintenance page within seconds. Turn maintenance on?',
    confirmOff: 'The site opens to players again. Turn maintenance off?',
    adminOnly: 'Only an admin can switch maintenance.',
    done: 'Maintenance switched.',
    reasonError: 'Give a reason of at least 3 characters.',
  },
  ja: {
    nav: 'メンテナンス',
    title: 'メンテナンスモード',
    lead: 'メンテナンス中は、プレイヤー向けサイトのすべてのページにメンテナンスページが表示されます。変更は {{seconds}} 秒以内にすべての API ノードに反映され、ブラウザーにはさらに {{browserSeconds}} 秒以内の次のページ読み込みで反映されます。',
    stateOn: 'メンテナンス中です。プレイヤーにはメンテナンスページが表示されています。',
    stateOff: 'メンテナンスはオフです。サイトはプレイヤーに公開されています。',
    forced:
      'ノードの環境変数で MAINTENANCE=true が設定されているため、このスイッチに関わらずサイトはメンテナンス中のままです。',
    changed: '最終変更：{{at}}（{{by}}）',
    turnOn: 'メンテナンスを開始する',
    turnOff: 'メンテナンスを終了する',
    confirmOn:
      '数秒以内にプレイヤーにメンテナンスページが表示されます。メンテナンスを開始しますか？',
    confirmOff: 'サイトを再びプレイヤーに公開します。メンテナンスを終了しますか？',
    adminOnly: 'メンテナンスの切り替えは管理者のみ行えます。',
    done: 'メンテナンスを切り替えました。',
    reasonError: '理由を 3 文字以上で入力してください。',
  },
} as const;
