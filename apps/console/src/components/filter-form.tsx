import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../lib/list-params';

/**
 * A list's filter fields with Search and Clear: Search puts the named fields in the URL (from
 * page 1), Clear empties them. The fields are uncontrolled, so the form is keyed by the filter
 * values to show what the URL says after Back or Clear.
 */
export function FilterForm<Name extends string>({
  label,
  list,
  children,
}: {
  label: string;
  list: ListParams<Name>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      className="filters"
      role="search"
      aria-label={label}
      key={JSON.stringify(list.filter)}
      onSubmit={(event) => {
        event.preventDefault();
        list.applyForm(event.currentTarget);
      }}
    >
      {children}
      <div className="filters__actions">
        <button type="submit" className="primary">
          {t('actions.search')}
        </button>
        <button type="button" onClick={list.clear}>
          {t('actions.clear')}
        </button>
      </div>
    </form>
  );
}
