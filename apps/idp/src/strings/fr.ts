import type { PageStrings } from './page-strings';

export const fr: PageStrings = {
  dir: 'ltr',
  siteName: 'Compte éditeur (développement)',

  loginId: 'Identifiant',
  password: 'Mot de passe',
  signIn: 'Se connecter',
  signInHeading: 'Connectez-vous à votre compte éditeur',
  wrongCredentials: 'L’identifiant ou le mot de passe est incorrect.',
  demoAccounts:
    'Service de connexion de développement. Comptes de démonstration : {accounts} ; mot de passe {password}.',

  newHere: 'Pas encore de compte ?',
  createAccount: 'Créer un compte',
  createHeading: 'Créez votre compte éditeur',
  createIntro:
    'Un seul compte pour les jeux de l’éditeur et le site de points. Ce service de connexion de développement le conserve jusqu’à son redémarrage.',
  haveAccount: 'Vous avez déjà un compte ?',
  nickname: 'Pseudo',
  nicknameHint: 'Affiché sur le site de points. De 1 à 20 caractères.',
  loginIdHint:
    'De 3 à 32 caractères : lettres minuscules a–z, chiffres, points, tirets et tirets bas.',
  passwordHint: 'Au moins 8 caractères.',
  country: 'Pays ou région',
  fixFields: 'Certaines informations sont à corriger. Voir les champs signalés ci-dessous.',
  nicknameInvalid: 'Saisissez un pseudo de 1 à 20 caractères.',
  loginIdInvalid:
    'Utilisez de 3 à 32 caractères : lettres minuscules a–z, chiffres, points, tirets et tirets bas.',
  loginIdTaken: 'Cet identifiant est déjà pris. Choisissez-en un autre.',
  passwordTooShort: 'Utilisez au moins 8 caractères.',
  countryInvalid: 'Choisissez un pays ou une région dans la liste.',

  termsTitle: 'Conditions du programme de points',
  termsText:
    'Bonjour {nickname}. Pour cumuler et utiliser des points, veuillez accepter les conditions du programme de points : les points se gagnent grâce aux campagnes, s’échangent contre des objets, des bons de réduction et des participations à des tirages au sort, expirent après une durée indiquée sur le site et n’ont aucune valeur monétaire.',
  agree: 'J’accepte',
  notNow: 'Plus tard',

  errorTitle: 'Erreur de connexion',
  errorText: 'La connexion n’a pas pu aboutir. Revenez sur le site de points et reconnectez-vous.',
  errorDetail: 'Détails pour l’assistance : {detail}',
  expiredTitle: 'Connexion expirée',
  expiredText:
    'Cette tentative de connexion a expiré. Revenez sur le site de points et reconnectez-vous.',
  notFoundTitle: 'Page introuvable',
  notFoundText: 'Il n’y a aucune page à cette adresse.',
  failedTitle: 'Un problème est survenu',
  failedText: 'Votre demande n’a pas pu aboutir. Revenez en arrière et réessayez.',

  signingOutTitle: 'Déconnexion',
  signingOutHeading: 'Déconnexion en cours',
  signingOutText: 'Nous vous déconnectons de votre compte éditeur.',
  signOut: 'Se déconnecter',
  signedOutTitle: 'Déconnexion effectuée',
  signedOutText: 'La déconnexion de votre compte éditeur est effectuée.',

  linkTitle: 'Associer l’application d’un jeu',
  linkHeading: 'Associez l’application d’un jeu à votre compte',
  linkIntro:
    'Dans un vrai jeu, l’association se fait depuis les paramètres du jeu. Ici, choisissez un jeu et confirmez avec votre compte éditeur.',
  gameApp: 'Application du jeu',
  linkSubmit: 'Associer ce jeu',
  chooseGameApp: 'Choisissez l’une des applications de jeu proposées.',
  linkDone:
    '{game} est maintenant associé à votre compte. Revenez sur le site de points, déconnectez-vous puis reconnectez-vous pour le voir.',

  addressTitle: 'Votre adresse de livraison',
  addressIntro:
    'Les lots sont envoyés à cette adresse. Confirmez la modification avec votre compte éditeur.',
  familyName: 'Nom',
  givenName: 'Prénom',
  postalCode: 'Code postal',
  region: 'État ou région',
  city: 'Ville',
  street: 'Rue',
  building: 'Bâtiment et appartement',
  phone: 'Téléphone',
  addressSubmit: 'Enregistrer mon adresse',
  addressSaved:
    'Votre adresse est enregistrée. Revenez sur le site de points, déconnectez-vous puis reconnectez-vous pour l’y utiliser.',

  privacyTitle: 'Politique de confidentialité',
  privacyText:
    'Le compte éditeur conserve votre pseudo, votre pays, votre langue, vos coordonnées et les applications de jeu qui y sont associées, et ne partage avec le site de points que ce que vous avez accepté. Ceci est le service de connexion de développement local : aucune donnée ne quitte cette machine.',
  termsPageText:
    'Les points se gagnent grâce aux campagnes et s’échangent contre des objets en jeu, des bons de réduction et des participations à des tirages au sort. Ils expirent après la durée indiquée sur le site de points, ne sont pas transférables et n’ont aucune valeur monétaire.',
  gamesStoreTitle: 'Boutique de jeux',
  gamesStoreText:
    'La boutique de jeux de l’éditeur, pour les joueurs de 18 ans et plus résidant au Japon. Ceci est une page de remplacement locale : la vraie boutique vend des jeux et de la monnaie du jeu pour Pitch Legends, Champion Squads et League Club Manager.',
  pointsGuideTitle: 'Que sont les points ?',
  pointsGuideText:
    'Cumulez des points en participant aux campagnes, puis échangez-les contre des objets en jeu, des bons de réduction et des participations à des tirages au sort. Chaque crédit indique quand ses points expirent ; les points qui expirent le plus tôt sont utilisés en premier.',
  shownForAccount: 'Affiché pour le compte connecté {account}.',
};
