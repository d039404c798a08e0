import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemDetail } from '@points/contracts';
import { Modal } from '../../../components/modal';
import { ApiError, applyFailureSideEffects, errorPagePath } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { htmlLang } from '../../../lib/language';
import { navigate } from '../../../lib/navigation';
import { postExchange } from '../api/items-api';

export type ExchangeStep =
  | { step: 'idle' }
  | { step: 'confirm' }
  | { step: 'processing' }
  | { step: 'success' }
  | { step: 'failure'; message: string }
  | { step: 'game-link' };

/** Codes that end the visit rather than the exchange: they go to the error page (SPEC.md §8). */
const LEAVE_PAGE = new Set([401, 4011, 407]);

/** The message of a failed exchange, for the failure dialog (SPEC.md §4, §8 other messages). */
export function failureMessageKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'items.failure.retry';
  if (error.code === 4049 && error.reason) return `items.failure.${error.reason}`;
  if (error.code === 402) return 'error.messages.402';
  if (error.code === 4041) return 'items.failure.gameLink';
  if ([4042, 4043, 4044, 4045].includes(error.code)) return `error.messages.${error.code}`;
  return 'items.failure.retry';
}

/**
 * The exchange of SPEC.md §4: confirm, then processing (do not leave the page), then success
 * (the item arrives in the in-game inbox) or failure with its reason. One idempotency key per
 * confirmed exchange, so a retried request never spends twice.
 */
export function ExchangeDialogs({
  item,
  balance,
  state,
  setState,
  onExchanged,
}: {
  item: ItemDetail;
  balance: number | null;
  state: ExchangeStep;
  setState: (state: ExchangeStep) => void;
  onExchanged: () => void;
}) {
  const { t } = useTranslation();
  const format = (value: number) =>
    new Intl.NumberFormat(htmlLang(currentLanguage())).format(value);
  const [key, setKey] = useState<string | null>(null);
  const close = () => setState({ step: 'idle' });

  const confirm = async () => {
    const idempotencyKey = key ?? newIdempotencyKey();
    setKey(idempotencyKey);
    setState({ step: 'processing' });
    try {
      await postExchange(item.id, idempotencyKey);
      setKey(null);
      setState({ step: 'success' });
      onExchanged();
    } catch (error) {
      setKey(null);
      if (error instanceof ApiError && LEAVE_PAGE.has(error.code)) {
        applyFailureSideEffects(error.code);
        navigate(errorPagePath(error.code));
        return;
      }
      setState({ step: 'failure', message: t(failureMessageKey(error)) });
      onExchanged();
    }
  };

  return (
    <>
      <Modal open={state.step === 'confirm'} onClose={close} title={t('items.confirm.title')}>
        <p>{t('items.confirm.text', { name: item.name, points: format(item.cost) })}</p>
        {balance !== null && (
          <p className="dialog-note">
            {t('items.confirm.after', { points: format(Math.max(0, balance - item.cost)) })}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t('items.confirm.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={() => void confirm()}>
            {t('items.confirm.ok')}
          </button>
        </div>
      </Modal>

      <Modal
        open={state.step === 'processing'}
        onClose={() => {}}
        title={t('items.processing.title')}
        dismissible={false}
      >
        <div className="processing" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <p>{t('items.processing.text')}</p>
        </div>
      </Modal>

      <Modal open={state.step === 'success'} onClose={close} title={t('items.success.title')}>
        <p>{t('items.success.text', { name: item.name })}</p>
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={close}>
            {t('common.ok')}
          </button>
        </div>
      </Modal>

      <Modal open={state.step === 'failure'} onClose={close} title={t('items.failure.title')}>
        <p>{state.step === 'failure' ? state.message : ''}</p>
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={close}>
            {t('common.ok')}
          </button>
        </div>
      </Modal>

      <Modal open={state.step === 'game-link'} onClose={close} title={t('items.gameLink.title')}>
        <p>{t('items.gameLink.text')}</p>
        <p className="dialog-note">{t('error.messages.4041')}</p>
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={close}>
            {t('common.ok')}
          </button>
        </div>
      </Modal>
    </>
  );
}
