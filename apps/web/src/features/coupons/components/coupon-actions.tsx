import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponView } from '@points/contracts';
import { GuardedButton } from '../../../components/guarded-button';
import { Modal } from '../../../components/modal';
import { NoticeDialog } from '../../../components/notice-dialog';
import { ConfirmDialog, ProcessingDialog } from '../../../components/step-dialogs';
import { leaveIfVisitEnds } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { currentLanguage, formatPoints } from '../../../lib/i18n';
import { useSignIn } from '../../../lib/use-sign-in';
import { useGetCoupon } from '../api/coupons-api';
import { failedGetMessageKey } from './coupon-failure';
import { couponAction, notStartedYet } from './coupon-state';
import { UseCouponDialogs, useCouponUseFlow } from './use-coupon-flow';

type GetStep =
  | { step: 'idle' }
  | { step: 'confirm' }
  | { step: 'processing' }
  /** Got: `playerCouponId` is the new coupon, to use now or later. */
  | { step: 'success'; playerCouponId: string }
  | { step: 'failure'; message: string };

/** The buttons a coupon's state allows (SPEC.md §4, §5). */
function CouponButtons({
  coupon,
  signedIn,
  onGet,
  onUse,
}: {
  coupon: CouponView;
  signedIn: boolean;
  onGet: () => void;
  onUse: (playerCouponId: string) => void;
}) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const action = couponAction(coupon, signedIn);
  const language = currentLanguage();
  const getButton = (className: string) => (
    <button type="button" className={className} onClick={onGet}>
      {t('coupons.getFor', { points: formatPoints(coupon.cost) })}
    </button>
  );
  switch (action.kind) {
    case 'sign-in':
      return (
        <GuardedButton className="button button--primary" onClick={signIn}>
          {t('coupons.loginToGet')}
        </GuardedButton>
      );
    case 'get':
      return getButton('button button--primary');
    case 'use':
      return (
        <>
          <button
            type="button"
            className="button button--accent"
            onClick={() => onUse(action.playerCouponId)}
          >
            {t('coupons.useButton')}
          </button>
          {action.another && (
            <button type="button" className="button button--ghost" onClick={onGet}>
              {t('coupons.getAnother', { points: formatPoints(coupon.cost) })}
            </button>
          )}
        </>
      );
    case 'unavailable':
      return (
        <button type="button" className="button button--disabled" aria-disabled="true" disabled>
          {notStartedYet(coupon)
            ? t('coupons.opensOn', { date: formatDate(coupon.valid_from, language) })
            : t(`coupons.states.${action.state}`)}
        </button>
      );
  }
}

/**
 * A coupon's actions, all their steps in one place: the buttons its state allows; the get
 * (confirm the cost, processing, then Use now or Use later, or why it failed); and the use.
 */
export function CouponActions({
  coupon,
  balance,
  signedIn,
}: {
  coupon: CouponView;
  balance: number | null;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<GetStep>({ step: 'idle' });
  const close = () => setState({ step: 'idle' });
  const get = useGetCoupon();
  const use = useCouponUseFlow();

  const confirm = async () => {
    setState({ step: 'processing' });
    try {
      const got = await get.mutateAsync(coupon.id);
      setState({ step: 'success', playerCouponId: got.coupon_id });
    } catch (error) {
      if (leaveIfVisitEnds(error)) {
        close();
        return;
      }
      setState({ step: 'failure', message: t(failedGetMessageKey(error)) });
    }
  };

  const useNow = () => {
    if (state.step !== 'success') return;
    const { playerCouponId } = state;
    close();
    use.start({ id: playerCouponId, name: coupon.name });
  };

  return (
    <>
      <div className="coupon-actions">
        <CouponButtons
          coupon={coupon}
          signedIn={signedIn}
          onGet={() => setState({ step: 'confirm' })}
          onUse={(id) => use.start({ id, name: coupon.name })}
        />
      </div>

      <ConfirmDialog
        open={state.step === 'confirm'}
        title={t('coupons.get.title')}
        cancelLabel={t('coupons.cancel')}
        confirmLabel={t('coupons.get.ok')}
        onCancel={close}
        onConfirm={() => void confirm()}
      >
        <p>{t('coupons.get.text', { name: coupon.name, points: formatPoints(coupon.cost) })}</p>
        {balance !== null && (
          <p className="dialog-note">
            {t('coupons.get.after', {
              points: formatPoints(Math.max(0, balance - coupon.cost)),
            })}
          </p>
        )}
      </ConfirmDialog>

      <ProcessingDialog
        open={state.step === 'processing'}
        title={t('coupons.processing.title')}
        text={t('coupons.processing.get')}
      />

      <Modal open={state.step === 'success'} onClose={close} title={t('coupons.success.title')}>
        <p>{t('coupons.success.text', { name: coupon.name })}</p>
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t('coupons.success.later')}
          </button>
          <button type="button" className="button button--primary" onClick={useNow}>
            {t('coupons.success.now')}
          </button>
        </div>
      </Modal>

      <NoticeDialog
        open={state.step === 'failure'}
        onClose={close}
        title={t('coupons.failure.getTitle')}
      >
        <p>{state.step === 'failure' ? state.message : ''}</p>
      </NoticeDialog>

      <UseCouponDialogs flow={use} />
    </>
  );
}
