import type { PageStrings } from './page-strings';

export const it: PageStrings = {
  dir: 'ltr',
  siteName: 'Account dell’editore (sviluppo)',

  loginId: 'ID di accesso',
  password: 'Password',
  signIn: 'Accedi',
  signInHeading: 'Accedi al tuo account dell’editore',
  wrongCredentials: 'L’ID di accesso o la password non sono corretti.',
  demoAccounts:
    'Servizio di accesso per lo sviluppo. Account demo: {accounts}; password {password}.',

  newHere: 'Prima volta qui?',
  createAccount: 'Crea un account',
  createHeading: 'Crea il tuo account dell’editore',
  createIntro:
    'Un solo account per i giochi dell’editore e il sito dei punti. Questo servizio di accesso per lo sviluppo lo conserva fino al riavvio.',
  haveAccount: 'Hai già un account?',
  nickname: 'Nickname',
  nicknameHint: 'Mostrato sul sito dei punti. Da 1 a 20 caratteri.',
  loginIdHint:
    'Da 3 a 32 caratteri: lettere minuscole a–z, cifre, punti, trattini e trattini bassi.',
  passwordHint: 'Almeno 8 caratteri.',
  country: 'Paese o area geografica',
  fixFields: 'Alcuni dati vanno corretti. Controlla i campi segnalati qui sotto.',
  nicknameInvalid: 'Inserisci un nickname da 1 a 20 caratteri.',
  loginIdInvalid:
    'Usa da 3 a 32 caratteri: lettere minuscole a–z, cifre, punti, trattini e trattini bassi.',
  loginIdTaken: 'Questo ID di accesso è già in uso. Scegline un altro.',
  passwordTooShort: 'Usa almeno 8 caratteri.',
  countryInvalid: 'Scegli un paese o un’area geografica dall’elenco.',

  termsTitle: 'Termini del programma punti',
  termsText:
    'Ciao {nickname}. Per raccogliere e spendere punti, accetta i termini del programma punti: i punti si ottengono con le campagne, si spendono per oggetti, coupon e partecipazioni alle estrazioni a premi, scadono dopo un periodo indicato sul sito e non hanno valore in denaro.',
  agree: 'Accetto',
  notNow: 'Non ora',

  errorTitle: 'Errore di accesso',
  errorText:
    'Non è stato possibile proseguire con l’accesso. Torna al sito dei punti e accedi di nuovo.',
  errorDetail: 'Dettagli per l’assistenza: {detail}',
  expiredTitle: 'Accesso scaduto',
  expiredText: 'Questo tentativo di accesso è scaduto. Torna al sito dei punti e accedi di nuovo.',
  notFoundTitle: 'Pagina non trovata',
  notFoundText: 'A questo indirizzo non c’è nessuna pagina.',
  failedTitle: 'Si è verificato un problema',
  failedText: 'Non è stato possibile completare la richiesta. Torna indietro e riprova.',

  signingOutTitle: 'Uscita',
  signingOutHeading: 'Uscita in corso',
  signingOutText: 'Stai uscendo dal tuo account dell’editore.',
  signOut: 'Esci',
  signedOutTitle: 'Uscita completata',
  signedOutText: 'Hai effettuato l’uscita dal tuo account dell’editore.',

  linkTitle: 'Collega l’app di un gioco',
  linkHeading: 'Collega l’app di un gioco al tuo account',
  linkIntro:
    'In un gioco vero lo colleghi dalle impostazioni del gioco. Qui scegli un gioco e conferma con il tuo account dell’editore.',
  gameApp: 'App del gioco',
  linkSubmit: 'Collega questo gioco',
  chooseGameApp: 'Scegli una delle app di gioco elencate.',
  linkDone:
    '{game} è ora collegato al tuo account. Torna al sito dei punti, esci e accedi di nuovo per vederlo.',

  addressTitle: 'Il tuo indirizzo di spedizione',
  addressIntro:
    'I premi vengono spediti a questo indirizzo. Conferma la modifica con il tuo account dell’editore.',
  familyName: 'Cognome',
  givenName: 'Nome',
  postalCode: 'CAP',
  region: 'Provincia o regione',
  city: 'Città',
  street: 'Via',
  building: 'Edificio e interno',
  phone: 'Telefono',
  addressSubmit: 'Salva il mio indirizzo',
  addressSaved:
    'Il tuo indirizzo è stato salvato. Torna al sito dei punti, esci e accedi di nuovo per usarlo lì.',

  privacyTitle: 'Informativa sulla privacy',
  privacyText:
    'L’account dell’editore conserva il tuo nickname, il paese, la lingua, i dati di contatto e le app di gioco collegate, e condivide con il sito dei punti solo ciò che hai accettato. Questo è il servizio di accesso locale per lo sviluppo: nessun dato lascia questo computer.',
  termsPageText:
    'I punti si ottengono con le campagne e si spendono per oggetti di gioco, coupon e partecipazioni alle estrazioni a premi. I punti scadono dopo il periodo indicato sul sito dei punti, non sono trasferibili e non hanno valore in denaro.',
  gamesStoreTitle: 'Negozio di giochi',
  gamesStoreText:
    'Il negozio di giochi dell’editore per i giocatori in Giappone dai 18 anni in su. Questa è la pagina sostitutiva locale: il negozio vero vende giochi e valuta di gioco per Pitch Legends, Champion Squads e League Club Manager.',
  pointsGuideTitle: 'Cosa sono i punti?',
  pointsGuideText:
    'Raccogli punti partecipando alle campagne, poi scambiali con oggetti di gioco, coupon e partecipazioni alle estrazioni a premi. Ogni accredito indica quando scadono i suoi punti; i punti che scadono prima vengono spesi per primi.',
  shownForAccount: 'Mostrato per l’account connesso {account}.',
};
