import type { PageStrings } from './page-strings';

export const en: PageStrings = {
  dir: 'ltr',
  siteName: 'Publisher account (development)',

  loginId: 'Login ID',
  password: 'Password',
  signIn: 'Sign in',
  signInHeading: 'Sign in to your publisher account',
  wrongCredentials: 'The Login ID or password is incorrect.',
  demoAccounts: 'Development provider. Demo accounts: {accounts}; password {password}.',

  newHere: 'New here?',
  createAccount: 'Create an account',
  createHeading: 'Create your publisher account',
  createIntro:
    'One account for the publisher’s games and the points site. This development provider keeps it until it restarts.',
  haveAccount: 'Already have an account?',
  nickname: 'Nickname',
  nicknameHint: 'Shown on the points site. 1 to 20 characters.',
  loginIdHint: '3 to 32 characters: lowercase letters a–z, digits, dots, hyphens and underscores.',
  passwordHint: 'At least 8 characters.',
  country: 'Country or region',
  fixFields: 'Some details need correcting. See the fields marked below.',
  nicknameInvalid: 'Enter a nickname of 1 to 20 characters.',
  loginIdInvalid:
    'Use 3 to 32 characters: lowercase letters a–z, digits, dots, hyphens and underscores.',
  loginIdTaken: 'This Login ID is already taken. Choose another one.',
  passwordTooShort: 'Use at least 8 characters.',
  countryInvalid: 'Choose a country or region from the list.',

  termsTitle: 'Points programme terms',
  termsText:
    'Hello {nickname}. To collect and spend points, please agree to the points programme terms: points are earned through campaigns, spent on items, coupons and lottery entries, expire after a period stated on the site, and have no cash value.',
  agree: 'Agree',
  notNow: 'Not now',

  errorTitle: 'Sign-in error',
  errorText: 'The sign-in could not continue. Go back to the points site and log in again.',
  errorDetail: 'Details for support: {detail}',
  expiredTitle: 'Sign-in expired',
  expiredText: 'This sign-in attempt has expired. Go back to the points site and log in again.',
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no page at this address.',
  failedTitle: 'Something went wrong',
  failedText: 'Your request could not be completed. Go back and try again.',

  signingOutTitle: 'Signing out',
  signingOutHeading: 'Signing you out',
  signingOutText: 'You are being signed out of your publisher account.',
  signOut: 'Sign out',
  signedOutTitle: 'Signed out',
  signedOutText: 'You are signed out of your publisher account.',

  linkTitle: 'Link a game app',
  linkHeading: 'Link a game app to your account',
  linkIntro:
    'In a real game you link it from the game’s settings. Here, choose a game and confirm with your publisher account.',
  gameApp: 'Game app',
  linkSubmit: 'Link this game',
  chooseGameApp: 'Choose one of the game apps listed.',
  linkDone:
    '{game} is now linked to your account. Go back to the points site, log out and log in again to see it.',

  addressTitle: 'Your shipping address',
  addressIntro:
    'Prizes are shipped to this address. Confirm the change with your publisher account.',
  familyName: 'Family name',
  givenName: 'Given name',
  postalCode: 'Postal code',
  region: 'State or region',
  city: 'City',
  street: 'Street',
  building: 'Building and room',
  phone: 'Phone',
  addressSubmit: 'Save my address',
  addressSaved:
    'Your address is saved. Go back to the points site, log out and log in again to use it there.',

  privacyTitle: 'Privacy policy',
  privacyText:
    'The publisher account keeps your nickname, country, language, contact details and the game apps linked to it, and shares with the points site only what you agreed to. This is the local development provider: no data leaves this machine.',
  termsPageText:
    'Points are earned through campaigns and spent on in-game items, coupons and lottery entries. Points expire after the period stated on the points site, cannot be transferred and have no cash value.',
  gamesStoreTitle: 'Games store',
  gamesStoreText:
    'The publisher’s games store for players in Japan aged 18 and over. This is the local stand-in: the real store sells games and in-game currency for Pitch Legends, Champion Squads and League Club Manager.',
  pointsGuideTitle: 'What are points?',
  pointsGuideText:
    'Collect points by taking part in campaigns, then exchange them for in-game items, coupons and lottery entries. Each credit shows when its points expire; the points that expire soonest are spent first.',
  shownForAccount: 'Shown for the signed-in account {account}.',
};
