import type { PageStrings } from './page-strings';

export const ko: PageStrings = {
  dir: 'ltr',
  siteName: '퍼블리셔 계정(개발용)',

  loginId: '로그인 ID',
  password: '비밀번호',
  signIn: '로그인',
  signInHeading: '퍼블리셔 계정에 로그인',
  wrongCredentials: '로그인 ID 또는 비밀번호가 올바르지 않아요.',
  demoAccounts: '개발용 로그인 서비스예요. 데모 계정: {accounts}, 비밀번호 {password}.',

  newHere: '처음이신가요?',
  createAccount: '계정 만들기',
  createHeading: '퍼블리셔 계정 만들기',
  createIntro:
    '퍼블리셔의 게임과 포인트 사이트에서 함께 쓰는 계정이에요. 이 개발용 로그인 서비스는 다시 시작할 때까지만 계정을 보관해요.',
  haveAccount: '이미 계정이 있나요?',
  nickname: '닉네임',
  nicknameHint: '포인트 사이트에 표시돼요. 1~20자.',
  loginIdHint: '3~32자: 영문 소문자 a–z, 숫자, 마침표, 하이픈, 밑줄을 쓸 수 있어요.',
  passwordHint: '8자 이상.',
  country: '국가 또는 지역',
  fixFields: '고쳐야 할 정보가 있어요. 아래 표시된 항목을 확인해 주세요.',
  nicknameInvalid: '닉네임을 1~20자로 입력해 주세요.',
  loginIdInvalid: '영문 소문자 a–z, 숫자, 마침표, 하이픈, 밑줄로 3~32자를 입력해 주세요.',
  loginIdTaken: '이미 사용 중인 로그인 ID예요. 다른 ID를 입력해 주세요.',
  passwordTooShort: '8자 이상 입력해 주세요.',
  countryInvalid: '목록에서 국가 또는 지역을 선택해 주세요.',

  termsTitle: '포인트 프로그램 약관',
  termsText:
    '{nickname}님, 안녕하세요. 포인트를 모으고 사용하려면 포인트 프로그램 약관에 동의해 주세요. 포인트는 캠페인에서 모을 수 있고 아이템, 쿠폰, 추첨 응모에 사용할 수 있어요. 사이트에 안내된 기간이 지나면 소멸되며 현금 가치는 없어요.',
  agree: '동의',
  notNow: '나중에',

  errorTitle: '로그인 오류',
  errorText: '로그인을 계속할 수 없어요. 포인트 사이트로 돌아가 다시 로그인해 주세요.',
  errorDetail: '고객 지원용 상세 정보: {detail}',
  expiredTitle: '로그인 시간 만료',
  expiredText: '이 로그인 시도는 시간이 만료되었어요. 포인트 사이트로 돌아가 다시 로그인해 주세요.',
  notFoundTitle: '페이지를 찾을 수 없어요',
  notFoundText: '이 주소에는 페이지가 없어요.',
  failedTitle: '문제가 발생했어요',
  failedText: '요청을 완료할 수 없었어요. 이전 페이지로 돌아가 다시 시도해 주세요.',

  signingOutTitle: '로그아웃 중',
  signingOutHeading: '로그아웃하는 중',
  signingOutText: '퍼블리셔 계정에서 로그아웃하고 있어요.',
  signOut: '로그아웃',
  signedOutTitle: '로그아웃 완료',
  signedOutText: '퍼블리셔 계정에서 로그아웃했어요.',

  linkTitle: '게임 앱 연동',
  linkHeading: '계정에 게임 앱 연동하기',
  linkIntro:
    '실제 게임에서는 게임 설정에서 연동해요. 여기서는 게임을 선택하고 퍼블리셔 계정으로 확인해 주세요.',
  gameApp: '게임 앱',
  linkSubmit: '이 게임 연동하기',
  chooseGameApp: '목록에 있는 게임 앱 중 하나를 선택해 주세요.',
  linkDone:
    '{game} 앱이 계정에 연동되었어요. 포인트 사이트로 돌아가 로그아웃한 뒤 다시 로그인하면 확인할 수 있어요.',

  addressTitle: '배송 주소',
  addressIntro: '경품은 이 주소로 배송돼요. 변경 내용을 퍼블리셔 계정으로 확인해 주세요.',
  familyName: '성',
  givenName: '이름',
  postalCode: '우편번호',
  region: '시/도',
  city: '시/군/구',
  street: '도로명 주소',
  building: '상세 주소',
  phone: '전화번호',
  addressSubmit: '주소 저장',
  addressSaved:
    '주소를 저장했어요. 포인트 사이트로 돌아가 로그아웃한 뒤 다시 로그인하면 사이트에서 사용할 수 있어요.',

  privacyTitle: '개인정보 처리방침',
  privacyText:
    '퍼블리셔 계정은 닉네임, 국가, 언어, 연락처와 연동된 게임 앱을 보관하며, 동의한 정보만 포인트 사이트와 공유해요. 이곳은 로컬 개발용 로그인 서비스로, 데이터가 이 컴퓨터 밖으로 나가지 않아요.',
  termsPageText:
    '포인트는 캠페인에서 모을 수 있고 게임 아이템, 쿠폰, 추첨 응모에 사용할 수 있어요. 포인트는 포인트 사이트에 안내된 기간이 지나면 소멸되며, 양도할 수 없고 현금 가치가 없어요.',
  gamesStoreTitle: '게임 스토어',
  gamesStoreText:
    '일본에 거주하는 18세 이상 플레이어를 위한 퍼블리셔의 게임 스토어예요. 이 페이지는 로컬 대체 페이지이며, 실제 스토어에서는 Pitch Legends, Champion Squads, League Club Manager의 게임과 게임 재화를 판매해요.',
  pointsGuideTitle: '포인트란?',
  pointsGuideText:
    '캠페인에 참여해 포인트를 모으고 게임 아이템, 쿠폰, 추첨 응모로 교환하세요. 적립 내역마다 포인트 소멸일이 표시되며, 소멸일이 가까운 포인트부터 먼저 사용돼요.',
  shownForAccount: '로그인한 계정 {account} 기준으로 표시하고 있어요.',
};
