import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found';
import { PageFrame } from '../../../components/page-frame';
import { currentLanguage, pointsAmount } from '../../../lib/i18n';
import { QueryIsland } from '../../../lib/query-client';
import { useReadFailure } from '../../../lib/use-read-failure';
import { useSession } from '../../../lib/use-session';
import { useLotteryCampaign, useLotteryCampaigns } from '../api/lottery-api';
import { LotteryCampaignSection } from '../components/lottery-cards';

function Loading({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={title}
      crumbs={[{ label: t('pages.usePoint'), to: '/usepoint' }]}
      wide
      loading
    />
  );
}

function Balance({ point }: { point: number | null }) {
  const { t } = useTranslation();
  if (point === null) return null;
  return (
    <p className="coupon-campaign-head__balance">
      {t('coupons.balance', { points: pointsAmount(point) })}
    </p>
  );
}

/** /campaign-lotto: every lottery campaign. */
function AllCampaigns() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const { data } = useLotteryCampaigns(currentLanguage(), signedIn);
  if (!data) return <Loading title={t('pages.lottoAll')} />;
  return (
    <PageFrame
      title={t('pages.lottoAll')}
      crumbs={[{ label: t('pages.usePoint'), to: '/usepoint' }]}
      wide
    >
      <p className="page__lead">{t('lottery.intro')}</p>
      <Balance point={data.point} />
      {data.campaigns.length === 0 ? (
        <p className="notice-card">{t('lottery.empty')}</p>
      ) : (
        data.campaigns.map((campaign) => (
          <LotteryCampaignSection key={campaign.id} campaign={campaign} />
        ))
      )}
    </PageFrame>
  );
}

/** /campaign-lotto/{id}: one lottery campaign and its lotteries. */
function OneCampaign({ id }: { id: string }) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const { data, error } = useLotteryCampaign(id, currentLanguage(), signedIn);
  const missing = useReadFailure(error);
  if (missing) return <NotFoundPage />;
  if (!data) return <Loading title={t('pages.lottoList')} />;
  return (
    <PageFrame
      title={data.campaign.name}
      crumbs={[
        { label: t('pages.usePoint'), to: '/usepoint' },
        { label: t('pages.lottoAll'), to: '/campaign-lotto' },
      ]}
      wide
    >
      <Balance point={data.point} />
      <LotteryCampaignSection campaign={data.campaign} heading={t('lottery.lotteriesTitle')} />
      <p>
        <Link className="button button--ghost" to="/campaign-lotto">
          {t('pages.lottoAll')}
        </Link>
      </p>
    </PageFrame>
  );
}

/** /campaign-lotto and /campaign-lotto/{id}: lottery campaigns (SPEC.md §2). */
export function LotteryCampaignsPage() {
  const { id } = useParams();
  return <QueryIsland>{id ? <OneCampaign id={id} /> : <AllCampaigns />}</QueryIsland>;
}
