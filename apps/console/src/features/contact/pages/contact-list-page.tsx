import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CONTACT_CATEGORIES,
  CONTACT_STATUSES,
  type ContactCategory,
  type ContactMessageSummary,
  type ContactStatus,
} from '@points/contracts';
import { columnsOf, DataTable } from '../../../components/data-table';
import { FilterForm } from '../../../components/filter-form';
import { useListParams } from '../../../lib/list-params';
import { Page } from '../../../components/page';
import { ErrorMessage } from '../../../components/status-message';
import { formatUtc } from '../../../lib/format';
import { useContactMessages } from '../api/contact-api';

const column = columnsOf<ContactMessageSummary>();

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The contact inbox: messages by status, category and text, newest first. */
export function ContactListPage() {
  const { t } = useTranslation('contact');
  const list = useListParams(['status', 'category', 'q']);
  const status = oneOf<ContactStatus>(CONTACT_STATUSES, list.filter.status ?? null);
  const category = oneOf<ContactCategory>(CONTACT_CATEGORIES, list.filter.category ?? null);
  const q = list.filter.q ?? '';
  const { page } = list;
  const messages = useContactMessages({ status, category, q: q || undefined, page });

  const columns = [
    column.accessor('created_at', {
      header: t('columns.received'),
      cell: (info) => formatUtc(info.getValue()),
    }),
    column.accessor('reference', {
      header: t('columns.reference'),
      cell: (info) => <Link to={`/contact/${info.row.original.id}`}>{info.getValue()}</Link>,
    }),
    column.accessor('status', {
      header: t('columns.status'),
      cell: (info) => t(`statuses.${info.getValue()}`),
    }),
    column.accessor('category', {
      header: t('columns.category'),
      cell: (info) => t(`categories.${info.getValue()}`),
    }),
    column.accessor('email', { header: t('columns.from') }),
    column.accessor('excerpt', { header: t('columns.message') }),
  ];

  return (
    <Page title={t('title')}>
      <FilterForm label={t('filters')} list={list}>
        <label>
          <span>{t('status')}</span>
          <select name="status" defaultValue={status ?? ''}>
            <option value="">{t('any')}</option>
            {CONTACT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`statuses.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('category')}</span>
          <select name="category" defaultValue={category ?? ''}>
            <option value="">{t('any')}</option>
            {CONTACT_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`categories.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('text')}</span>
          <input name="q" type="search" defaultValue={q} aria-describedby="contact-text-hint" />
          <small id="contact-text-hint">{t('textHint')}</small>
        </label>
      </FilterForm>
      {messages.isError ? <ErrorMessage error={messages.error} /> : null}
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={messages.data?.data ?? []}
        rowId={(row) => row.id}
        pagination={messages.data?.pagination}
        onPageChange={list.setPage}
      />
    </Page>
  );
}
