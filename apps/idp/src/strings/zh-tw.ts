import type { PageStrings } from './page-strings';

export const zhTw: PageStrings = {
  dir: 'ltr',
  siteName: '發行商帳號（開發用）',

  loginId: '登入 ID',
  password: '密碼',
  signIn: '登入',
  signInHeading: '登入您的發行商帳號',
  wrongCredentials: '登入 ID 或密碼不正確。',
  demoAccounts: '開發用登入服務。示範帳號：{accounts}；密碼：{password}。',

  newHere: '第一次使用嗎？',
  createAccount: '建立帳號',
  createHeading: '建立您的發行商帳號',
  createIntro:
    '一個帳號即可使用發行商的遊戲與點數網站。此開發用登入服務會保存帳號，直到重新啟動為止。',
  haveAccount: '已經有帳號了嗎？',
  nickname: '暱稱',
  nicknameHint: '顯示於點數網站。1 至 20 個字元。',
  loginIdHint: '3 至 32 個字元：小寫英文字母 a–z、數字、句點、連字號及底線。',
  passwordHint: '至少 8 個字元。',
  country: '國家或地區',
  fixFields: '部分資料需要修正，請查看下方標示的欄位。',
  nicknameInvalid: '請輸入 1 至 20 個字元的暱稱。',
  loginIdInvalid: '請使用 3 至 32 個字元：小寫英文字母 a–z、數字、句點、連字號及底線。',
  loginIdTaken: '此登入 ID 已有人使用，請選擇其他 ID。',
  passwordTooShort: '請使用至少 8 個字元。',
  countryInvalid: '請從清單中選擇國家或地區。',

  termsTitle: '點數計畫條款',
  termsText:
    '{nickname} 您好。如要累積及使用點數，請同意點數計畫條款：點數可透過活動取得，可用於兌換道具、優惠券及抽獎機會，並於網站上所載期限後失效，且不具現金價值。',
  agree: '同意',
  notNow: '暫時不要',

  errorTitle: '登入錯誤',
  errorText: '無法繼續登入。請返回點數網站並重新登入。',
  errorDetail: '提供給客服的詳細資訊：{detail}',
  expiredTitle: '登入已逾時',
  expiredText: '此次登入已逾時。請返回點數網站並重新登入。',
  notFoundTitle: '找不到頁面',
  notFoundText: '此網址沒有頁面。',
  failedTitle: '發生錯誤',
  failedText: '無法完成您的要求。請返回上一頁再試一次。',

  signingOutTitle: '正在登出',
  signingOutHeading: '正在為您登出',
  signingOutText: '正在登出您的發行商帳號。',
  signOut: '登出',
  signedOutTitle: '已登出',
  signedOutText: '您已登出發行商帳號。',

  linkTitle: '連結遊戲 App',
  linkHeading: '將遊戲 App 連結至您的帳號',
  linkIntro: '在實際遊戲中，請從遊戲的設定進行連結。在這裡，請選擇遊戲並以您的發行商帳號確認。',
  gameApp: '遊戲 App',
  linkSubmit: '連結此遊戲',
  chooseGameApp: '請從清單中選擇一個遊戲 App。',
  linkDone: '{game} 已連結至您的帳號。請返回點數網站，登出後重新登入即可看到。',

  addressTitle: '您的寄送地址',
  addressIntro: '獎品將寄送至此地址。請以您的發行商帳號確認變更。',
  familyName: '姓',
  givenName: '名',
  postalCode: '郵遞區號',
  region: '縣市',
  city: '鄉鎮市區',
  street: '街道地址',
  building: '大樓名稱及樓層',
  phone: '電話',
  addressSubmit: '儲存我的地址',
  addressSaved: '已儲存您的地址。請返回點數網站，登出後重新登入，即可在網站上使用。',

  privacyTitle: '隱私權政策',
  privacyText:
    '發行商帳號會保存您的暱稱、國家、語言、聯絡資料及已連結的遊戲 App，且只會將您同意的資料提供給點數網站。這是本機的開發用登入服務：資料不會離開這台電腦。',
  termsPageText:
    '點數可透過活動取得，用於兌換遊戲內道具、優惠券及抽獎機會。點數將於點數網站上所載期限後失效，不得轉讓，且不具現金價值。',
  gamesStoreTitle: '遊戲商店',
  gamesStoreText:
    '發行商為居住在日本、年滿 18 歲的玩家提供的遊戲商店。這是本機的替代頁面：實際商店販售 Pitch Legends、Champion Squads 及 League Club Manager 的遊戲與遊戲貨幣。',
  pointsGuideTitle: '什麼是點數？',
  pointsGuideText:
    '參加活動累積點數，即可兌換遊戲內道具、優惠券及抽獎機會。每筆點數都會標示失效日期；最早失效的點數會優先使用。',
  shownForAccount: '目前顯示的是已登入帳號 {account} 的內容。',
};
