import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  CONTENT_KINDS,
  CONTENT_STATUSES,
  type ContentKind,
  type ContentStatus,
  type ContentSummary,
} from '@points/contracts';
import { columnsOf, DataTable } from '../../../components/data-table';
import { FilterForm } from '../../../components/filter-form';
import { useListParams } from '../../../lib/list-params';
import { Page } from '../../../components/page';
import { PublicationStatus } from '../../../components/publication-status';
import { ErrorMessage } from '../../../components/status-message';
import { formatUtc } from '../../../lib/format';
import { useOperator } from '../../../lib/session';
import { useContents, type ContentFilter } from '../api/content-api';
import { LinkWarnings } from '../components/link-warnings';
import '../content.css';

const PER_PAGE = 20;
const column = columnsOf<ContentSummary>();

function useColumns() {
  const { t } = useTranslation('content');
  return [
    column.accessor('reason_id', {
      header: t('columns.reason_id'),
      cell: (info) => <Link to={`/content/${info.row.original.id}`}>{info.getValue()}</Link>,
    }),
    column.accessor('kind', {
      header: t('columns.kind'),
      cell: (info) => t(`kinds.${info.getValue()}`),
    }),
    column.accessor('title', { header: t('columns.title') }),
    column.accessor('status', {
      header: t('columns.status'),
      cell: (info) => (
        <PublicationStatus
          status={info.getValue()}
          start={info.row.original.public_start_date}
          end={info.row.original.public_end_date}
        />
      ),
    }),
    column.accessor('link_warnings', {
      header: t('columns.links'),
      cell: (info) =>
        info.getValue().length ? <LinkWarnings warnings={info.getValue()} compact /> : '—',
    }),
    column.display({
      id: 'window',
      header: t('columns.window'),
      cell: (info) =>
        `${formatUtc(info.row.original.public_start_date)} – ${
          info.row.original.public_end_date
            ? formatUtc(info.row.original.public_end_date)
            : t('openEnded')
        }`,
    }),
    column.display({
      id: 'countries',
      header: t('columns.countries'),
      cell: (info) =>
        info.row.original.target_country_flag === 1
          ? t('onlyIn', { countries: info.row.original.target_countries.join(', ').toUpperCase() })
          : t('everywhere'),
    }),
    column.display({
      id: 'languages',
      header: t('columns.languages'),
      cell: (info) =>
        info.row.original.missing_languages.length
          ? t('languagesState', {
              filled: info.row.original.languages.length,
              missing: info.row.original.missing_languages.length,
            })
          : t('languagesComplete', { filled: info.row.original.languages.length }),
    }),
  ];
}

/** Every content in any state: filtered by kind, status, text and country; paged by the API. */
export function ContentListPage() {
  const { t } = useTranslation('content');
  const operator = useOperator();
  const navigate = useNavigate();
  const list = useListParams(['kind', 'status', 'q', 'country']);
  const filter: ContentFilter = {
    page: list.page,
    per_page: PER_PAGE,
    kind: list.filter.kind as ContentKind | undefined,
    status: list.filter.status as ContentStatus | undefined,
    q: list.filter.q,
    country: list.filter.country,
  };
  const contents = useContents(filter);
  const columns = useColumns();

  return (
    <Page
      title={t('list.title')}
      actions={
        operator.can('editor') ? (
          <form
            className="content-new"
            onSubmit={(event) => {
              event.preventDefault();
              const kind = String(new FormData(event.currentTarget).get('kind') ?? 'notice');
              void navigate(`/content/new?kind=${kind}`);
            }}
          >
            <label htmlFor="content-new-kind" className="sr-only">
              {t('list.newKind')}
            </label>
            <select id="content-new-kind" name="kind" defaultValue="notice">
              {CONTENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </select>{' '}
            <button type="submit" className="button">
              {t('list.new')}
            </button>
          </form>
        ) : null
      }
    >
      <FilterForm label={t('list.filters')} list={list}>
        <label>
          <span>{t('list.kind')}</span>
          <select name="kind" defaultValue={list.filter.kind ?? ''}>
            <option value="">{t('list.any')}</option>
            {CONTENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('list.status')}</span>
          <select name="status" defaultValue={list.filter.status ?? ''}>
            <option value="">{t('list.any')}</option>
            {CONTENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('list.q')}</span>
          <input name="q" type="search" defaultValue={list.filter.q ?? ''} />
        </label>
        <label>
          <span>{t('list.country')}</span>
          <input
            name="country"
            type="text"
            maxLength={2}
            pattern="[A-Za-z]{2}"
            title={t('list.countryHint')}
            defaultValue={list.filter.country ?? ''}
          />
        </label>
      </FilterForm>
      {contents.isError ? <ErrorMessage error={contents.error} /> : null}
      <DataTable
        caption={t('list.caption')}
        columns={columns}
        rows={contents.data?.data ?? []}
        rowId={(row) => String(row.id)}
        pagination={contents.data?.pagination}
        onPageChange={list.setPage}
      />
    </Page>
  );
}
