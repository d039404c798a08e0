import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleFestivalSummary } from '@points/contracts';
import { columnsOf, DataTable } from '../../../components/data-table';
import { FilterForm } from '../../../components/filter-form';
import { Page } from '../../../components/page';
import { ErrorMessage } from '../../../components/status-message';
import { formatPoints, formatUtc } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useOperator } from '../../../lib/session';
import { useFestivals } from '../api/festival-api';

const column = columnsOf<ConsoleFestivalSummary>();

/** The festivals, drafts included: where each stands and how many take part. */
export function FestivalListPage() {
  const { t, i18n } = useTranslation('catalogue');
  const operator = useOperator();
  const list = useListParams(['q']);
  const filter = { q: list.filter.q, page: list.page };
  const festivals = useFestivals(filter);
  const count = (value: number) => formatPoints(value, i18n.language);
  const counted = (key: keyof ConsoleFestivalSummary['counts']) =>
    column.display({
      id: key,
      header: t(`festival.counts.${key}`),
      cell: (info) => count(info.row.original.counts[key]),
    });

  const columns = [
    column.accessor('id', {
      header: t('festival.columns.id'),
      cell: (info) => <Link to={`/festivals/${info.getValue()}`}>{info.getValue()}</Link>,
    }),
    column.accessor('name', { header: t('festival.columns.name') }),
    column.accessor('published', {
      header: t('festival.columns.status'),
      cell: (info) => t(info.getValue() ? 'festival.published' : 'festival.draft'),
    }),
    column.accessor('phase', {
      header: t('festival.columns.phase'),
      cell: (info) => t(`festival.phases.${info.getValue()}`),
    }),
    column.display({
      id: 'event',
      header: t('festival.columns.event'),
      cell: (info) =>
        t('coupon.validity_range', {
          from: formatUtc(info.row.original.event_starts_at),
          to: formatUtc(info.row.original.event_ends_at),
        }),
    }),
    counted('pre_registrations'),
    counted('drawn'),
    counted('visitors'),
    counted('companions'),
    counted('checked_in'),
  ];

  return (
    <Page
      title={t('festival.title')}
      actions={
        operator.can('editor') ? (
          <Link className="button primary" to="/festivals/new">
            {t('festival.new')}
          </Link>
        ) : null
      }
    >
      <FilterForm label={t('festival.filters')} list={list}>
        <label>
          <span>{t('festival.text')}</span>
          <input name="q" type="search" defaultValue={filter.q ?? ''} />
        </label>
      </FilterForm>
      {festivals.isError ? <ErrorMessage error={festivals.error} /> : null}
      <DataTable
        caption={t('festival.caption')}
        columns={columns}
        rows={festivals.data?.data ?? []}
        rowId={(row) => row.id}
        pagination={festivals.data?.pagination}
        onPageChange={list.setPage}
      />
    </Page>
  );
}
