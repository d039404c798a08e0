import { useState, type InputHTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Controller,
  get,
  useFormContext,
  type ControllerRenderProps,
  type RegisterOptions,
} from 'react-hook-form';
import { Field } from '../field';
import { fromUtcInput, toUtcInput } from '../../lib/format';
import { useRecordFormState } from './record-form-state';

/**
 * The translated message of a field with an error, or undefined: the contracts' schemas say
 * what is wrong in English; the operator reads what is expected, in their language. `key` names
 * the message under `invalid.`, the area's own (`RecordForm`'s `texts`) before the shared ones.
 */
export function useFieldError() {
  const { t } = useTranslation('records');
  const { texts } = useRecordFormState();
  const { formState } = useFormContext();
  return (path: string, key: string): string | undefined =>
    get(formState.errors, path) ? t(`invalid.${key}`, { ns: [texts, 'records'] }) : undefined;
}

/** What names a field of a record's form, beyond its name. */
export interface FieldNaming {
  /** Its label; by default `fields.<name>`, the area's own before the shared one. */
  label?: string;
  hint?: string | undefined;
  /** Its message under `invalid.` when refused: by default its name; null: it has none. */
  errorKey?: string | null;
}

/** The id of a record form's field `name` (or its part `part`): `<texts>-<name>`. */
export function useFieldId(name: string): string {
  return `${useRecordFormState().texts}-${name.replaceAll('.', '-')}`;
}

/**
 * A field of a record's form by its name: its id (`useFieldId`), its label and its message, as
 * `FieldNaming` says.
 */
function useField(name: string, { label, hint, errorKey = name }: FieldNaming) {
  const { t } = useTranslation('records');
  const { texts } = useRecordFormState();
  const error = useFieldError();
  return {
    htmlFor: useFieldId(name),
    label: label ?? t(`fields.${name}`, { ns: [texts, 'records'] }),
    hint,
    error: errorKey === null ? undefined : error(name, errorKey),
  };
}

/**
 * A section of an edit form: its legend, any hints, and its fields in a grid; disabled when the
 * operator may not change the record.
 */
export function FormSection({
  legend,
  hints,
  children,
  after,
}: {
  legend: string;
  /** Hints above the fields; those that are false are not shown. */
  hints?: readonly (string | false)[];
  children: ReactNode;
  /** What follows the grid inside the section (e.g. the texts per language, a button). */
  after?: ReactNode;
}) {
  const { readOnly } = useRecordFormState();
  return (
    <fieldset disabled={readOnly} className="cat-section">
      <legend>{legend}</legend>
      {hints?.map((hint) =>
        hint ? (
          <p key={hint} className="field__hint">
            {hint}
          </p>
        ) : null,
      )}
      <div className="cat-grid">{children}</div>
      {after}
    </fieldset>
  );
}

/**
 * A labelled input registered under `name` (`options`: how its value is read); the rest are the
 * input's attributes.
 */
