import { useTranslation } from 'react-i18next';
import { uiStore, useUi } from '../lib/ui-store';
import { Modal } from './modal';

/**
 * Alert dialogs (SPEC.md §2): title, text, an optional confirm button and close. An alert is
 * removed once closed or confirmed, never just hidden.
 */
export function AlertHost() {
  const { t } = useTranslation();
  const { alerts } = useUi();
  const alert = alerts[0];
  if (!alert) return null;
  return (
    <Modal
      key={alert.id}
      open
      title={alert.title}
      onClose={() => uiStore.dismissAlert(alert.id)}
      className="alert-dialog"
    >
      <p className="alert-dialog__text">{alert.text}</p>
      <div className="modal__actions">
        {alert.confirmLabel && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              uiStore.dismissAlert(alert.id);
              alert.onConfirm?.();
            }}
          >
            {alert.confirmLabel}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => uiStore.dismissAlert(alert.id)}
        >
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
