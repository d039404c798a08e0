import { useTranslation } from 'react-i18next';
import type { ConsoleFestivalSummary } from '@points/contracts';
import { columnsOf, countColumns } from '../../../components/data-table';
import { PublicationStatus } from '../../../components/publication-status';
import { idLink, Period, RecordListPage } from '../../../components/records/record-list-page';
import { useListParams } from '../../../lib/list-params';
import { useCount } from '../../../lib/use-count';
import { useFestivals } from '../api/festival-api';

const column = columnsOf<ConsoleFestivalSummary>();

/** The counts of those taking part, each a column. */
const COUNTS = ['pre_registrations', 'drawn', 'visitors', 'companions', 'checked_in'] as const;

/** The festivals, drafts included: where each stands and how many take part. */
export function FestivalListPage() {
  const { t } = useTranslation('festivals');
  const count = useCount();
  const list = useListParams(['q']);
  const filter = { q: list.filter.q, page: list.page };
  const festivals = useFestivals(filter);

  const columns = [
    column.accessor('id', {
      header: t('columns.id'),
      cell: idLink((id) => `/festivals/${id}`),
    }),
    column.accessor('name', { header: t('columns.name') }),
    column.accessor('published', {
      header: t('columns.status'),
      cell: (info) => (
        <PublicationStatus
          status={info.getValue() ? 'published' : 'draft'}
          start={info.row.original.pre_registration_from}
          end={info.row.original.event_ends_at}
        />
      ),
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
    ...countColumns(
      column,
      count,
      Object.fromEntries(
        COUNTS.map((key) => [key, [t(`counts.${key}`), (row) => row.counts[key]]] as const),
      ),
    ),
  ];

  return (
    <RecordListPage
      texts="festivals"
      newPath="/festivals/new"
      list={list}
      query={festivals}
      columns={columns}
    />
  );
}
