import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ConsoleCampaignSummary } from '@points/contracts';
import { columnsOf, DataTable } from '../../../components/data-table';
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
  const [params, setParams] = useSearchParams();
  const filter = { q: params.get('q') || undefined, page: Number(params.get('page') ?? 1) || 1 };
  const list = useCampaigns(filter);
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
      <form
        className="filters"
        aria-label={t('campaigns.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
          setParams(q ? new URLSearchParams({ q }) : new URLSearchParams());
        }}
      >
        <label>
          <span>{t('campaigns.text')}</span>
          <input name="q" type="search" defaultValue={filter.q ?? ''} key={filter.q ?? ''} />
        </label>
        <div className="filters__actions">
          <button type="submit" className="primary">
            {t('actions.search', { ns: 'common' })}
          </button>
          <button type="button" onClick={() => setParams(new URLSearchParams())}>
            {t('actions.clear', { ns: 'common' })}
          </button>
        </div>
      </form>
      {list.isError ? <ErrorMessage error={list.error} /> : null}
      <DataTable
        caption={t('campaigns.caption')}
        columns={columns}
        rows={list.data?.data ?? []}
        rowId={(row) => row.id}
        pagination={list.data?.pagination}
        onPageChange={(page) => {
          const next = new URLSearchParams(params);
          next.set('page', String(page));
          setParams(next);
        }}
      />
    </Page>
  );
}