export function InputField({
  name,
  label,
  hint,
  errorKey,
  options,
  type = 'text',
  ...input
}: FieldNaming & {
  name: string;
  options?: RegisterOptions;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>) {
  const { register } = useFormContext();
  const field = useField(name, { label, hint, errorKey });
  return (
    <Field {...field}>
      <input type={type} {...input} {...register(name, options)} />
    </Field>
  );
}

/** A whole number of `min` or more (a cost, a limit, a quantity), kept in the form as a number. */
export function NumberField({
  min = 1,
  ...field
}: FieldNaming & { name: string; min?: number; max?: number; readOnly?: boolean }) {
  return (
    <InputField type="number" min={min} step={1} options={{ valueAsNumber: true }} {...field} />
  );
}

/** The id every catalogue record has: typed once when it is created, then read-only. */
export function IdField() {
  const { t } = useTranslation('records');
  const { creating } = useRecordFormState();
  return <InputField name="id" hint={t('fields.idHint')} readOnly={!creating} autoComplete="off" />;
}

/** Where a record stands among its siblings (items in a group, coupons in a campaign). */
export const SortOrderField = () => <NumberField name="sort_order" min={0} />;

/** The path of the record's image (`errorKey`: its message, where the area's rule differs). */
export const ImageField = ({ errorKey = 'image' }: { errorKey?: string | null }) => (
  <InputField name="image" errorKey={errorKey} />
);

/** A yes-or-no setting (published, issuing), with what it means below it. */
export function CheckboxField({ name, label, hint }: FieldNaming & { name: string }) {
  const { register } = useFormContext();
  const field = useField(name, { label, errorKey: null });
  const hintId = `${field.htmlFor}-hint`;
  return (
    <div className="field cat-check">
      <label>
        <input type="checkbox" aria-describedby={hint ? hintId : undefined} {...register(name)} />{' '}
        {field.label}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** One of a list of values (a kind, a reset, a group), each shown in words (`labelOf`). */
export function SelectField<Value extends string>({
  name,
  values,
  labelOf,
  errorKey = null,
  ...naming
}: FieldNaming & {
  name: string;
  values: readonly Value[];
  labelOf: (value: Value) => string;
}) {
  const { register } = useFormContext();
  const field = useField(name, { ...naming, errorKey });
  return (
    <Field {...field}>
      <select {...register(name)}>
        {values.map((value) => (
          <option key={value} value={value}>
            {labelOf(value)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A labelled field whose control (`children`) keeps the form's value in its own shape. */
function ControlledField({
  name,
  naming,
  children,
}: {
  name: string;
  naming: FieldNaming;
  children: (value: ControllerRenderProps) => ReactElement<Record<string, unknown>>;
}) {
  const { control } = useFormContext();
  const field = useField(name, naming);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: value }) => <Field {...field}>{children(value)}</Field>}
    />
  );
}

/** A date and time typed in UTC, kept in the form as an ISO instant (or null when empty). */
export function UtcDateTimeField({
  name,
  readOnly,
  ...naming
}: FieldNaming & {
  name: string;
  /** Shown but not to be changed (the value is still saved). */
  readOnly?: boolean;
}) {
  return (
    <ControlledField name={name} naming={naming}>
      {(value) => (
        <input
          type="datetime-local"
          readOnly={readOnly}
          name={value.name}
          ref={value.ref}
          onBlur={value.onBlur}
          value={toUtcInput(value.value as string | null)}
          onChange={(event) => value.onChange(fromUtcInput(event.target.value))}
        />
      )}
    </ControlledField>
  );
}

/**
 * The times of a record, in the order its periods run (a lottery's, a festival's), under the
 * shared legend; `fixed` says which may no longer change.
 */
export function TimesSection({
  names,
  hints,
  fixed,
}: {
  names: readonly string[];
  hints: readonly (string | false)[];
  fixed: (name: string) => boolean;
}) {
  const { t } = useTranslation('records');
  return (
    <FormSection legend={t('periods')} hints={hints}>
      {names.map((name) => (
        <UtcDateTimeField key={name} name={name} errorKey="times" readOnly={fixed(name)} />
      ))}
    </FormSection>
  );
}

const toList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);

function CountryInput({
  value,
  onChange,
  onBlur,
  ...rest
}: {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
  name: string;
}) {
  // What the operator types, kept as typed while they type; the form holds the list.
  const [text, setText] = useState(value.join(', '));
  return (
    <input
      type="text"
      autoComplete="off"
      {...rest}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(toList(event.target.value));
      }}
      onBlur={() => {
        setText(value.join(', '));
        onBlur();
      }}
    />
  );
}

/** A list of country codes, typed as `jp, hk`. */
function CountryListField({ name }: { name: string }) {
  const { t } = useTranslation('records');
  return (
    <ControlledField
      name={name}
      naming={{ hint: t('fields.countriesHint'), errorKey: 'countries' }}
    >
      {(value) => (
        <CountryInput
          name={value.name}
          value={(value.value as string[] | undefined) ?? []}
          onChange={value.onChange}
          onBlur={value.onBlur}
        />
      )}
    </ControlledField>
  );
}

/** The countries a record is barred in: of the player's account, and of their game account. */
export function BarredCountriesFields() {
  return (
    <>
      <CountryListField name="barred_account_countries" />
      <CountryListField name="barred_game_countries" />
    </>
  );
}

/** The end of an editor's form: the optional reason for the audit log, and Save. */
export function ReasonAndSave({ saving }: { saving: boolean }) {
  const { t } = useTranslation('common');
  const { register } = useFormContext();
  const field = useField('reason', { hint: t('reasonHint') });
  return (
    <>
      <Field {...field}>
        <textarea rows={2} {...register('reason')} />
      </Field>
      <div>
        <button type="submit" className="primary" disabled={saving}>
          {saving ? t('actions.saving') : t('actions.save')}
        </button>
      </div>
    </>
  );
}
