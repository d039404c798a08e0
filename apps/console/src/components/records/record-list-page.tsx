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
 * A list of records: the title and, for editors, the links that create one; the filters; then
 * the records as a table, a page at a time (the filters and the page are in the URL, `list`).
 */
export function RecordListPage<Name extends string, Row extends { id: string }>({
  title,
  create,
  list,
  filterLabel,
  filters,
  query,
  caption,
  columns,
  children,
}: {
  title: string;
  /** The links that create records, shown to editors. */
  create: ReactNode;
  list: ListParams<Name>;
  filterLabel: string;
  filters: ReactNode;
  query: UseQueryResult<{ data: Row[]; pagination: Pagination | undefined }>;
  caption: string;
  columns: ConsoleColumns<Row>;
  /** What the page shows below the table. */
  children?: ReactNode;
}) {
  const operator = useOperator();
  return (
    <Page title={title} actions={operator.can('editor') ? create : null}>
      <FilterForm label={filterLabel} list={list}>
        {filters}
      </FilterForm>
      {query.isError ? <ErrorMessage error={query.error} /> : null}
      <DataTable
        caption={caption}
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
