import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pointsAmount } from '../lib/i18n';
import './points-shortfall.css';

/**
 * What a player who cannot afford something still needs, with the way to earn it (issue 30 §3):
 * nothing when the balance is unknown or enough.
 */
export function PointsShortfall({ cost, balance }: { cost: number; balance: number | null }) {
  const { t } = useTranslation();
  if (balance === null || balance >= cost) return null;
  return (
    <p className="points-shortfall">
      {t('shop.shortfall', { points: pointsAmount(cost - balance) })}{' '}
      <Link to="/campaigns">{t('shop.waysToEarn')}</Link>
    </p>
  );
}
