import { useId, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CouponMeasureView, CouponView, Language, PlayerCouponView } from '@points/contracts';
import { CardLink } from '../../../components/card-link';
import { StateBadge } from '../../../components/state-badge';
import { formatDate, formatEnd, formatPeriod } from '../../../lib/dates';
import { currentLanguage, formatPoints, pointsAmount } from '../../../lib/i18n';
import { CouponActions } from './coupon-actions';
import { notStartedYet, stateTone, type CouponOnPage } from './coupon-state';
import './coupon-cards.css';

/** "1 Jul 2026 – 31 Aug 2026 23:59 UTC", as the language writes dates; null without both ends. */
export function validityText(
  from: string | null,
  to: string | null,
  language: Language,
): string | null {
  if (!from || !to) return null;
  return formatPeriod(from, to, language);
}

/** The badge of a campaign's phase, by its period (the server's `phase`). */
export function CampaignBadge({ campaign }: { campaign: CouponMeasureView }) {
  const { t } = useTranslation();
  return (
    <StateBadge tone={campaign.phase === 'open' ? 'open' : 'closed'}>
      {t(`coupons.campaign.${campaign.phase}`)}
    </StateBadge>
  );
}

/**
 * A campaign that has begun but has nothing to get right now (between two of its coupons): when
 * its next coupon opens. Null otherwise.
 */
export function nextOpeningText(
  campaign: CouponMeasureView,
  language: Language,
  t: TFunction,
): string | null {
  if (campaign.phase !== 'open' || campaign.open || !campaign.next_open_at) return null;
  return t('coupons.nextFrom', { date: formatDate(campaign.next_open_at, language) });
}

/** A coupon campaign in the Available tab: it links to its coupons. */
export function CampaignCard({ campaign }: { campaign: CouponMeasureView }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const validity = validityText(campaign.valid_from, campaign.valid_to, language);
  const next = nextOpeningText(campaign, language, t);
  return (
    <CardLink to={`/coupons/${encodeURIComponent(campaign.id)}`} image={campaign.image}>
      <CampaignBadge campaign={campaign} />
      <span className="coupon-campaign__name">{campaign.name}</span>
      <span className="coupon-campaign__description">{campaign.description}</span>
      {validity && <span className="coupon-campaign__meta">{validity}</span>}
      {next && <span className="coupon-campaign__meta">{next}</span>}
      <span className="coupon-campaign__numbers">
        {campaign.min_cost !== null && (
          <span className="coupon-campaign__cost">
            {t('coupons.fromCost', { points: pointsAmount(campaign.min_cost) })}
          </span>
        )}
        <span className="coupon-campaign__count">
          {t('coupons.count', { number: formatPoints(campaign.coupon_count) })}
        </span>
      </span>
    </CardLink>
  );
}

/** A coupon's state as a badge, in words for every state. */
export function CouponStateBadge({ coupon }: { coupon: CouponView }) {
  const { t } = useTranslation();
  return (
    <StateBadge tone={stateTone(coupon.state)}>
      {notStartedYet(coupon) ? t('coupons.campaign.upcoming') : t(`coupons.states.${coupon.state}`)}
    </StateBadge>
  );
}

/**
 * A text of a coupon (terms, notes) as its operator wrote it, line breaks kept. Not a landmark:
 * every coupon of the page has its own.
 */
function CouponText({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <div className="coupon__text">
      <h4>{title}</h4>
      <p>{text}</p>
    </div>
  );
}

/** One coupon of a campaign, in full: what it costs, its limits, its texts, and its actions. */
export function CouponDetailCard({ coupon, balance, signedIn }: CouponOnPage) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const titleId = useId();
  const number = (value: number) => formatPoints(value);
  return (
    <article className={`coupon coupon--${stateTone(coupon.state)}`} aria-labelledby={titleId}>
      <img className="coupon__image" src={coupon.image} alt="" width="480" height="270" />
      <div className="coupon__body">
        <div className="coupon__head">
          <h3 id={titleId} className="coupon__name">
            {coupon.name}
          </h3>
          <CouponStateBadge coupon={coupon} />
        </div>
        <p className="coupon__cost">{pointsAmount(coupon.cost)}</p>
        <dl className="facts coupon__facts">
          <dt>{t('coupons.validity')}</dt>
          <dd>{validityText(coupon.valid_from, coupon.valid_to, language)}</dd>
          <dt>{t('coupons.issued')}</dt>
          <dd>
            {t('coupons.issuedOf', {
              issued: number(coupon.issued_count),
              limit: number(coupon.issue_limit),
            })}
          </dd>
          <dt>{t('coupons.holding')}</dt>
          <dd>
            {signedIn
              ? t('coupons.heldOf', {
                  held: number(coupon.held_count),
                  limit: number(coupon.holding_limit),
                })
              : t('coupons.holdingLimit', { limit: number(coupon.holding_limit) })}
          </dd>
        </dl>
        <CouponActions coupon={coupon} balance={balance} signedIn={signedIn} />
        <CouponText title={t('coupons.terms')} text={coupon.terms} />
        <CouponText title={t('coupons.notes')} text={coupon.notes} />
      </div>
    </article>
  );
}

/** One of the player's coupons in the Received or Used tab. */
export function PlayerCouponRow({
  coupon,
  action,
}: {
  coupon: PlayerCouponView;
  /** The Use button, on the Received tab. */
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const date = (value: string) => formatDate(value, language);
  return (
    <li className="my-coupon">
      <img className="my-coupon__image" src={coupon.image} alt="" width="160" height="90" />
      <div className="my-coupon__main">
        <Link
          className="my-coupon__name"
          to={`/coupons/${encodeURIComponent(coupon.coupon_measure_id)}`}
        >
          {coupon.name}
        </Link>
        <span className="my-coupon__meta">
          <span>{t('coupons.obtainedOn', { date: date(coupon.obtained_at) })}</span>
          {coupon.status === 'obtained' && (
            <span>{t('coupons.validUntil', { date: formatEnd(coupon.valid_to, language) })}</span>
          )}
          {coupon.status === 'used' && coupon.used_at && (
            <span>{t('coupons.usedOn', { date: date(coupon.used_at) })}</span>
          )}
          {coupon.status === 'expired' && (
            <span>
              {t('coupons.expiredOn', { date: date(coupon.expired_at ?? coupon.valid_to) })}
            </span>
          )}
        </span>
      </div>
      <div className="my-coupon__side">
        {action ?? (
          <span className={`status-badge status-badge--${coupon.status}`}>
            {t(`history.status.${coupon.status}`)}
          </span>
        )}
      </div>
    </li>
  );
}
