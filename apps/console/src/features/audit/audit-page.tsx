import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { AuditEntry } from '@points/contracts';
import { columnsOf, DataTable } from '../../components/data-table';
import { Page } from '../../components/page';
import { ErrorMessage } from '../../components/status-message';
import { consoleDownload, consoleGet } from '../../lib/api';
import { formatUtc, fromUtcInput } from '../../lib/format';

const FILTERS = ['operator', 'action', 'object_type', 'object_id', 'from', 'to'] as const;
type FilterName = (typeof FILTERS)[number];

const column = columnsOf<AuditEntry>();

function Change({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  return (
    <details>
      <summary>{t('showChange')}</summary>
      <div className="change">
        <div>
          <h2 className="change__title">{t('before')}</h2>
          <pre>{JSON.stringify(entry.before, null, 2)}</pre>
        </div>
        <div>
          <h2 className="change__title">{t('after')}</h2>
          <pre>{JSON.stringify(entry.after, null, 2)}</pre>
        </div>
      </div>
    </details>
  );
}

/** Every console write: who, when, what changed and why; filtered, paged, exportable. */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const [params, setParams] = useSearchParams();
  const [exporting, setExporting] = useState(false);
  const page = Number(params.get('page') ?? 1) || 1;
  const filter = Object.fromEntries(
    FILTERS.map((name) => {
      const value = params.get(name) ?? '';
      return [
        name,
        name === 'from' || name === 'to' ? (fromUtcInput(value) ?? undefined) : value || undefined,
      ];
    }),
  ) as Record<FilterName, string | undefined>;

  const list = useQuery({
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
      cell: (info) => `${info.row.original.object_type} ${info.row.original.object_id}`,
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
      <form
        className="filters"
        aria-label={t('filters')}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const next = new URLSearchParams();
          for (const name of FILTERS) {
            const value = String(form.get(name) ?? '').trim();
            if (value) next.set(name, value);
          }
          setParams(next);
        }}
      >
        {FILTERS.map((name) => (
          <label key={name}>
            <span>
              {t(name === 'object_type' ? 'objectType' : name === 'object_id' ? 'objectId' : name)}
            </span>
            <input
              name={name}
              type={name === 'from' || name === 'to' ? 'datetime-local' : 'text'}
              defaultValue={params.get(name) ?? ''}
            />
          </label>
        ))}
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
        caption={t('caption')}
        columns={columns}
        rows={list.data?.data ?? []}
        rowId={(row) => String(row.id)}
        pagination={list.data?.pagination}
        onPageChange={(next) => {
          const copy = new URLSearchParams(params);
          copy.set('page', String(next));
          setParams(copy);
        }}
      />
    </Page>
  );
}
