import { useTranslation } from 'react-i18next';
import type { CouponView } from '@points/contracts';
import { GuardedButton } from '../../../components/guarded-button';
import { BalanceAfter, StepDialogs } from '../../../components/step-dialogs';
import { PointsShortfall } from '../../../components/points-shortfall';
import { formatStart } from '../../../lib/dates';
import { currentLanguage, pointsAmount } from '../../../lib/i18n';
import { useSignIn } from '../../../lib/use-sign-in';
import { useStepFlow } from '../../../lib/use-step-flow';
import { useGetCoupon } from '../api/coupons-api';
import { failedGetMessageKey } from './coupon-failure';
import { couponAction, notStartedYet, type CouponOnPage } from './coupon-state';
import { UseCouponDialogs, useCouponUseFlow } from './use-coupon-flow';
import '../coupons.css';

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
      {t('coupons.getFor', { points: pointsAmount(coupon.cost) })}
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
              {t('coupons.getAnother', { points: pointsAmount(coupon.cost) })}
            </button>
          )}
        </>
      );
    case 'unavailable':
      return (
        <button type="button" className="button button--disabled" aria-disabled="true" disabled>
          {notStartedYet(coupon)
            ? t('coupons.opensOn', { date: formatStart(coupon.valid_from, language) })
            : t(`coupons.states.${action.state}`)}
        </button>
      );
  }
}

/**
 * A coupon's actions, all their steps in one place: the buttons its state allows; the get
 * (confirm the cost, processing, then Use now or Use later, or why it failed); and the use.
 */
export function CouponActions({ coupon, balance, signedIn }: CouponOnPage) {
  const { t } = useTranslation();
  const get = useGetCoupon();
  /** Got: the result is the new coupon's id, to use now or later. */
  const flow = useStepFlow({
    action: async () => (await get.mutateAsync(coupon.id)).coupon_id,
    failureKey: failedGetMessageKey,
  });
  const use = useCouponUseFlow();

  const useNow = () => {
    if (flow.state.step !== 'success') return;
    const playerCouponId = flow.state.result;
    flow.close();
    use.start({ id: playerCouponId, name: coupon.name });
  };

  return (
    <>
      <div className="coupon-actions">
        <CouponButtons
          coupon={coupon}
          signedIn={signedIn}
          onGet={() => flow.ask()}
          onUse={(id) => use.start({ id, name: coupon.name })}
        />
        {coupon.get_state === 'not_enough_points' && (
          <PointsShortfall cost={coupon.cost} balance={balance} />
        )}
      </div>

      <StepDialogs
        flow={flow}
        confirm={{
          title: t('coupons.get.title'),
          cancelLabel: t('coupons.cancel'),
          confirmLabel: t('coupons.get.ok'),
          body: () => (
            <>
              <p>
                {t('coupons.get.text', { name: coupon.name, points: pointsAmount(coupon.cost) })}
              </p>
              <BalanceAfter balance={balance} cost={coupon.cost} textKey="coupons.get.after" />
            </>
          ),
        }}
        processing={{ title: t('coupons.processing.title'), text: t('coupons.processing.get') }}
        success={{
          title: t('coupons.success.title'),
          body: () => <p>{t('coupons.success.text', { name: coupon.name })}</p>,
          actions: (
            <>
              <button type="button" className="button button--ghost" onClick={flow.close}>
                {t('coupons.success.later')}
              </button>
              <button type="button" className="button button--primary" onClick={useNow}>
                {t('coupons.success.now')}
              </button>
            </>
          ),
        }}
        failureTitle={t('coupons.failure.getTitle')}
      />

      <UseCouponDialogs flow={use} />
    </>
  );
}
