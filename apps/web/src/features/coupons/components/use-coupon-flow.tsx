import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CopyIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { ConfirmDialog, ProcessingDialog } from '../../../components/step-dialogs';
import { NoticeDialog } from '../../../components/notice-dialog';
import { leaveIfVisitEnds } from '../../../lib/api-client';
import { useUseCoupon } from '../api/coupons-api';
import { failedUseMessageKey } from './coupon-failure';

/** One of the player's coupons to use: its id (a player coupon's uuid) and its name. */
export interface CouponToUse {
  id: string;
  name: string;
}

type UseStep =
  | { step: 'idle' }
  | { step: 'confirm'; coupon: CouponToUse }
  | { step: 'processing'; coupon: CouponToUse }
  | { step: 'code'; coupon: CouponToUse; code: string }
  | { step: 'failure'; coupon: CouponToUse; message: string };

/**
 * The use of a coupon (SPEC.md §4: the code is shown only once on use): confirm, processing,
 * then the code or the refusal. `start` opens it from any button; `UseCouponDialogs` shows it.
 */
export function useCouponUseFlow() {
  const { t } = useTranslation();
  const [state, setState] = useState<UseStep>({ step: 'idle' });
  const use = useUseCoupon();
  const { mutateAsync, reset } = use;

  const start = useCallback((coupon: CouponToUse) => setState({ step: 'confirm', coupon }), []);
  // Closing forgets the code: it lived only in this state.
  const close = useCallback(() => setState({ step: 'idle' }), []);

  const confirm = async () => {
    if (state.step !== 'confirm') return;
    const { coupon } = state;
    setState({ step: 'processing', coupon });
    try {
      const { code } = await mutateAsync(coupon.id);
      setState({ step: 'code', coupon, code });
    } catch (error) {
      if (leaveIfVisitEnds(error)) {
        setState({ step: 'idle' });
        return;
      }
      setState({ step: 'failure', coupon, message: t(failedUseMessageKey(error)) });
    } finally {
      // The mutation's answer (the code) is not kept by the query client.
      reset();
    }
  };

  return { state, start, close, confirm };
}

export type CouponUseFlow = ReturnType<typeof useCouponUseFlow>;

/** The code, once: large, in a read-only field to select, with a copy button. */
export function CouponCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const warningId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure page, a refused permission): the field can still be selected.
      setCopy('failed');
    }
  };
  return (
    <div className="coupon-code">
      <p id={warningId} className="coupon-code__warning">
        {t('coupons.code.warning')}
      </p>
      <label className="coupon-code__label" htmlFor={fieldId}>
        {t('coupons.code.label')}
      </label>
      <div className="coupon-code__row">
        <input
          id={fieldId}
          className="coupon-code__value"
          type="text"
          readOnly
          value={code}
          aria-describedby={warningId}
          autoComplete="off"
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className={`button ${copy === 'copied' ? 'button--ghost' : 'button--primary'} coupon-code__copy`}
          onClick={() => void copyCode()}
        >
          {copy === 'copied' ? <CheckIcon /> : <CopyIcon />}
          {copy === 'copied' ? t('coupons.code.copied') : t('coupons.code.copy')}
        </button>
      </div>
      <p className="coupon-code__status" role="status" aria-live="polite">
        {copy === 'copied'
          ? t('coupons.code.copiedText')
          : copy === 'failed'
            ? t('coupons.code.copyFailed')
            : ''}
      </p>
    </div>
  );
}

/** The dialogs of a use: confirm, processing, the code, or why it was refused. */
export function UseCouponDialogs({ flow }: { flow: CouponUseFlow }) {
  const { t } = useTranslation();
  const { state, close, confirm } = flow;
  return (
    <>
      <ConfirmDialog
        open={state.step === 'confirm'}
        title={t('coupons.use.title')}
        cancelLabel={t('coupons.cancel')}
        confirmLabel={t('coupons.use.ok')}
        onCancel={close}
        onConfirm={() => void confirm()}
      >
        {state.step === 'confirm' && <p className="coupon-dialog__name">{state.coupon.name}</p>}
        <p>{t('coupons.use.text')}</p>
      </ConfirmDialog>

      <ProcessingDialog
        open={state.step === 'processing'}
        title={t('coupons.processing.title')}
        text={t('coupons.processing.use')}
      />

      {/* Not dismissible by Escape or the backdrop: a stray key must not lose the code. */}
      <Modal
        open={state.step === 'code'}
        onClose={close}
        title={t('coupons.code.title')}
        dismissible={false}
      >
        {state.step === 'code' && (
          <>
            <p className="coupon-dialog__name">{state.coupon.name}</p>
            <CouponCode code={state.code} />
          </>
        )}
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={close}>
            {t('coupons.code.done')}
          </button>
        </div>
      </Modal>

      <NoticeDialog
        open={state.step === 'failure'}
        onClose={close}
        title={t('coupons.failure.useTitle')}
      >
        <p>{state.step === 'failure' ? state.message : ''}</p>
      </NoticeDialog>
    </>
  );
}
