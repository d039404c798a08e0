import { useTranslation } from 'react-i18next';
import { GuardedButton } from '../../components/guarded-button';
import { CouponIcon } from '../../components/icons';
import { checkSession } from '../../lib/check-session';
import { navigate } from '../../lib/navigation';
import './my-coupons-button.css';

/** Opens /mycoupons once the login check has passed (SPEC.md §2, §6). */
export async function openMyCoupons(): Promise<void> {
  if (await checkSession()) navigate('/mycoupons');
}

/**
 * The signed-in player's coupon button in the header: an icon on phones, with its name beside it
 * where the header has room.
 */
export function MyCouponsButton() {
  const { t } = useTranslation();
  return (
    <GuardedButton
      className="my-coupons-button"
      onClick={openMyCoupons}
      aria-label={t('header.myCoupons')}
    >
      <CouponIcon />
      <span className="my-coupons-button__label" aria-hidden="true">
        {t('header.myCoupons')}
      </span>
    </GuardedButton>
  );
}
