import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleLotterySummary } from '@points/contracts';
import { columnsOf, DataTable } from '../../../components/data-table';
import { FilterForm } from '../../../components/filter-form';
import { Page } from '../../../components/page';
import { ErrorMessage } from '../../../components/status-message';
import { formatPoints, formatUtc } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useOperator } from '../../../lib/session';
import { useLotteries, useLotteryCampaigns } from '../api/lottery-api';

const column = columnsOf<ConsoleLotterySummary>();

/** Lottery campaigns and their lotteries: entries, players and whether each is drawn. */
export function LotteryListPage() {
  const { t, i18n } = useTranslation('catalogue');
  const operator = useOperator();
  const list = useListParams(['q']);
  const filter = { q: list.filter.q, page: list.page };
  const lotteries = useLotteries(filter);
  const campaigns = useLotteryCampaigns();
  const count = (value: number) => formatPoints(value, i18n.language);

  const columns = [
    column.accessor('id', {
      header: t('lottery.columns.id'),
      cell: (info) => <Link to={`/lotteries/${info.getValue()}`}>{info.getValue()}</Link>,
    }),
    column.accessor('name', { header: t('lottery.columns.name') }),
    column.accessor('campaign_id', { header: t('lottery.columns.campaign') }),
    column.display({
      id: 'period',
      header: t('lottery.columns.entryPeriod'),
      cell: (info) =>
        t('coupon.validity_range', {
          from: formatUtc(info.row.original.entry_from),
          to: formatUtc(info.row.original.entry_to),
        }),
    }),
    column.accessor('selection_at', {
      header: t('lottery.columns.selection'),
      cell: (info) => formatUtc(info.getValue()),
    }),
    column.accessor('points_per_entry', {
      header: t('lottery.columns.points'),
      cell: (info) => count(info.getValue()),
    }),
    column.accessor('total_entries', {
      header: t('lottery.columns.entries'),
      cell: (info) => count(info.getValue()),
    }),
    column.accessor('players', {
      header: t('lottery.columns.players'),
      cell: (info) => count(info.getValue()),
    }),
    column.accessor('drawn', {
      header: t('lottery.columns.status'),
      cell: (info) => t(info.getValue() ? 'lottery.drawn' : 'lottery.notDrawn'),
    }),
  ];

  return (
    <Page
      title={t('lottery.title')}
      actions={
        operator.can('editor') ? (
          <>
            <Link className="button primary" to="/lotteries/new">
              {t('lottery.new')}
            </Link>{' '}
            <Link className="button" to="/lotteries/campaigns/new">
              {t('lottery.newCampaign')}
            </Link>
          </>
        ) : null
      }
    >
      <FilterForm label={t('lottery.filters')} list={list}>
        <label>
          <span>{t('earning.text')}</span>
          <input name="q" type="search" defaultValue={filter.q ?? ''} />
        </label>
      </FilterForm>
      {lotteries.isError ? <ErrorMessage error={lotteries.error} /> : null}
      <DataTable
        caption={t('lottery.caption')}
        columns={columns}
        rows={lotteries.data?.data ?? []}
        rowId={(row) => row.id}
        pagination={lotteries.data?.pagination}
        onPageChange={list.setPage}
      />
      <section className="cat-section-block" aria-labelledby="lottery-campaigns">
        <h2 id="lottery-campaigns">{t('lottery.campaigns')}</h2>
        {campaigns.isError ? <ErrorMessage error={campaigns.error} /> : null}
        <ul>
          {(campaigns.data ?? []).map((campaign) => (
            <li key={campaign.id}>
              <Link to={`/lotteries/campaigns/${campaign.id}`}>
                {campaign.texts.en?.name ?? campaign.texts.ja?.name ?? campaign.id}
              </Link>{' '}
              ({campaign.id}, {t(campaign.published ? 'earning.published' : 'earning.draft')},{' '}
              {t('lottery.lotteryCount', { count: campaign.lottery_count })})
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
