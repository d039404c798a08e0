import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Pagination } from '@points/contracts';
import { DataTable, type ConsoleColumns } from '../data-table';
import { FilterForm } from '../filter-form';
import { Page } from '../page';
import { ErrorMessage } from '../status-message';
import { formatUtc } from '../../lib/format';
import type { ListParams } from '../../lib/list-params';
import { useOperator } from '../../lib/session';
import './records.css';

/**
 * A list of records: the title and, for editors, the link to a new record's page; the filters
 * (by default the text filter); then the records as a table, a page at a time (the filters and
 * the page are in the URL, `list`). Its texts are the area's `title`, `new`, `filters` and
 * `caption`.
 */
export function RecordListPage<Name extends string, Row extends { id: string }>({
  texts,
  newPath,
  actions,
  list,
  filters,
  query,
  columns,
  children,
}: {
  /** The area's i18n namespace. */
  texts: string;
  /** A new record's page. */
  newPath: string;
  /** More links for editors, after the new record's. */
  actions?: ReactNode;
  list: ListParams<Name>;
  filters?: ReactNode;
  query: UseQueryResult<{ data: Row[]; pagination: Pagination | undefined }>;
  columns: ConsoleColumns<Row>;
  /** What the page shows below the table. */
  children?: ReactNode;
}) {
  const { t } = useTranslation(texts);
  const operator = useOperator();
  const { q } = list.filter as Record<string, string | undefined>;
  return (
    <Page
      title={t('title')}
      actions={
        operator.can('editor') ? (
          <>
            <Link className="button primary" to={newPath}>
              {t('new')}
            </Link>
            {actions ? <> {actions}</> : null}
          </>
        ) : null
      }
    >
      <FilterForm label={t('filters')} list={list}>
        {filters ?? <TextFilter value={q} />}
      </FilterForm>
      {query.isError ? <ErrorMessage error={query.error} /> : null}
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={query.data?.data ?? []}
        rowId={(row) => row.id}
        pagination={query.data?.pagination}
        onPageChange={list.setPage}
      />
      {children}
    </Page>
  );
}

/** The filter by text every list has: a record's id or name (`q`). */
export function TextFilter({ value }: { value: string | undefined }) {
  const { t } = useTranslation('records');
  return (
    <label>
      <span>{t('filters.text')}</span>
      <input name="q" type="search" defaultValue={value ?? ''} />
    </label>
  );
}

/** A cell that links its record's id to the record's page, `pathOf(id)`. */
export const idLink =
  (pathOf: (id: string) => string) =>
  ({ getValue }: { getValue: () => string }) => <Link to={pathOf(getValue())}>{getValue()}</Link>;

/** A period from one time to another, in UTC. */
export function Period({ from, to }: { from: string | null; to: string | null }) {
  const { t } = useTranslation('records');
  return <>{t('period', { from: formatUtc(from), to: formatUtc(to) })}</>;
}
