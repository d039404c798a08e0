import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleItemSummary } from '@points/contracts';
import { columnsOf, DataTable } from '../../../components/data-table';
import { FilterForm } from '../../../components/filter-form';
import { useListParams } from '../../../lib/list-params';
import { Page } from '../../../components/page';
import { ErrorMessage } from '../../../components/status-message';
import { formatPoints, formatUtc } from '../../../lib/format';
import { useOperator } from '../../../lib/session';
import { useItemGroups, useItems } from '../api/catalogue-api';

const column = columnsOf<ConsoleItemSummary>();

/** The shop's items, filtered by group and text, paged; each opens its edit form. */
export function ItemListPage() {
  const { t, i18n } = useTranslation('catalogue');
  const operator = useOperator();
  const list = useListParams(['group', 'q']);
  const filter = { ...list.filter, page: list.page };
  const groups = useItemGroups();
  const items = useItems(filter);
  const groupName = (id: string) => groups.data?.find((group) => group.id === id)?.name ?? id;

  const columns = [
    column.accessor('id', {
      header: t('items.columns.id'),
      cell: (info) => <Link to={`/catalogue/items/${info.getValue()}`}>{info.getValue()}</Link>,
    }),
    column.accessor('name', { header: t('items.columns.name') }),
    column.accessor('group_id', {
      header: t('items.columns.group'),
      cell: (info) => groupName(info.getValue()),
    }),
    column.accessor('cost', {
      header: t('items.columns.cost'),
      cell: (info) =>
        `${formatPoints(info.getValue(), i18n.language)} (${t(`types.${info.row.original.trade_point_type}`)})`,
    }),
    column.accessor('exchange_limit', {
      header: t('items.columns.limit'),
      cell: (info) =>
        info.getValue() === null
          ? t('items.unlimited')
          : t('items.perReset', {
              limit: info.getValue(),
              reset: t(`resets.${info.row.original.reset}`),
            }),
    }),
    column.display({
      id: 'period',
      header: t('items.columns.period'),
      cell: (info) => {
        const { valid_from: from, valid_to: to } = info.row.original;
        if (!from && !to) return t('items.always');
        return [
          from ? t('items.from', { at: formatUtc(from) }) : '',
          to ? t('items.until', { at: formatUtc(to) }) : '',
        ]
          .filter(Boolean)
          .join(' ');
      },
    }),
    column.accessor('platforms', {
      header: t('items.columns.platforms'),
      cell: (info) =>
        info
          .getValue()
          .map((platform) => t(`platforms.${platform}`))
          .join(', '),
    }),
    column.accessor('updated_at', {
      header: t('items.columns.updated'),
      cell: (info) => formatUtc(info.getValue()),
    }),
  ];

  return (
    <Page
      title={t('items.title')}
      actions={
        operator.can('editor') ? (
          <Link className="button primary" to="/catalogue/items/new">
            {t('items.new')}
          </Link>
        ) : null
      }
    >
      <FilterForm label={t('items.filters')} list={list}>
        <label>
          <span>{t('items.group')}</span>
          <select name="group" defaultValue={filter.group ?? ''}>
            <option value="">{t('items.anyGroup')}</option>
            {(groups.data ?? []).map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('items.text')}</span>
          <input name="q" type="search" defaultValue={filter.q ?? ''} />
        </label>
      </FilterForm>
      {items.isError ? <ErrorMessage error={items.error} /> : null}
      <DataTable
        caption={t('items.caption')}
        columns={columns}
        rows={items.data?.data ?? []}
        rowId={(row) => row.id}
        pagination={items.data?.pagination}
        onPageChange={list.setPage}
      />
    </Page>
  );
}
