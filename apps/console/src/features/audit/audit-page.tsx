import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { z } from 'zod';
import { AuditEntry } from '@points/contracts';
import { columnsOf, DataTable } from '../../components/data-table';
import { FilterForm } from '../../components/filter-form';
import { Page } from '../../components/page';
import { PlayerLink } from '../../components/player-link';
import { ErrorMessage } from '../../components/status-message';
import { consoleDownload, consoleGet } from '../../lib/api';
import { formatUtc, fromUtcInput } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { diffChange } from './change-diff';
import { ChangeTable } from './change-view';

const FILTERS = ['operator', 'action', 'object_type', 'object_id', 'from', 'to'] as const;
const LABELS = {
  operator: 'operator',
  action: 'action',
  object_type: 'objectType',
  object_id: 'objectId',
  from: 'from',
  to: 'to',
} as const;

const column = columnsOf<AuditEntry>();

/** What a write was made to, and the player it concerns by nickname and id. */
function AuditObject({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  if (entry.object_type === 'player' && entry.player) {
    return (
      <>
        {entry.object_type} <PlayerLink player={entry.player} />
      </>
    );
  }
  return (
    <>
      {entry.object_type} <code>{entry.object_id}</code>
      {entry.player ? (
        <div>
          {t('player')} <PlayerLink player={entry.player} />
        </div>
      ) : null}
    </>
  );
}

/** The write's change, folded: how many fields it touched, then each before and after. */
function Change({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  const count = diffChange(entry.before, entry.after).length;
  return (
    <details>
      <summary>{t('showChange', { count })}</summary>
      <ChangeTable
        before={entry.before}
        after={entry.after}
        caption={t('change.caption', { object: `${entry.object_type} ${entry.object_id}` })}
      />
    </details>
  );
}

/** Every console write: who, when, what changed and why; filtered, paged, exportable. */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const list = useListParams(FILTERS);
  const [exporting, setExporting] = useState(false);
  const { page } = list;
  // The times are typed in UTC; the API takes instants.
  const filter = {
    ...list.filter,
    from: fromUtcInput(list.filter.from ?? '') ?? undefined,
    to: fromUtcInput(list.filter.to ?? '') ?? undefined,
  };

  const entries = useQuery({
    queryKey: ['audit', filter, page],
    queryFn: () => consoleGet('/audit', z.array(AuditEntry), { ...filter, page, per_page: 25 }),
    placeholderData: keepPreviousData,
  });

  const columns = [
    column.accessor('at', { header: t('columns.at'), cell: (info) => formatUtc(info.getValue()) }),
    column.accessor('operator_name', {
      header: t('columns.operator'),
      cell: (info) => `${info.getValue()} (${info.row.original.operator_role})`,
    }),
    column.accessor('action', { header: t('columns.action') }),
    column.display({
      id: 'object',
      header: t('columns.object'),
      cell: (info) => <AuditObject entry={info.row.original} />,
    }),
    column.accessor('reason', {
      header: t('columns.reason'),
      cell: (info) => info.getValue() ?? '—',
    }),
    column.display({
      id: 'change',
      header: t('columns.change'),
      cell: (info) => <Change entry={info.row.original} />,
    }),
  ];

  const exportCsv = () => {
    setExporting(true);
    void consoleDownload('/audit.csv', filter, 'audit.csv').finally(() => setExporting(false));
  };

  return (
    <Page
      title={t('title')}
      actions={
        <button type="button" onClick={exportCsv} disabled={exporting}>
          {exporting ? t('exporting') : t('export')}
        </button>
      }
    >
      <FilterForm label={t('filters')} list={list}>
        {FILTERS.map((name) => (
          <label key={name}>
            <span>{t(LABELS[name])}</span>
            <input
              name={name}
              type={name === 'from' || name === 'to' ? 'datetime-local' : 'text'}
              defaultValue={list.filter[name] ?? ''}
            />
          </label>
        ))}
      </FilterForm>
      {entries.isError ? <ErrorMessage error={entries.error} /> : null}
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={entries.data?.data ?? []}
        rowId={(row) => String(row.id)}
        pagination={entries.data?.pagination}
        onPageChange={list.setPage}
      />
    </Page>
  );
}
