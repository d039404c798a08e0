import { Fragment, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Page } from '../page';
import { RecordStatus, type RecordVersion } from './record-status';
import './records.css';

/**
 * A record's page: its title and links, the record's version (or that it loads, or why not),
 * then, for a new record at once and for one that exists once it is read, its form; `lead` and
 * `children` are what the page shows before and after the form.
 */
export function RecordPage<Loaded>({
  id,
  query,
  needs,
  title,
  actions,
  savedText,
  versionOf,
  form,
  lead,
  children,
}: {
  /** The record's id; undefined on a new record's page. */
  id: string | undefined;
  /** The record read (not run for a new record). */
  query: UseQueryResult<Loaded>;
  /** What the form needs read first as well (e.g. the groups an item may be in). */
  needs?: UseQueryResult<unknown>;
  title: string;
  actions: ReactNode;
  /** Shown after a create, which comes to this page with `state.saved`. */
  savedText: string;
  /** The record's version, shown at the top. */
  versionOf?: (loaded: Loaded) => RecordVersion;
  /** The form, given the record (undefined for a new one); remade when the id changes. */
  form: (loaded: Loaded | undefined) => ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const loaded = query.data;
  const error = needs?.error ?? (id ? query.error : null);
  const ready = (!id || loaded !== undefined) && (!needs || needs.data !== undefined);
  return (
    <Page title={title} actions={actions}>
      <RecordStatus
        record={loaded === undefined ? undefined : versionOf?.(loaded)}
        savedText={savedText}
        pending={Boolean(needs?.isPending) || (Boolean(id) && query.isPending)}
        error={error}
      />
      {lead}
      {ready ? <Fragment key={id ?? 'new'}>{form(loaded)}</Fragment> : null}
      {children}
    </Page>
  );
}
