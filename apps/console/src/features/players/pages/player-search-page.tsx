import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlayerSummary } from '@points/contracts';
import { columnsOf, DataTable } from '../../../components/data-table';
import { FilterForm } from '../../../components/filter-form';
import { useListParams } from '../../../lib/list-params';
import { Page } from '../../../components/page';
import { ErrorMessage } from '../../../components/status-message';
import { formatUtc } from '../../../lib/format';
import { usePlayerSearch } from '../api/players-api';

const column = columnsOf<PlayerSummary>();

/** Finds a player by nickname, player id or provider subject; the newest players by default. */
export function PlayerSearchPage() {
  const { t } = useTranslation('players');
  const params = useListParams(['q']);
  const q = params.filter.q ?? '';
  const { page } = params;
  const list = usePlayerSearch({ q: q || undefined, page });

  const columns = [
    column.accessor('nickname', {
      header: t('columns.nickname'),
      cell: (info) => <Link to={`/players/${info.row.original.id}`}>{info.getValue()}</Link>,
    }),
    column.accessor('id', {
      header: t('columns.id'),
      cell: (info) => <code>{info.getValue()}</code>,
    }),
    column.accessor('subject', { header: t('columns.subject') }),
    column.accessor('country', { header: t('columns.country') }),
    column.accessor('language', { header: t('columns.language') }),
    column.accessor('created_at', {
      header: t('columns.createdAt'),
      cell: (info) => formatUtc(info.getValue()),
    }),
    column.accessor('last_login_at', {
      header: t('columns.lastLogin'),
      cell: (info) => formatUtc(info.getValue()),
    }),
  ];

  return (
    <Page title={t('search.title')}>
      <FilterForm label={t('search.title')} list={params}>
        <label>
          <span>{t('search.query')}</span>
          <input
            name="q"
            type="search"
            size={40}
            defaultValue={q}
            aria-describedby="player-search-hint"
          />
          <small id="player-search-hint">{t('search.hint')}</small>
        </label>
      </FilterForm>
      {list.isError ? <ErrorMessage error={list.error} /> : null}
      <DataTable
        caption={q ? t('search.caption') : t('search.newest')}
        columns={columns}
        rows={list.data?.data ?? []}
        rowId={(row) => row.id}
        pagination={list.data?.pagination}
        onPageChange={params.setPage}
      />
    </Page>
  );
}
