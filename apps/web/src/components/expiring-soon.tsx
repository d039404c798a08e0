import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NOTIFICATION_NOTICE_DAYS } from '@points/contracts/constants';
import type { ExpiringPoints } from '@points/contracts';
import { formatDate } from '../lib/dates';
import { currentLanguage, pointsAmount } from '../lib/i18n';
import { useExpiring } from '../lib/point-api';
import { QueryIsland } from '../lib/query-client';
import { ExpiringLots } from './expiring-lots';
import './expiring-soon.css';

const DAY_MS = 86_400_000;

/** The lots expiring within the first notice's days (7), soonest first. */
function useExpiringSoon(): ExpiringPoints[] {
  const { data } = useExpiring();
  const [now] = useState(() => Date.now());
  return (data ?? []).filter(
    (lot) => Date.parse(lot.expires_at) - now <= NOTIFICATION_NOTICE_DAYS.pointsFirst * DAY_MS,
  );
}

/** The last day (UTC) the points can be spent: a lot is spendable up to its end, excluded. */
const lastDay = (expiresAt: string) => new Date(Date.parse(expiresAt) - 1);

function HeaderExpiry({ variant }: { variant: 'beside' | 'bar' }) {
  const { t } = useTranslation();
  const [soonest] = useExpiringSoon();
  if (!soonest) return null;
  return (
    <Link
      className={`expiring-soon-link expiring-soon-link--${variant}`}
      to="/point-history"
      data-testid={`expiring-soon-${variant}`}
    >
      {t('points.expiringShort', {
        points: pointsAmount(soonest.amount),
        date: formatDate(lastDay(soonest.expires_at), currentLanguage()),
      })}
    </Link>
  );
}

/**
 * The soonest points expiring within 7 days, with the last day they can be spent, linking to the
 * points history; nothing when none expire that soon. `beside` the header's balance where the
 * header has room; on phones, where it has none, a `bar` at the top of the page instead (CSS shows
 * one of the two; both read the one `/point-expiry` query).
 */
export function ExpiringSoonHeader({ variant = 'beside' }: { variant?: 'beside' | 'bar' }) {
  return (
    <QueryIsland>
      <HeaderExpiry variant={variant} />
    </QueryIsland>
  );
}

/** The home page lists the soonest few; the points history has them all. */
const HOME_LOTS = 3;

function HomeExpiry() {
  const { t } = useTranslation();
  const lots = useExpiringSoon();
  if (lots.length === 0) return null;
  return (
    <section className="expiring-soon" aria-labelledby="expiring-soon-title">
      <h2 id="expiring-soon-title" className="expiring-soon__title">
        {t('points.expiringTitle')}
      </h2>
      <ExpiringLots className="expiring-soon__list" lots={lots.slice(0, HOME_LOTS)} />
      <p className="expiring-soon__links">
        <Link to="/usepoint">{t('menu.usePoints')}</Link>
        <Link to="/point-history">{t('pages.pointHistory')}</Link>
      </p>
    </section>
  );
}

/**
 * On the signed-in home page: the soonest lots expiring within 7 days, each amount with its last
 * moment, and the way to spend them or read them all.
 */
export function ExpiringSoonNotice() {
  return (
    <QueryIsland>
      <HomeExpiry />
    </QueryIsland>
  );
}
