import type { PageStrings } from './page-strings';

export const de: PageStrings = {
  dir: 'ltr',
  siteName: 'Publisher-Konto (Entwicklung)',

  loginId: 'Login-ID',
  password: 'Passwort',
  signIn: 'Anmelden',
  signInHeading: 'Bei deinem Publisher-Konto anmelden',
  wrongCredentials: 'Login-ID oder Passwort ist falsch.',
  demoAccounts: 'Anmeldedienst für die Entwicklung. Demokonten: {accounts}; Passwort {password}.',

  newHere: 'Neu hier?',
  createAccount: 'Konto erstellen',
  createHeading: 'Erstelle dein Publisher-Konto',
  createIntro:
    'Ein Konto für die Spiele des Publishers und die Punkteseite. Dieser Anmeldedienst für die Entwicklung speichert es bis zu seinem Neustart.',
  haveAccount: 'Du hast schon ein Konto?',
  nickname: 'Spitzname',
  nicknameHint: 'Wird auf der Punkteseite angezeigt. 1 bis 20 Zeichen.',
  loginIdHint:
    '3 bis 32 Zeichen: Kleinbuchstaben a–z, Ziffern, Punkte, Bindestriche und Unterstriche.',
  passwordHint: 'Mindestens 8 Zeichen.',
  country: 'Land oder Region',
  fixFields: 'Einige Angaben müssen korrigiert werden. Sieh dir die markierten Felder unten an.',
  nicknameInvalid: 'Gib einen Spitznamen mit 1 bis 20 Zeichen ein.',
  loginIdInvalid:
    'Verwende 3 bis 32 Zeichen: Kleinbuchstaben a–z, Ziffern, Punkte, Bindestriche und Unterstriche.',
  loginIdTaken: 'Diese Login-ID ist schon vergeben. Wähle eine andere.',
  passwordTooShort: 'Verwende mindestens 8 Zeichen.',
  countryInvalid: 'Wähle ein Land oder eine Region aus der Liste.',

  termsTitle: 'Bedingungen des Punkteprogramms',
  termsText:
    'Hallo {nickname}! Um Punkte zu sammeln und einzulösen, stimme bitte den Bedingungen des Punkteprogramms zu: Punkte sammelst du bei Aktionen und löst sie gegen Items, Gutscheine und Lose für Verlosungen ein. Sie verfallen nach einem auf der Seite angegebenen Zeitraum und haben keinen Geldwert.',
  agree: 'Zustimmen',
  notNow: 'Jetzt nicht',

  errorTitle: 'Anmeldefehler',
  errorText:
    'Die Anmeldung konnte nicht fortgesetzt werden. Geh zurück zur Punkteseite und melde dich erneut an.',
  errorDetail: 'Details für den Support: {detail}',
  expiredTitle: 'Anmeldung abgelaufen',
  expiredText:
    'Dieser Anmeldeversuch ist abgelaufen. Geh zurück zur Punkteseite und melde dich erneut an.',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText: 'Unter dieser Adresse gibt es keine Seite.',
  failedTitle: 'Etwas ist schiefgelaufen',
  failedText: 'Deine Anfrage konnte nicht abgeschlossen werden. Geh zurück und versuche es erneut.',

  signingOutTitle: 'Abmeldung',
  signingOutHeading: 'Du wirst abgemeldet',
  signingOutText: 'Du wirst von deinem Publisher-Konto abgemeldet.',
  signOut: 'Abmelden',
  signedOutTitle: 'Abgemeldet',
  signedOutText: 'Du bist von deinem Publisher-Konto abgemeldet.',

  linkTitle: 'Spiel-App verknüpfen',
  linkHeading: 'Spiel-App mit deinem Konto verknüpfen',
  linkIntro:
    'In einem echten Spiel verknüpfst du es in den Einstellungen des Spiels. Hier wählst du ein Spiel und bestätigst mit deinem Publisher-Konto.',
  gameApp: 'Spiel-App',
  linkSubmit: 'Dieses Spiel verknüpfen',
  chooseGameApp: 'Wähle eine der aufgeführten Spiel-Apps.',
  linkDone:
    '{game} ist jetzt mit deinem Konto verknüpft. Geh zurück zur Punkteseite, melde dich ab und wieder an, um es zu sehen.',

  addressTitle: 'Deine Lieferadresse',
  addressIntro:
    'Gewinne werden an diese Adresse verschickt. Bestätige die Änderung mit deinem Publisher-Konto.',
  familyName: 'Nachname',
  givenName: 'Vorname',
  postalCode: 'Postleitzahl',
  region: 'Bundesland oder Region',
  city: 'Ort',
  street: 'Straße',
  building: 'Gebäude und Wohnung',
  phone: 'Telefon',
  addressSubmit: 'Adresse speichern',
  addressSaved:
    'Deine Adresse ist gespeichert. Geh zurück zur Punkteseite, melde dich ab und wieder an, um sie dort zu verwenden.',

  privacyTitle: 'Datenschutzerklärung',
  privacyText:
    'Das Publisher-Konto speichert deinen Spitznamen, dein Land, deine Sprache, deine Kontaktdaten und die verknüpften Spiel-Apps und gibt an die Punkteseite nur weiter, was du erlaubt hast. Dies ist der lokale Anmeldedienst für die Entwicklung: Keine Daten verlassen diesen Rechner.',
  termsPageText:
    'Punkte sammelst du bei Aktionen und löst sie gegen In-Game-Items, Gutscheine und Lose für Verlosungen ein. Punkte verfallen nach dem auf der Punkteseite angegebenen Zeitraum, sind nicht übertragbar und haben keinen Geldwert.',
  gamesStoreTitle: 'Spiele-Shop',
  gamesStoreText:
    'Der Spiele-Shop des Publishers für Spieler in Japan ab 18 Jahren. Dies ist der lokale Platzhalter: Der echte Shop verkauft Spiele und Spielwährung für Pitch Legends, Champion Squads und League Club Manager.',
  pointsGuideTitle: 'Was sind Punkte?',
  pointsGuideText:
    'Sammle Punkte, indem du an Aktionen teilnimmst, und löse sie gegen In-Game-Items, Gutscheine und Lose für Verlosungen ein. Bei jeder Gutschrift steht, wann ihre Punkte verfallen; die Punkte, die zuerst verfallen, werden zuerst eingelöst.',
  shownForAccount: 'Angezeigt für das angemeldete Konto {account}.',
};
