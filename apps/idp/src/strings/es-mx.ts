import { es } from './es';
import type { PageStrings } from './page-strings';

/** Spanish as Mexico writes it: the publisher is the distribuidora; terms, boletos, app, vencer. */
export const esMx: PageStrings = {
  ...es,
  siteName: 'Cuenta de la distribuidora (desarrollo)',
  signInHeading: 'Inicia sesión en tu cuenta de la distribuidora',
  wrongCredentials: 'El ID de acceso o la contraseña son incorrectos.',
  demoAccounts:
    'Servicio de inicio de sesión para desarrollo. Cuentas de demostración: {accounts}; contraseña {password}.',
  createHeading: 'Crea tu cuenta de la distribuidora',
  createIntro:
    'Una sola cuenta para los juegos de la distribuidora y el sitio de puntos. Este servicio de inicio de sesión para desarrollo la guarda hasta que se reinicia.',
  termsTitle: 'Términos del programa de puntos',
  termsText:
    'Hola, {nickname}. Para juntar y usar puntos, acepta los términos del programa de puntos: los puntos se obtienen en las campañas, se cambian por artículos, cupones y boletos para sorteos, vencen después de un periodo indicado en el sitio y no tienen valor en efectivo.',
  errorTitle: 'Error al iniciar sesión',
  errorText:
    'No se pudo continuar con el inicio de sesión. Regresa al sitio de puntos e inicia sesión de nuevo.',
  errorDetail: 'Detalles para soporte: {detail}',
  expiredTitle: 'El inicio de sesión venció',
  expiredText:
    'Este intento de inicio de sesión venció. Regresa al sitio de puntos e inicia sesión de nuevo.',
  notFoundTitle: 'No se encontró la página',
  failedTitle: 'Algo salió mal',
  failedText: 'No se pudo completar tu solicitud. Regresa e inténtalo de nuevo.',
  signingOutText: 'Estamos cerrando la sesión de tu cuenta de la distribuidora.',
  signedOutText: 'Cerraste la sesión de tu cuenta de la distribuidora.',
  linkTitle: 'Vincular la app de un juego',
  linkHeading: 'Vincula la app de un juego a tu cuenta',
  linkIntro:
    'En un juego real, se vincula desde la configuración del juego. Aquí, elige un juego y confirma con tu cuenta de la distribuidora.',
  gameApp: 'App del juego',
  chooseGameApp: 'Elige una de las apps de juegos de la lista.',
  linkDone:
    '{game} ya está vinculado a tu cuenta. Regresa al sitio de puntos, cierra sesión y vuelve a iniciarla para verlo.',
  addressIntro:
    'Los premios se envían a esta dirección. Confirma el cambio con tu cuenta de la distribuidora.',
  region: 'Estado o región',
  street: 'Calle y número',
  building: 'Edificio y departamento',
  addressSaved:
    'Se guardó tu dirección. Regresa al sitio de puntos, cierra sesión y vuelve a iniciarla para usarla ahí.',
  privacyTitle: 'Aviso de privacidad',
  privacyText:
    'La cuenta de la distribuidora guarda tu apodo, país, idioma, datos de contacto y las apps de juegos vinculadas, y solo comparte con el sitio de puntos lo que aceptaste. Este es el servicio de inicio de sesión para desarrollo local: ningún dato sale de esta computadora.',
  termsPageText:
    'Los puntos se obtienen en las campañas y se cambian por artículos dentro del juego, cupones y boletos para sorteos. Vencen después del periodo indicado en el sitio de puntos, no se pueden transferir y no tienen valor en efectivo.',
  gamesStoreText:
    'La tienda de juegos de la distribuidora para jugadores en Japón de 18 años o más. Esta es la página sustituta local: la tienda real vende juegos y moneda del juego para Pitch Legends, Champion Squads y League Club Manager.',
  pointsGuideText:
    'Junta puntos participando en campañas y cámbialos por artículos dentro del juego, cupones y boletos para sorteos. Cada abono indica cuándo vencen sus puntos; los que vencen primero se usan primero.',
  shownForAccount: 'Se muestra para la cuenta con sesión iniciada {account}.',
};
