import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CopyIcon } from '../../../components/icons';
import { StepDialogs } from '../../../components/step-dialogs';
import { useStepFlow } from '../../../lib/use-step-flow';
import { useUseCoupon } from '../api/coupons-api';
import { failedUseMessageKey } from './coupon-failure';
import './use-coupon-flow.css';

/** One of the player's coupons to use: its id (a player coupon's uuid) and its name. */
export interface CouponToUse {
  id: string;
  name: string;
}

/**
 * The use of a coupon (SPEC.md §4: the code is shown only once on use): confirm, processing,
 * then the code or the refusal. `start` opens it from any button; `UseCouponDialogs` shows it.
 * Closing forgets the code: it lived only in this state.
 */
export function useCouponUseFlow() {
  const { mutateAsync, reset } = useUseCoupon();
  const flow = useStepFlow({
    action: async (coupon: CouponToUse) => (await mutateAsync(coupon.id)).code,
    failureKey: failedUseMessageKey,
    // The mutation's answer (the code) is not kept by the query client.
    onSettled: reset,
  });
  return { ...flow, start: flow.ask };
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
  return (
    <StepDialogs
      flow={flow}
      confirm={{
        title: t('coupons.use.title'),
        cancelLabel: t('coupons.cancel'),
        confirmLabel: t('coupons.use.ok'),
        body: (coupon) => (
          <>
            <p className="coupon-dialog__name">{coupon.name}</p>
            <p>{t('coupons.use.text')}</p>
          </>
        ),
      }}
      processing={{ title: t('coupons.processing.title'), text: t('coupons.processing.use') }}
      success={{
        title: t('coupons.code.title'),
        body: (code, coupon) => (
          <>
            <p className="coupon-dialog__name">{coupon.name}</p>
            <CouponCode code={code} />
          </>
        ),
        actions: (
          <button type="button" className="button button--primary" onClick={flow.close}>
            {t('coupons.code.done')}
          </button>
        ),
        // Not dismissible by Escape or the backdrop: a stray key must not lose the code.
        dismissible: false,
      }}
      failureTitle={t('coupons.failure.useTitle')}
    />
  );
}
