import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FestivalSection } from '../../../components/festival-cards';
import { PageFrame } from '../../../components/page-frame';
import { TabList, tabId } from '../../../components/tab-list';
import { useFestivals } from '../../../lib/festival-list';
import { currentLanguage, pointsAmount } from '../../../lib/i18n';
import { QueryIsland } from '../../../lib/query-client';
import { useSession } from '../../../lib/use-session';
import { useCampaigns, type CampaignFilter } from '../api/campaigns-api';
import { CampaignCard } from '../components/campaign-card';
import { Loading } from '../../../components/loading';
import './campaigns-page.css';

const FILTERS: readonly CampaignFilter[] = ['all', 'claimable'];

function List({ filter }: { filter: CampaignFilter }) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const language = currentLanguage();
  const { data, isPending } = useCampaigns(filter, language, signedIn);
  // Under "Claimable now", a festival's reward is something to claim too (listed below).
  const festivalList = useFestivals(language, filter);
  const festivals = festivalList.data ?? [];
  if (isPending || !data || festivalList.isPending) {
    return <Loading />;
  }
  return (
    <>
      {signedIn && data.point !== null && (
        <p className="campaigns__balance">
          {t('campaigns.balance', { points: pointsAmount(data.point) })}
        </p>
      )}
      {data.campaigns.length > 0 ? (
        <ul className="campaign-grid">
          {data.campaigns.map((campaign) => (
            <li key={campaign.id}>
              <CampaignCard campaign={campaign} />
            </li>
          ))}
        </ul>
      ) : (
        (filter === 'all' || festivals.length === 0) && (
          <p className="notice-card">
            {t(filter === 'claimable' ? 'campaigns.emptyClaimable' : 'campaigns.empty')}
          </p>
        )
      )}
    </>
  );
}

/** /campaigns: every way to earn points, with a filter for what can be claimed now. */
export function CampaignsPage() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const filter: CampaignFilter =
    signedIn && params.get('filter') === 'claimable' ? 'claimable' : 'all';
  return (
    <PageFrame title={t('pages.campaigns')} wide>
      <p className="page-lead">{t('campaigns.lead')}</p>
      {signedIn && (
        <TabList
          tabs={FILTERS}
          active={filter}
          onChange={(tab) => setParams(tab === 'all' ? {} : { filter: tab }, { replace: true })}
          panelId="campaigns-panel"
          idPrefix="campaigns-tab"
          label={t('campaigns.filterLabel')}
          labelOf={(tab) => t(`campaigns.filters.${tab}`)}
        />
      )}
      <div
        id="campaigns-panel"
        {...(signedIn
          ? { role: 'tabpanel', 'aria-labelledby': tabId('campaigns-tab', filter) }
          : {})}
      >
        <QueryIsland>
          <List filter={filter} />
        </QueryIsland>
        <QueryIsland>
          <FestivalSection filter={filter} />
        </QueryIsland>
      </div>
    </PageFrame>
  );
}
