import { createContext, useContext } from 'react';

/** What the fields of a record's edit form need to know about the form around them. */
export interface RecordFormState {
  /** The operator may not change the record (their role, or the record is final). */
  readOnly: boolean;
  /** A new record: its id is typed once, now. */
  creating: boolean;
  /**
   * The i18n namespace of the area's own texts, whose `fields.*` labels and `invalid.*` messages
   * come before the shared ones; the ids of the form's fields are `<texts>-<name>`.
   */
  texts: string;
}

export const RecordFormContext = createContext<RecordFormState>({
  readOnly: true,
  creating: false,
  texts: 'records',
});

/** The state of the record form around a field (`RecordForm`). */
export const useRecordFormState = () => useContext(RecordFormContext);
