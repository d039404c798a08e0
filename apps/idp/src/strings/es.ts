import type { PageStrings } from './page-strings';

export const es: PageStrings = {
  dir: 'ltr',
  siteName: 'Cuenta del editor (desarrollo)',

  loginId: 'ID de acceso',
  password: 'Contraseña',
  signIn: 'Iniciar sesión',
  signInHeading: 'Inicia sesión en tu cuenta del editor',
  wrongCredentials: 'El ID de acceso o la contraseña no son correctos.',
  demoAccounts:
    'Servicio de inicio de sesión de desarrollo. Cuentas de demostración: {accounts}; contraseña {password}.',

  newHere: '¿Es tu primera vez?',
  createAccount: 'Crear una cuenta',
  createHeading: 'Crea tu cuenta del editor',
  createIntro:
    'Una sola cuenta para los juegos del editor y el sitio de puntos. Este servicio de inicio de sesión de desarrollo la guarda hasta que se reinicia.',
  haveAccount: '¿Ya tienes una cuenta?',
  nickname: 'Apodo',
  nicknameHint: 'Se muestra en el sitio de puntos. De 1 a 20 caracteres.',
  loginIdHint:
    'De 3 a 32 caracteres: letras minúsculas a–z, números, puntos, guiones y guiones bajos.',
  passwordHint: 'Al menos 8 caracteres.',
  country: 'País o región',
  fixFields: 'Hay datos que corregir. Revisa los campos marcados abajo.',
  nicknameInvalid: 'Escribe un apodo de 1 a 20 caracteres.',
  loginIdInvalid:
    'Usa de 3 a 32 caracteres: letras minúsculas a–z, números, puntos, guiones y guiones bajos.',
  loginIdTaken: 'Este ID de acceso ya está en uso. Elige otro.',
  passwordTooShort: 'Usa al menos 8 caracteres.',
  countryInvalid: 'Elige un país o una región de la lista.',

  termsTitle: 'Condiciones del programa de puntos',
  termsText:
    'Hola, {nickname}. Para acumular y canjear puntos, acepta las condiciones del programa de puntos: los puntos se consiguen en las campañas, se canjean por objetos, cupones y participaciones en sorteos, caducan tras un periodo indicado en el sitio y no tienen valor monetario.',
  agree: 'Acepto',
  notNow: 'Ahora no',

  errorTitle: 'Error de inicio de sesión',
  errorText:
    'No se ha podido continuar con el inicio de sesión. Vuelve al sitio de puntos e inicia sesión de nuevo.',
  errorDetail: 'Detalles para el soporte: {detail}',
  expiredTitle: 'Inicio de sesión caducado',
  expiredText:
    'Este intento de inicio de sesión ha caducado. Vuelve al sitio de puntos e inicia sesión de nuevo.',
  notFoundTitle: 'Página no encontrada',
  notFoundText: 'No hay ninguna página en esta dirección.',
  failedTitle: 'Algo ha salido mal',
  failedText: 'No se ha podido completar tu solicitud. Vuelve atrás e inténtalo de nuevo.',

  signingOutTitle: 'Cerrando sesión',
  signingOutHeading: 'Cerrando tu sesión',
  signingOutText: 'Estamos cerrando la sesión de tu cuenta del editor.',
  signOut: 'Cerrar sesión',
  signedOutTitle: 'Sesión cerrada',
  signedOutText: 'Has cerrado la sesión de tu cuenta del editor.',

  linkTitle: 'Vincular la aplicación de un juego',
  linkHeading: 'Vincula la aplicación de un juego a tu cuenta',
  linkIntro:
    'En un juego real, se vincula desde los ajustes del juego. Aquí, elige un juego y confirma con tu cuenta del editor.',
  gameApp: 'Aplicación del juego',
  linkSubmit: 'Vincular este juego',
  chooseGameApp: 'Elige una de las aplicaciones de juego de la lista.',
  linkDone:
    '{game} ya está vinculado a tu cuenta. Vuelve al sitio de puntos, cierra sesión y vuelve a iniciarla para verlo.',

  addressTitle: 'Tu dirección de envío',
  addressIntro:
    'Los premios se envían a esta dirección. Confirma el cambio con tu cuenta del editor.',
  familyName: 'Apellidos',
  givenName: 'Nombre',
  postalCode: 'Código postal',
  region: 'Provincia o región',
  city: 'Ciudad',
  street: 'Calle',
  building: 'Edificio y piso',
  phone: 'Teléfono',
  addressSubmit: 'Guardar mi dirección',
  addressSaved:
    'Tu dirección se ha guardado. Vuelve al sitio de puntos, cierra sesión y vuelve a iniciarla para usarla allí.',

  privacyTitle: 'Política de privacidad',
  privacyText:
    'La cuenta del editor guarda tu apodo, país, idioma, datos de contacto y las aplicaciones de juego vinculadas, y solo comparte con el sitio de puntos lo que has aceptado. Este es el servicio de inicio de sesión de desarrollo local: ningún dato sale de este equipo.',
  termsPageText:
    'Los puntos se consiguen en las campañas y se canjean por objetos del juego, cupones y participaciones en sorteos. Caducan tras el periodo indicado en el sitio de puntos, no se pueden transferir y no tienen valor monetario.',
  gamesStoreTitle: 'Tienda de juegos',
  gamesStoreText:
    'La tienda de juegos del editor para jugadores de Japón mayores de 18 años. Esta es la página sustituta local: la tienda real vende juegos y moneda del juego para Pitch Legends, Champion Squads y League Club Manager.',
  pointsGuideTitle: '¿Qué son los puntos?',
  pointsGuideText:
    'Acumula puntos participando en campañas y canjéalos por objetos del juego, cupones y participaciones en sorteos. Cada abono indica cuándo caducan sus puntos; los que caducan antes se gastan primero.',
  shownForAccount: 'Se muestra para la cuenta con la sesión iniciada {account}.',
};
