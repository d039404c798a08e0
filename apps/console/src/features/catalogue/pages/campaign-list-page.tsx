import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleCampaignSummary } from '@points/contracts';
import { columnsOf, DataTable } from '../../../components/data-table';
import { FilterForm } from '../../../components/filter-form';
import { useListParams } from '../../../lib/list-params';
import { Page } from '../../../components/page';
import { ErrorMessage } from '../../../components/status-message';
import { formatPoints, formatUtc } from '../../../lib/format';
import { useOperator } from '../../../lib/session';
import { useCampaigns } from '../api/catalogue-api';

const column = columnsOf<ConsoleCampaignSummary>();

/** The coupon campaigns with their coupons' codes counted; each opens its coupons. */
export function CampaignListPage() {
  const { t, i18n } = useTranslation('catalogue');
  const operator = useOperator();
  const list = useListParams(['q']);
  const filter = { ...list.filter, page: list.page };
  const campaigns = useCampaigns(filter);
  const count = (value: number) => formatPoints(value, i18n.language);

  const columns = [
    column.accessor('id', {
      header: t('campaigns.columns.id'),
      cell: (info) => <Link to={`/catalogue/campaigns/${info.getValue()}`}>{info.getValue()}</Link>,
    }),
    column.accessor('name', { header: t('campaigns.columns.name') }),
    column.accessor('coupon_count', { header: t('campaigns.columns.coupons') }),
    column.display({
      id: 'issued',
      header: t('campaigns.columns.issued'),
      cell: (info) => count(info.row.original.codes.issued),
    }),
    column.display({
      id: 'left',
      header: t('campaigns.columns.left'),
      cell: (info) => count(info.row.original.codes.free),
    }),
    column.display({
      id: 'withheld',
      header: t('campaigns.columns.withheld'),
      cell: (info) => count(info.row.original.codes.withheld),
    }),
    column.accessor('updated_at', {
      header: t('campaigns.columns.updated'),
      cell: (info) => formatUtc(info.getValue()),
    }),
  ];

  return (
    <Page
      title={t('campaigns.title')}
      actions={
        operator.can('editor') ? (
          <Link className="button primary" to="/catalogue/campaigns/new">
            {t('campaigns.new')}
          </Link>
        ) : null
      }
    >
      <FilterForm label={t('campaigns.filters')} list={list}>
        <label>
          <span>{t('campaigns.text')}</span>
          <input name="q" type="search" defaultValue={filter.q ?? ''} />
        </label>
      </FilterForm>
      {campaigns.isError ? <ErrorMessage error={campaigns.error} /> : null}
      <DataTable
        caption={t('campaigns.caption')}
        columns={columns}
        rows={campaigns.data?.data ?? []}
        rowId={(row) => row.id}
        pagination={campaigns.data?.pagination}
        onPageChange={list.setPage}
      />
    </Page>
  );
}
