import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@points/contracts';
import { PointsLabel } from '../../components/points-label';
import './user-strip.css';

const PointsBalance = lazy(async () => ({
  default: (await import('../../features/points/components/points-balance')).PointsBalance,
}));
const ExpiringSoonHeader = lazy(async () => ({
  default: (await import('../../components/expiring-soon')).ExpiringSoonHeader,
}));

/**
 * Nickname and points of the signed-in player (SPEC.md §2, Shell); with `expiry` (the header's),
 * the points expiring within 7 days under the balance.
 */
export function UserStrip({ user, expiry = false }: { user: UserInfo; expiry?: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="user-strip__name">
      <span className="user-strip__avatar" aria-hidden="true">
        {user.nickname.slice(0, 1).toUpperCase()}
      </span>
      <span className="user-strip__text">
        <span className="visually-hidden">
          {t('header.userStrip', { nickname: user.nickname })}
        </span>
        <span className="user-strip__nickname" data-testid="nickname" aria-hidden="true">
          {user.nickname}
        </span>
        <Suspense fallback={<PointsLabel text={t('header.checkPoints')} />}>
          <PointsBalance />
        </Suspense>
        {expiry && (
          <Suspense fallback={null}>
            <ExpiringSoonHeader />
          </Suspense>
        )}
      </span>
    </p>
  );
}
