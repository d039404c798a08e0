import { useMemo, type ComponentType, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { ErrorMessage, StatusMessage } from '../status-message';
import { useOperator } from '../../lib/session';
import { useRecordForm, type RecordFormOptions } from '../../lib/use-record-form';
import { ReasonAndSave } from './form-fields';
import { RecordFormContext } from './record-form-state';
import './records.css';

/**
 * A record's edit form: the area's sections (`children`), then the reason for the audit log and
 * Save; after a save, that it is saved, or why not (a record changed since it was read, a value
 * refused: `SaveError`, by default the common message). Editors change the record; anyone else
 * reads it, and so does everyone once the record is `locked`.
 */
export function RecordForm<Values extends FieldValues, Input, Saved>({
  texts,
  savedText,
  locked = false,
  SaveError = ErrorMessage,
  children,
  ...options
}: RecordFormOptions<Values, Input, Saved> & {
  /** The i18n namespace of the area's own texts (`RecordFormState.texts`). */
  texts: string;
  savedText: string;
  /** The record may no longer change (e.g. its draw is made), whatever the operator's role. */
  locked?: boolean;
  SaveError?: ComponentType<{ error: unknown }>;
  children: ReactNode;
}) {
  const operator = useOperator();
  const { form, onSubmit } = useRecordForm(options);
  const { save, record } = options;
  const readOnly = !operator.can('editor') || locked;
  const creating = record === undefined;
  const state = useMemo(() => ({ readOnly, creating, texts }), [readOnly, creating, texts]);
  return (
    <FormProvider {...form}>
      <RecordFormContext.Provider value={state}>
        <form className="form cat-form" noValidate onSubmit={onSubmit}>
          {children}
          {readOnly ? null : <ReasonAndSave saving={save.isPending} />}
        </form>
      </RecordFormContext.Provider>
      {save.isSuccess ? <StatusMessage kind="success">{savedText}</StatusMessage> : null}
      {save.isError ? <SaveError error={save.error} /> : null}
    </FormProvider>
  );
}
