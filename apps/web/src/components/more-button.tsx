import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { uiStore } from '../lib/ui-store';
import { ChevronRightIcon } from './icons';

/** "More" (SPEC.md §2): goes to a path, the campaigns by default, optionally on the coupon tab. */
export function MoreButton({
  to = '/campaigns',
  couponTab = false,
  label,
}: {
  to?: string;
  couponTab?: boolean;
  /** What there is more of, for screen readers ("More news"). */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Link
      className="button button--ghost more-button"
      to={to}
      onClick={() => uiStore.setCouponTabActive(couponTab)}
      aria-label={label}
    >
      {t('common.more')}
      <ChevronRightIcon />
    </Link>
  );
}
