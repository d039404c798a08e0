import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, get, useFormContext, type RegisterOptions } from 'react-hook-form';
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
  /** Lines above the fields (each a hint). */
  hints?: ReactNode;
  children: ReactNode;
  /** What follows the grid inside the section (e.g. the texts per language, a button). */
  after?: ReactNode;
}) {
  const { readOnly } = useRecordFormState();
  return (
    <fieldset disabled={readOnly} className="cat-section">
      <legend>{legend}</legend>
      {hints}
      <div className="cat-grid">{children}</div>
      {after}
    </fieldset>
  );
}

/**
 * A labelled input registered under `name`, with its message under `invalid.<errorKey>` (by
 * default the name; null: the field has none of its own). The rest are the input's attributes.
 */
export function InputField({
  name,
  id,
  label,
  hint,
  errorKey = name,
  options,
  type = 'text',
  ...input
}: {
  name: string;
  id: string;
  label: string;
  hint?: string | undefined;
  errorKey?: string | null;
  options?: RegisterOptions;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>) {
  const { register } = useFormContext();
  const error = useFieldError();
  return (
    <Field
      htmlFor={id}
      label={label}
      hint={hint}
      error={errorKey === null ? undefined : error(name, errorKey)}
    >
      <input type={type} {...input} {...register(name, options)} />
    </Field>
  );
}

/** A whole number of 1 or more (a cost, a limit, a quantity), kept in the form as a number. */
export function PositiveWholeField({
  name,
  id,
  label,
  errorKey,
  readOnly,
}: {
  name: string;
  id: string;
  label: string;
  /** The key of the message under `invalid.` when the value is refused. */
  errorKey: string;
  /** Shown but not to be changed (the value is still saved). */
  readOnly?: boolean;
}) {
  return (
    <InputField
      name={name}
      id={id}
      label={label}
      errorKey={errorKey}
      type="number"
      min={1}
      step={1}
      readOnly={readOnly}
      options={{ valueAsNumber: true }}
    />
  );
}

/** The id every catalogue record has: typed once when it is created, then read-only. */
export function IdField({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('records');
  const { creating } = useRecordFormState();
  return (
    <InputField
      name="id"
      id={`${idPrefix}-id`}
      label={t('fields.id')}
      hint={t('fields.idHint')}
      readOnly={!creating}
      autoComplete="off"
    />
  );
}

/** Where a record stands among its siblings (items in a group, coupons in a campaign). */
export function SortOrderField({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('records');
  return (
    <InputField
      name="sort_order"
      id={`${idPrefix}-sort`}
      label={t('fields.sort_order')}
      type="number"
      min={0}
      step={1}
      options={{ valueAsNumber: true }}
    />
  );
}

/** The path of the record's image (`errorKey`: its message, where the area's rule differs). */
export function ImageField({
  idPrefix,
  errorKey = 'image',
}: {
  idPrefix: string;
  errorKey?: string | null;
}) {
  const { t } = useTranslation('records');
  return (
    <InputField
      name="image"
      id={`${idPrefix}-image`}
      label={t('fields.image')}
      errorKey={errorKey}
    />
  );
}

/** A yes-or-no setting (published, issuing), with what it means below it. */
export function CheckboxField({
  name,
  id,
  label,
  hint,
}: {
  name: string;
  id: string;
  label: string;
  hint?: string;
}) {
  const { register } = useFormContext();
  const hintId = `${id}-hint`;
  return (
    <div className="field cat-check">
      <label>
        <input type="checkbox" aria-describedby={hint ? hintId : undefined} {...register(name)} />{' '}
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** One of a fixed list of values (a kind, a reset, a platform), each shown in words. */
export function SelectField<Value extends string>({
  name,
  id,
  label,
  values,
  labelOf,
  errorKey = null,
}: {
  name: string;
  id: string;
  label: string;
  values: readonly Value[];
  labelOf: (value: Value) => string;
  /** The key of the message under `invalid.` when the value is refused; null: none. */
  errorKey?: string | null;
}) {
  const { register } = useFormContext();
  const error = useFieldError();
  return (
    <Field htmlFor={id} label={label} error={errorKey === null ? undefined : error(name, errorKey)}>
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

/** A date and time typed in UTC, kept in the form as an ISO instant (or null when empty). */
export function UtcDateTimeField({
  name,
  id,
  label,
  hint,
  errorKey,
  readOnly,
}: {
  name: string;
  id: string;
  label: string;
  hint?: string | undefined;
  /** The key of the message under `invalid.` when the value is refused. */
  errorKey: string;
  /** Shown but not to be changed (the value is still saved). */
  readOnly?: boolean;
}) {
  const { control } = useFormContext();
  const error = useFieldError();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Field htmlFor={id} label={label} hint={hint} error={error(name, errorKey)}>
          <input
            type="datetime-local"
            readOnly={readOnly}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={toUtcInput(field.value as string | null)}
            onChange={(event) => field.onChange(fromUtcInput(event.target.value))}
          />
        </Field>
      )}
    />
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
function CountryListField({ name, id }: { name: string; id: string }) {
  const { t } = useTranslation('records');
  const { control } = useFormContext();
  const error = useFieldError();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Field
          htmlFor={id}
          label={t(`fields.${name}`)}
          hint={t('fields.countriesHint')}
          error={error(name, 'countries')}
        >
          <CountryInput
            name={field.name}
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}

/** The countries a record is barred in: of the player's account, and of their game account. */
export function BarredCountriesFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <CountryListField name="barred_account_countries" id={`${idPrefix}-barred-account`} />
      <CountryListField name="barred_game_countries" id={`${idPrefix}-barred-game`} />
    </>
  );
}

/** The end of an editor's form: the optional reason for the audit log, and Save. */
export function ReasonAndSave({ idPrefix, saving }: { idPrefix: string; saving: boolean }) {
  const { t } = useTranslation('records');
  const { register } = useFormContext();
  const error = useFieldError();
  return (
    <>
      <Field
        htmlFor={`${idPrefix}-reason`}
        label={t('fields.reason')}
        hint={t('reasonHint', { ns: 'common' })}
        error={error('reason', 'reason')}
      >
        <textarea rows={2} {...register('reason')} />
      </Field>
      <div>
        <button type="submit" className="primary" disabled={saving}>
          {saving ? t('actions.saving', { ns: 'common' }) : t('actions.save', { ns: 'common' })}
        </button>
      </div>
    </>
  );
}
