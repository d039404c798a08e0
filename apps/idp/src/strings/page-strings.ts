/**
 * Every text of the provider's pages, one set per site language (strings/<language>.ts). A set
 * without one of these keys, or with a key of its own, does not typecheck; strings.test.ts checks
 * that each text is written and keeps the `{placeholders}` of the English one.
 */
export interface PageStrings {
  /** The writing direction of the language. */
  dir: 'ltr' | 'rtl';
  /** After each page's title in the browser tab. */
  siteName: string;

  // Signing in (the provider's own "Sign in"; the points site's buttons are "Log in"/"Log out").
  loginId: string;
  password: string;
  signIn: string;
  signInHeading: string;
  wrongCredentials: string;
  /** `{accounts}`: the demo Login IDs; `{password}`: their password. */
  demoAccounts: string;

  // Creating an account (prompt=create), reachable from the sign-in page too.
  newHere: string;
  createAccount: string;
  createHeading: string;
  createIntro: string;
  haveAccount: string;
  nickname: string;
  nicknameHint: string;
  loginIdHint: string;
  passwordHint: string;
  country: string;
  fixFields: string;
  nicknameInvalid: string;
  loginIdInvalid: string;
  loginIdTaken: string;
  passwordTooShort: string;
  countryInvalid: string;

  // The points programme terms, asked at sign-in and shown as a page.
  termsTitle: string;
  /** `{nickname}`: the account's nickname. */
  termsText: string;
  agree: string;
  notNow: string;

  // Errors.
  errorTitle: string;
  errorText: string;
  /** `{detail}`: the protocol's error, as the provider names it. */
  errorDetail: string;
  expiredTitle: string;
  expiredText: string;
  notFoundTitle: string;
  notFoundText: string;
  failedTitle: string;
  failedText: string;

  // Signing out.
  signingOutTitle: string;
  signingOutHeading: string;
  signingOutText: string;
  signOut: string;
  signedOutTitle: string;
  signedOutText: string;

  // Linking a game app.
  linkTitle: string;
  linkHeading: string;
  linkIntro: string;
  gameApp: string;
  linkSubmit: string;
  chooseGameApp: string;
  /** `{game}`: the game app just linked. */
  linkDone: string;

  // The shipping address.
  addressTitle: string;
  addressIntro: string;
  familyName: string;
  givenName: string;
  postalCode: string;
  region: string;
  city: string;
  street: string;
  building: string;
  phone: string;
  addressSubmit: string;
  addressSaved: string;

  // The information pages the points site links to.
  privacyTitle: string;
  privacyText: string;
  termsPageText: string;
  gamesStoreTitle: string;
  gamesStoreText: string;
  pointsGuideTitle: string;
  pointsGuideText: string;
  /** `{account}`: the account the site named (`login_hint`). */
  shownForAccount: string;
}
