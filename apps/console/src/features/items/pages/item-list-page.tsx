import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
      header: t('items.columns.id'),
      cell: idLink((id) => `/catalogue/items/${id}`),
    }),
    column.accessor('name', { header: t('items.columns.name') }),
    column.accessor('group_id', {
      header: t('items.columns.group'),
      cell: (info) => groupName(info.getValue()),
    }),
    column.accessor('cost', {
      header: t('items.columns.cost'),
      cell: (info) =>
        `${count(info.getValue())} (${t(`types.${info.row.original.trade_point_type}`)})`,
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
    <RecordListPage
      title={t('items.title')}
      create={
        <Link className="button primary" to="/catalogue/items/new">
          {t('items.new')}
        </Link>
      }
      list={list}
      filterLabel={t('items.filters')}
      filters={
        <>
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
          <TextFilter value={filter.q} />
        </>
      }
      query={items}
      caption={t('items.caption')}
      columns={columns}
    />
  );
}
