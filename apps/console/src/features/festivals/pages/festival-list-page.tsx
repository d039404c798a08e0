import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleFestivalSummary } from '@points/contracts';
import { columnsOf } from '../../../components/data-table';
import {
  idLink,
  Period,
  RecordListPage,
  TextFilter,
} from '../../../components/records/record-list-page';
import { useListParams } from '../../../lib/list-params';
import { useCount } from '../../../lib/use-count';
import { useFestivals } from '../api/festival-api';

const column = columnsOf<ConsoleFestivalSummary>();

/** The festivals, drafts included: where each stands and how many take part. */
export function FestivalListPage() {
  const { t } = useTranslation('festivals');
  const count = useCount();
  const list = useListParams(['q']);
  const filter = { q: list.filter.q, page: list.page };
  const festivals = useFestivals(filter);
  const counted = (key: keyof ConsoleFestivalSummary['counts']) =>
    column.display({
      id: key,
      header: t(`counts.${key}`),
      cell: (info) => count(info.row.original.counts[key]),
    });

  const columns = [
    column.accessor('id', {
      header: t('columns.id'),
      cell: idLink((id) => `/festivals/${id}`),
    }),
    column.accessor('name', { header: t('columns.name') }),
    column.accessor('published', {
      header: t('columns.status'),
      cell: (info) => t(info.getValue() ? 'status.published' : 'status.draft', { ns: 'records' }),
    }),
    column.accessor('phase', {
      header: t('columns.phase'),
      cell: (info) => t(`phases.${info.getValue()}`),
    }),
    column.display({
      id: 'event',
      header: t('columns.event'),
      cell: (info) => (
        <Period from={info.row.original.event_starts_at} to={info.row.original.event_ends_at} />
      ),
    }),
    counted('pre_registrations'),
    counted('drawn'),
    counted('visitors'),
    counted('companions'),
    counted('checked_in'),
  ];

  return (
    <RecordListPage
      title={t('title')}
      create={
        <Link className="button primary" to="/festivals/new">
          {t('new')}
        </Link>
      }
      list={list}
      filterLabel={t('filters')}
      filters={<TextFilter value={filter.q} />}
      query={festivals}
      caption={t('caption')}
      columns={columns}
    />
  );
}
