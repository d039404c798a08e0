import { useTranslation } from 'react-i18next';
import type { ConsoleItemSummary } from '@points/contracts';
import { columnsOf } from '../../../components/data-table';
import { idLink, RecordListPage, TextFilter } from '../../../components/records/record-list-page';
import { formatUtc } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useCount } from '../../../lib/use-count';
import { useItemGroups, useItems } from '../api/items-api';

const column = columnsOf<ConsoleItemSummary>();

/** The shop's items, filtered by group and text, paged; each opens its edit form. */
export function ItemListPage() {
  const { t } = useTranslation('items');
  const count = useCount();
  const list = useListParams(['group', 'q']);
  const filter = { ...list.filter, page: list.page };
  const groups = useItemGroups();
  const items = useItems(filter);
  const groupName = (id: string) => groups.data?.find((group) => group.id === id)?.name ?? id;

  const columns = [
    column.accessor('id', {
      header: t('columns.id'),
      cell: idLink((id) => `/catalogue/items/${id}`),
    }),
    column.accessor('name', { header: t('columns.name') }),
    column.accessor('group_id', {
      header: t('columns.group'),
      cell: (info) => groupName(info.getValue()),
    }),
    column.accessor('cost', {
      header: t('columns.cost'),
      cell: (info) =>
        `${count(info.getValue())} (${t(`types.${info.row.original.trade_point_type}`)})`,
    }),
    column.accessor('exchange_limit', {
      header: t('columns.limit'),
      cell: (info) =>
        info.getValue() === null
          ? t('unlimited')
          : t('perReset', {
              limit: info.getValue(),
              reset: t(`resets.${info.row.original.reset}`),
            }),
    }),
    column.display({
      id: 'period',
      header: t('columns.period'),
      cell: (info) => {
        const { valid_from: from, valid_to: to } = info.row.original;
        if (!from && !to) return t('always');
        return [
          from ? t('from', { at: formatUtc(from) }) : '',
          to ? t('until', { at: formatUtc(to) }) : '',
        ]
          .filter(Boolean)
          .join(' ');
      },
    }),
    column.accessor('platforms', {
      header: t('columns.platforms'),
      cell: (info) =>
        info
          .getValue()
          .map((platform) => t(`platforms.${platform}`))
          .join(', '),
    }),
    column.accessor('updated_at', {
      header: t('columns.updated'),
      cell: (info) => formatUtc(info.getValue()),
    }),
  ];

  return (
    <RecordListPage
      texts="items"
      newPath="/catalogue/items/new"
      list={list}
      filters={
        <>
          <label>
            <span>{t('group')}</span>
            <select name="group" defaultValue={filter.group ?? ''}>
              <option value="">{t('anyGroup')}</option>
              {(groups.data ?? []).map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </select>
          </label>
          <TextFilter value={filter.q} />
        </>
      }
      query={items}
      columns={columns}
    />
  );
}
