import type { PageStrings } from './page-strings';

export const ja: PageStrings = {
  dir: 'ltr',
  siteName: 'パブリッシャーアカウント（開発用）',

  loginId: 'ログインID',
  password: 'パスワード',
  signIn: 'ログイン',
  signInHeading: 'パブリッシャーアカウントにログイン',
  wrongCredentials: 'ログインIDまたはパスワードが正しくありません。',
  demoAccounts:
    '開発用のログインサービスです。デモアカウント：{accounts}（パスワードは {password}）',

  newHere: '初めてご利用の方',
  createAccount: 'アカウントを作成',
  createHeading: 'パブリッシャーアカウントを作成',
  createIntro:
    'パブリッシャーのゲームとポイントサイトで共通して使えるアカウントです。この開発用のログインサービスでは、再起動するまで保存されます。',
  haveAccount: 'アカウントをお持ちの方',
  nickname: 'ニックネーム',
  nicknameHint: 'ポイントサイトに表示されます。1～20文字。',
  loginIdHint:
    '3～32文字。半角英小文字（a～z）、数字、ドット、ハイフン、アンダースコアが使えます。',
  passwordHint: '8文字以上。',
  country: '国・地域',
  fixFields: '入力内容に修正が必要な項目があります。下の印の付いた項目を確認してください。',
  nicknameInvalid: 'ニックネームは1～20文字で入力してください。',
  loginIdInvalid:
    '3～32文字の半角英小文字（a～z）、数字、ドット、ハイフン、アンダースコアで入力してください。',
  loginIdTaken: 'このログインIDはすでに使われています。別のIDを入力してください。',
  passwordTooShort: '8文字以上で入力してください。',
  countryInvalid: '一覧から国・地域を選んでください。',

  termsTitle: 'ポイントプログラム利用規約',
  termsText:
    '{nickname}さん、こんにちは。ポイントを貯めて使うには、ポイントプログラム利用規約への同意が必要です。ポイントはキャンペーンで貯まり、アイテムやクーポン、抽選への応募に使えます。ポイントにはサイトに記載の有効期限があり、換金はできません。',
  agree: '同意する',
  notNow: '今はしない',

  errorTitle: 'ログインエラー',
  errorText:
    'ログインを続けられませんでした。ポイントサイトに戻って、もう一度ログインしてください。',
  errorDetail: 'サポート用の詳細：{detail}',
  expiredTitle: 'ログインの有効期限切れ',
  expiredText:
    'このログインの有効期限が切れました。ポイントサイトに戻って、もう一度ログインしてください。',
  notFoundTitle: 'ページが見つかりません',
  notFoundText: 'このアドレスにはページがありません。',
  failedTitle: 'エラーが発生しました',
  failedText: 'リクエストを完了できませんでした。前のページに戻って、もう一度お試しください。',

  signingOutTitle: 'ログアウト中',
  signingOutHeading: 'ログアウトしています',
  signingOutText: 'パブリッシャーアカウントからログアウトしています。',
  signOut: 'ログアウト',
  signedOutTitle: 'ログアウトしました',
  signedOutText: 'パブリッシャーアカウントからログアウトしました。',

  linkTitle: 'ゲームアプリ連携',
  linkHeading: 'ゲームアプリをアカウントに連携',
  linkIntro:
    '実際のゲームでは、ゲームの設定画面から連携します。ここでは、ゲームを選んでパブリッシャーアカウントで確認してください。',
  gameApp: 'ゲームアプリ',
  linkSubmit: 'このゲームを連携する',
  chooseGameApp: '一覧からゲームアプリを選んでください。',
  linkDone:
    '{game}をアカウントに連携しました。ポイントサイトに戻り、ログアウトしてからもう一度ログインすると表示されます。',

  addressTitle: '配送先住所',
  addressIntro: '賞品はこの住所に配送されます。変更はパブリッシャーアカウントで確認してください。',
  familyName: '姓',
  givenName: '名',
  postalCode: '郵便番号',
  region: '都道府県',
  city: '市区町村',
  street: '番地',
  building: '建物名・部屋番号',
  phone: '電話番号',
  addressSubmit: '住所を保存する',
  addressSaved:
    '住所を保存しました。ポイントサイトに戻り、ログアウトしてからもう一度ログインすると、サイトで使えるようになります。',

  privacyTitle: 'プライバシーポリシー',
  privacyText:
    'パブリッシャーアカウントには、ニックネーム、国、言語、連絡先と、連携したゲームアプリが保存されます。ポイントサイトには、同意いただいた情報だけを提供します。これはローカルの開発用のログインサービスのため、データがこのマシンの外に出ることはありません。',
  termsPageText:
    'ポイントはキャンペーンで貯まり、ゲーム内アイテム、クーポン、抽選への応募に使えます。ポイントはポイントサイトに記載の期間を過ぎると失効し、譲渡や換金はできません。',
  gamesStoreTitle: 'ゲームストア',
  gamesStoreText:
    '日本にお住まいの18歳以上のプレイヤー向けの、パブリッシャーのゲームストアです。これはローカルの代替ページです。実際のストアでは、Pitch Legends、Champion Squads、League Club Managerのゲームとゲーム内通貨を販売しています。',
  pointsGuideTitle: 'ポイントとは？',
  pointsGuideText:
    'キャンペーンに参加してポイントを貯め、ゲーム内アイテム、クーポン、抽選への応募と交換できます。付与されたポイントごとに有効期限が表示され、期限の近いポイントから先に使われます。',
  shownForAccount: 'ログイン中のアカウント {account} の内容を表示しています。',
};
