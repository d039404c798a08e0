import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found';
import { PageFrame } from '../../../components/page-frame';
import { ApiError, goToErrorPage } from '../../../lib/api-client';
import { currentLanguage, formatPoints } from '../../../lib/i18n';
import { navigate } from '../../../lib/navigation';
import { QueryIsland } from '../../../lib/query-client';
import { useSession } from '../../../lib/use-session';
import { useCouponMeasure } from '../api/coupons-api';
import { CampaignBadge, CouponDetailCard, validityText } from '../components/coupon-cards';
import '../coupons.css';

/**
 * What says the campaign is not there: 404, and 400 for an id that cannot be one (the id is the
 * request's only parameter the player types).
 */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.code === 404 || error.code === 400);

function Detail() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { signedIn } = useSession();
  const language = currentLanguage();
  const { data, isPending, error } = useCouponMeasure(id, language, signedIn);
  const [now] = useState(() => Date.now());

  useEffect(() => {
    if (error instanceof ApiError && !isMissing(error)) {
      goToErrorPage(navigate, error.code, { replace: true });
    }
  }, [error]);

  const crumbs = [
    { label: t('pages.usePoint'), to: '/usepoint' },
    { label: t('pages.coupons'), to: '/coupons' },
  ];
  if (isMissing(error)) return <NotFoundPage />;
  if (isPending || !data) {
    return (
      <PageFrame title={t('pages.coupon')} crumbs={crumbs} wide>
        <div className="page-loading" aria-busy="true" />
      </PageFrame>
    );
  }
  const { coupon_measure: campaign, coupons, point } = data;
  const validity = validityText(campaign.valid_from, campaign.valid_to, language, t);
  return (
    <PageFrame title={campaign.name} crumbs={crumbs} wide>
      <div className="coupon-campaign-head">
        <img
          className="coupon-campaign-head__image"
          src={campaign.image}
          alt=""
          width="480"
          height="270"
        />
        <div className="coupon-campaign-head__body">
          <CampaignBadge campaign={campaign} now={now} />
          <p>{campaign.description}</p>
          {validity && <p className="muted">{validity}</p>}
          {signedIn && point !== null && (
            <p className="coupon-campaign-head__balance">
              {t('coupons.balance', { points: formatPoints(point) })}
            </p>
          )}
        </div>
      </div>
      <section className="section" aria-labelledby="coupons-title">
        <h2 id="coupons-title" className="section__title">
          {t('coupons.couponsTitle')}
        </h2>
        {coupons.length === 0 ? (
          <p className="notice-card">{t('coupons.emptyCampaign')}</p>
        ) : (
          <ul className="coupon-list">
            {coupons.map((coupon) => (
              <li key={coupon.id}>
                <CouponDetailCard coupon={coupon} balance={point} signedIn={signedIn} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageFrame>
  );
}

/** /coupons/{id}: a coupon campaign and its coupons, each to get and use (SPEC.md §2, §4). */
export function CouponPage() {
  return (
    <QueryIsland>
      <Detail />
    </QueryIsland>
  );
}
