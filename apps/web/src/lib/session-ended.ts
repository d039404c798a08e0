import { i18n } from './i18n';
import { sessionStore } from './session';
import { uiStore } from './ui-store';
import { signIn } from './use-sign-in';

let alertId: number | null = null;

/**
 * The server said the session is over (401): it is cleared (SPEC.md §4), and the player stays
 * on the page, now as a visitor, told so with a way to log in again. Requests failing together
 * show one alert.
 */
export function endSessionInPlace(): void {
  sessionStore.clear();
  if (alertId !== null && uiStore.getSnapshot().alerts.some((alert) => alert.id === alertId)) {
    return;
  }
  alertId = uiStore.showAlert({
    title: i18n.t('session.endedTitle'),
    text: i18n.t('session.endedText'),
    confirmLabel: i18n.t('header.login'),
    onConfirm: () => void signIn(),
  });
}
