import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  CONTACT_CATEGORIES,
  CONTACT_STATUSES,
  type ContactCategory,
  type ContactMessageSummary,
  type ContactStatus,
} from '@points/contracts';
import { columnsOf, DataTable } from '../../../components/data-table';
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
  const [params, setParams] = useSearchParams();
  const status = oneOf<ContactStatus>(CONTACT_STATUSES, params.get('status'));
  const category = oneOf<ContactCategory>(CONTACT_CATEGORIES, params.get('category'));
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  const list = useContactMessages({ status, category, q: q || undefined, page });

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
      <form
        className="filters"
        aria-label={t('filters')}
        key={params.toString()}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const next = new URLSearchParams();
          for (const name of ['status', 'category', 'q']) {
            const value = String(form.get(name) ?? '').trim();
            if (value) next.set(name, value);
          }
          setParams(next);
        }}
      >
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
        rowId={(row) => row.id}
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
