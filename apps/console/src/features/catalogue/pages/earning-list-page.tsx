import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CAMPAIGN_KINDS, type CampaignKind, type EarningCampaignSummary } from '@points/contracts';
import { columnsOf, DataTable } from '../../../components/data-table';
import { FilterForm } from '../../../components/filter-form';
import { Page } from '../../../components/page';
import { ErrorMessage } from '../../../components/status-message';
import { formatPoints, formatUtc } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useOperator } from '../../../lib/session';
import { useEarningCampaigns } from '../api/earning-api';

const column = columnsOf<EarningCampaignSummary>();

/** The campaigns players earn points with: drafts and published, with what each granted. */
export function EarningListPage() {
  const { t, i18n } = useTranslation('catalogue');
  const operator = useOperator();
  const list = useListParams(['q', 'kind']);
  const kind = CAMPAIGN_KINDS.find((value) => value === list.filter.kind);
  const filter = { q: list.filter.q, kind, page: list.page };
  const campaigns = useEarningCampaigns(filter);
  const count = (value: number) => formatPoints(value, i18n.language);

  const columns = [
    column.accessor('id', {
      header: t('earning.columns.id'),
      cell: (info) => <Link to={`/earning/campaigns/${info.getValue()}`}>{info.getValue()}</Link>,
    }),
    column.accessor('name', { header: t('earning.columns.name') }),
    column.accessor('kind', {
      header: t('earning.columns.kind'),
      cell: (info) => t(`earning.kinds.${info.getValue()}`),
    }),
    column.accessor('published', {
      header: t('earning.columns.status'),
      cell: (info) => t(info.getValue() ? 'earning.published' : 'earning.draft'),
    }),
    column.display({
      id: 'period',
      header: t('earning.columns.period'),
      cell: (info) =>
        t('coupon.validity_range', {
          from: formatUtc(info.row.original.starts_at),
          to: formatUtc(info.row.original.ends_at),
        }),
    }),
    column.accessor('reward_points', {
      header: t('earning.columns.reward'),
      cell: (info) => count(info.getValue()),
    }),
    column.display({
      id: 'claims',
      header: t('earning.columns.claims'),
      cell: (info) => count(info.row.original.counts.claims),
    }),
    column.display({
      id: 'points',
      header: t('earning.columns.points'),
      cell: (info) => count(info.row.original.counts.points),
    }),
  ];

  return (
    <Page
      title={t('earning.title')}
      actions={
        operator.can('editor') ? (
          <Link className="button primary" to="/earning/campaigns/new">
            {t('earning.new')}
          </Link>
        ) : null
      }
    >
      <FilterForm label={t('earning.filters')} list={list}>
        <label>
          <span>{t('earning.text')}</span>
          <input name="q" type="search" defaultValue={filter.q ?? ''} />
        </label>
        <label>
          <span>{t('earning.columns.kind')}</span>
          <select name="kind" defaultValue={kind ?? ''}>
            <option value="">{t('earning.anyKind')}</option>
            {CAMPAIGN_KINDS.map((value: CampaignKind) => (
              <option key={value} value={value}>
                {t(`earning.kinds.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </FilterForm>
      {campaigns.isError ? <ErrorMessage error={campaigns.error} /> : null}
      <DataTable
        caption={t('earning.caption')}
        columns={columns}
        rows={campaigns.data?.data ?? []}
        rowId={(row) => row.id}
        pagination={campaigns.data?.pagination}
        onPageChange={list.setPage}
      />
    </Page>
  );
}
