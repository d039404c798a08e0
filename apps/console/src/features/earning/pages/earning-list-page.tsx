import { useTranslation } from 'react-i18next';
import { CAMPAIGN_KINDS, type CampaignKind, type EarningCampaignSummary } from '@points/contracts';
import { columnsOf, countColumns } from '../../../components/data-table';
import { PublicationStatus } from '../../../components/publication-status';
import {
  idLink,
  Period,
  RecordListPage,
  TextFilter,
} from '../../../components/records/record-list-page';
import { useListParams } from '../../../lib/list-params';
import { useCount } from '../../../lib/use-count';
import { useEarningCampaigns } from '../api/earning-api';

const column = columnsOf<EarningCampaignSummary>();

/** The campaigns players earn points with: drafts and published, with what each granted. */
export function EarningListPage() {
  const { t } = useTranslation('earning');
  const count = useCount();
  const list = useListParams(['q', 'kind']);
  const kind = CAMPAIGN_KINDS.find((value) => value === list.filter.kind);
  const filter = { q: list.filter.q, kind, page: list.page };
  const campaigns = useEarningCampaigns(filter);

  const columns = [
    column.accessor('id', {
      header: t('columns.id'),
      cell: idLink((id) => `/earning/campaigns/${id}`),
    }),
    column.accessor('name', { header: t('columns.name') }),
    column.accessor('kind', {
      header: t('columns.kind'),
      cell: (info) => t(`kinds.${info.getValue()}`),
    }),
    column.accessor('published', {
      header: t('columns.status'),
      cell: (info) => (
        <PublicationStatus
          status={info.getValue() ? 'published' : 'draft'}
          start={info.row.original.starts_at}
          end={info.row.original.ends_at}
        />
      ),
    }),
    column.display({
      id: 'period',
      header: t('columns.period'),
      cell: (info) => <Period from={info.row.original.starts_at} to={info.row.original.ends_at} />,
    }),
    column.accessor('reward_points', {
      header: t('columns.reward'),
      cell: (info) => count(info.getValue()),
    }),
    ...countColumns(column, count, {
      claims: [t('columns.claims'), (row) => row.counts.claims],
      points: [t('columns.points'), (row) => row.counts.points],
    }),
  ];

  return (
    <RecordListPage
      texts="earning"
      newPath="/earning/campaigns/new"
      list={list}
      filters={
        <>
          <TextFilter value={filter.q} />
          <label>
            <span>{t('columns.kind')}</span>
            <select name="kind" defaultValue={kind ?? ''}>
              <option value="">{t('anyKind')}</option>
              {CAMPAIGN_KINDS.map((value: CampaignKind) => (
                <option key={value} value={value}>
                  {t(`kinds.${value}`)}
                </option>
              ))}
            </select>
          </label>
        </>
      }
      query={campaigns}
      columns={columns}
    />
  );
}
