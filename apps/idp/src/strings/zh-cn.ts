import type { PageStrings } from './page-strings';

export const zhCn: PageStrings = {
  dir: 'ltr',
  siteName: '发行商账号（开发用）',

  loginId: '登录 ID',
  password: '密码',
  signIn: '登录',
  signInHeading: '登录您的发行商账号',
  wrongCredentials: '登录 ID 或密码不正确。',
  demoAccounts: '开发用登录服务。演示账号：{accounts}；密码：{password}。',

  newHere: '第一次使用？',
  createAccount: '创建账号',
  createHeading: '创建您的发行商账号',
  createIntro:
    '一个账号即可畅玩发行商的游戏并使用积分网站。此开发用登录服务会保存账号，直到重启为止。',
  haveAccount: '已有账号？',
  nickname: '昵称',
  nicknameHint: '显示在积分网站上。1 至 20 个字符。',
  loginIdHint: '3 至 32 个字符：小写英文字母 a–z、数字、句点、连字符和下划线。',
  passwordHint: '至少 8 个字符。',
  country: '国家或地区',
  fixFields: '部分信息需要修改，请查看下方标出的字段。',
  nicknameInvalid: '请输入 1 至 20 个字符的昵称。',
  loginIdInvalid: '请使用 3 至 32 个字符：小写英文字母 a–z、数字、句点、连字符和下划线。',
  loginIdTaken: '此登录 ID 已被使用，请换一个。',
  passwordTooShort: '请至少使用 8 个字符。',
  countryInvalid: '请从列表中选择国家或地区。',

  termsTitle: '积分计划条款',
  termsText:
    '{nickname}，您好。如需赚取和使用积分，请同意积分计划条款：积分可通过活动获得，可用于兑换道具、优惠券和抽奖机会，将在网站注明的期限后失效，且不具有现金价值。',
  agree: '同意',
  notNow: '暂不同意',

  errorTitle: '登录错误',
  errorText: '无法继续登录。请返回积分网站并重新登录。',
  errorDetail: '供客服参考的详细信息：{detail}',
  expiredTitle: '登录已过期',
  expiredText: '本次登录已过期。请返回积分网站并重新登录。',
  notFoundTitle: '找不到页面',
  notFoundText: '此地址没有页面。',
  failedTitle: '出错了',
  failedText: '无法完成您的请求。请返回上一页重试。',

  signingOutTitle: '正在退出登录',
  signingOutHeading: '正在为您退出登录',
  signingOutText: '正在退出您的发行商账号。',
  signOut: '退出登录',
  signedOutTitle: '已退出登录',
  signedOutText: '您已退出发行商账号。',

  linkTitle: '绑定游戏应用',
  linkHeading: '将游戏应用绑定到您的账号',
  linkIntro: '在实际游戏中，请在游戏设置中绑定。在这里，请选择游戏并用您的发行商账号确认。',
  gameApp: '游戏应用',
  linkSubmit: '绑定此游戏',
  chooseGameApp: '请从列表中选择一个游戏应用。',
  linkDone: '{game} 已绑定到您的账号。请返回积分网站，退出登录后重新登录即可看到。',

  addressTitle: '您的收货地址',
  addressIntro: '奖品将寄送到此地址。请用您的发行商账号确认修改。',
  familyName: '姓',
  givenName: '名',
  postalCode: '邮政编码',
  region: '省份/地区',
  city: '城市',
  street: '街道地址',
  building: '楼栋及门牌号',
  phone: '电话',
  addressSubmit: '保存我的地址',
  addressSaved: '您的地址已保存。请返回积分网站，退出登录后重新登录，即可在网站上使用。',

  privacyTitle: '隐私政策',
  privacyText:
    '发行商账号会保存您的昵称、国家、语言、联系方式以及已绑定的游戏应用，并且只向积分网站提供您同意的信息。这是本地开发用登录服务：数据不会离开这台计算机。',
  termsPageText:
    '积分可通过活动获得，用于兑换游戏内道具、优惠券和抽奖机会。积分将在积分网站注明的期限后失效，不可转让，且不具有现金价值。',
  gamesStoreTitle: '游戏商店',
  gamesStoreText:
    '发行商面向居住在日本、年满 18 岁玩家的游戏商店。这是本地替代页面：实际商店出售 Pitch Legends、Champion Squads 和 League Club Manager 的游戏及游戏货币。',
  pointsGuideTitle: '什么是积分？',
  pointsGuideText:
    '参与活动赚取积分，然后兑换游戏内道具、优惠券和抽奖机会。每笔积分都会标明失效时间；最早失效的积分会优先使用。',
  shownForAccount: '当前显示的是已登录账号 {account} 的内容。',
};
