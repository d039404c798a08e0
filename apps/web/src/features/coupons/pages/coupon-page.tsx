import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CampaignHead } from '../../../components/campaign-head';
import { NotFoundPage } from '../../../components/not-found';
import { PageFrame } from '../../../components/page-frame';
import { Section } from '../../../components/section';
import { currentLanguage, pointsAmount } from '../../../lib/i18n';
import { QueryIsland } from '../../../lib/query-client';
import { useReadFailure } from '../../../lib/use-read-failure';
import { useSession } from '../../../lib/use-session';
import { useCouponMeasure } from '../api/coupons-api';
import {
  CampaignBadge,
  CouponDetailCard,
  nextOpeningText,
  validityText,
} from '../components/coupon-cards';
import '../coupons.css';

/**
 * What says the campaign is not there: 404, and 400 for an id that cannot be one (the id is the
 * request's only parameter the player types).
 */
function Detail() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { signedIn } = useSession();
  const language = currentLanguage();
  const { data, isPending, error } = useCouponMeasure(id, language, signedIn);

  const missing = useReadFailure(error);

  const crumbs = [
    { label: t('pages.usePoint'), to: '/usepoint' },
    { label: t('pages.coupons'), to: '/coupons' },
  ];
  if (missing) return <NotFoundPage />;
  if (isPending || !data) {
    return <PageFrame title={t('pages.coupon')} crumbs={crumbs} wide loading />;
  }
  const { coupon_measure: campaign, coupons, point } = data;
  const validity = validityText(campaign.valid_from, campaign.valid_to, language);
  const next = nextOpeningText(campaign, language, t);
  return (
    <PageFrame title={campaign.name} crumbs={crumbs} wide>
      <CampaignHead image={campaign.image}>
        <CampaignBadge campaign={campaign} />
        <p>{campaign.description}</p>
        {validity && <p className="muted">{validity}</p>}
        {next && <p className="muted">{next}</p>}
        {signedIn && point !== null && (
          <p className="coupon-campaign-head__balance">
            {t('coupons.balance', { points: pointsAmount(point) })}
          </p>
        )}
      </CampaignHead>
      <Section id="coupons-title" title={t('coupons.couponsTitle')}>
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
      </Section>
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
