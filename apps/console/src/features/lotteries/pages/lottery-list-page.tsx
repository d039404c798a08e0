import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleLotterySummary } from '@points/contracts';
import { columnsOf } from '../../../components/data-table';
import { PublicationStatus } from '../../../components/publication-status';
import { idLink, Period, RecordListPage } from '../../../components/records/record-list-page';
import { ErrorMessage } from '../../../components/status-message';
import { formatUtc } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useCount } from '../../../lib/use-count';
import { useLotteries, useLotteryCampaigns } from '../api/lottery-api';

const column = columnsOf<ConsoleLotterySummary>();

/** Lottery campaigns and their lotteries: entries, players and whether each is drawn. */
export function LotteryListPage() {
  const { t } = useTranslation('lotteries');
  const count = useCount();
  const list = useListParams(['q']);
  const filter = { q: list.filter.q, page: list.page };
  const lotteries = useLotteries(filter);
  const campaigns = useLotteryCampaigns();

  const columns = [
    column.accessor('id', {
      header: t('columns.id'),
      cell: idLink((id) => `/lotteries/${id}`),
    }),
    column.accessor('name', { header: t('columns.name') }),
    column.accessor('campaign_id', { header: t('columns.campaign') }),
    column.display({
      id: 'period',
      header: t('columns.entryPeriod'),
      cell: (info) => (
        <Period from={info.row.original.entry_from} to={info.row.original.entry_to} />
      ),
    }),
    column.accessor('selection_at', {
      header: t('columns.selection'),
      cell: (info) => formatUtc(info.getValue()),
    }),
    column.accessor('points_per_entry', {
      header: t('columns.points'),
      cell: (info) => count(info.getValue()),
    }),
    column.accessor('total_entries', {
      header: t('columns.entries'),
      cell: (info) => count(info.getValue()),
    }),
    column.accessor('players', {
      header: t('columns.players'),
      cell: (info) => count(info.getValue()),
    }),
    column.accessor('drawn', {
      header: t('columns.status'),
      cell: (info) => t(info.getValue() ? 'drawn' : 'notDrawn'),
    }),
  ];

  return (
    <RecordListPage
      texts="lotteries"
      newPath="/lotteries/new"
      actions={
        <Link className="button" to="/lotteries/campaigns/new">
          {t('newCampaign')}
        </Link>
      }
      list={list}
      query={lotteries}
      columns={columns}
    >
      <section className="cat-section-block" aria-labelledby="lottery-campaigns">
        <h2 id="lottery-campaigns">{t('campaigns')}</h2>
        {campaigns.isError ? <ErrorMessage error={campaigns.error} /> : null}
        <ul>
          {(campaigns.data ?? []).map((campaign) => (
            <li key={campaign.id}>
              <Link to={`/lotteries/campaigns/${campaign.id}`}>
                {campaign.texts.en?.name ?? campaign.texts.ja?.name ?? campaign.id}
              </Link>{' '}
              ({campaign.id},{' '}
              <PublicationStatus
                status={campaign.published ? 'published' : 'draft'}
                start={campaign.starts_at}
                end={campaign.ends_at}
              />
              , {t('lotteryCount', { count: campaign.lottery_count })})
            </li>
          ))}
        </ul>
      </section>
    </RecordListPage>
  );
}
