import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createColumnHelper,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import type { Pagination } from '@points/contracts';

/** The console's tables use only the core features: lists are filtered and paged by the API. */
export const consoleTableFeatures = tableFeatures({});
type Features = typeof consoleTableFeatures;

/** Column definitions for rows of type `Row`: `const columns = columnsOf<Row>()`. */
export const columnsOf = <Row extends RowData>() => createColumnHelper<Features, Row>();

/**
 * Columns that each show a count of the row, formatted by `count`: by id, the header and how to
 * read the count from the row.
 */
export function countColumns<Row extends RowData>(
  column: ReturnType<typeof columnsOf<Row>>,
  count: (value: number) => string,
  columns: Record<string, readonly [header: string, value: (row: Row) => number]>,
) {
  return Object.entries(columns).map(([id, [header, value]]) =>
    column.display({ id, header, cell: (info) => count(value(info.row.original)) }),
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ConsoleColumns<Row extends RowData> = ColumnDef<Features, Row, any>[];

export interface DataTableProps<Row extends RowData> {
  /** What the table lists, read by screen readers first. */
  caption: string;
  columns: ConsoleColumns<Row>;
  rows: Row[];
  /** The page shown, from the API's answer; absent when the list is not paged. */
  pagination?: Pagination | undefined;
  onPageChange?: (page: number) => void;
  /** A stable id per row (default: the row's index). */
  rowId?: (row: Row) => string;
}

/**
 * A header's or cell's definition, rendered as a function of its context inside this one
 * component. TanStack's `FlexRender` makes the definition itself the component type, so a column
 * list rebuilt on each render (new arrow functions, as the pages build them) would remount every
 * cell whenever the page renders: an opened `<details>` in a cell would close as a list refreshes.
 */
function Rendered<Context>({ render, context }: { render: unknown; context: Context }) {
  return typeof render === 'function'
    ? (render as (context: Context) => ReactNode)(context)
    : ((render as ReactNode) ?? null);
}

/** A list as a table (TanStack Table), with its caption, header cells and server-side paging. */
export function DataTable<Row extends RowData>({
  caption,
  columns,
  rows,
  pagination,
  onPageChange,
  rowId,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const table = useTable({
    features: consoleTableFeatures,
    columns,
    data: rows,
    ...(rowId ? { getRowId: (row: Row) => rowId(row) } : {}),
  });
  const pages = pagination ? Math.max(1, Math.ceil(pagination.total / pagination.per_page)) : 1;
  return (
    // A table wider than the screen scrolls inside its frame, which the keyboard can reach.
    <div className="table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : (
                    <Rendered
                      render={header.column.columnDef.header}
                      context={header.getContext()}
                    />
                  )}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="empty">
                {t('table.empty')}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <Rendered render={cell.column.columnDef.cell} context={cell.getContext()} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {pagination && onPageChange ? (
        <nav className="pager" aria-label={t('table.pagination', { caption })}>
          <button
            type="button"
            onClick={() => onPageChange(pagination.page - 1)}
            disabled={pagination.page <= 1}
          >
            {t('table.previous')}
          </button>
          <span aria-live="polite">
            {t('table.page', { page: pagination.page, pages, total: pagination.total })}
          </span>
          <button
            type="button"
            onClick={() => onPageChange(pagination.page + 1)}
            disabled={pagination.page >= pages}
          >
            {t('table.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
