import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, get, useFormContext } from 'react-hook-form';
import { Field } from '../../../components/field';
import { fromUtcInput, toUtcInput } from '../../../lib/format';

/**
 * The translated message of a field with an error, or undefined: the contracts' schemas say
 * what is wrong in English; the operator reads what is expected, in their language.
 */
export function useFieldError() {
  const { t } = useTranslation('catalogue');
  const { formState } = useFormContext();
  return (path: string, key: string): string | undefined =>
    get(formState.errors, path) ? t(`invalid.${key}`) : undefined;
}

/** A date and time typed in UTC, kept in the form as an ISO instant (or null when empty). */
export function UtcDateTimeField({
  name,
  id,
  label,
  hint,
  error,
  readOnly,
}: {
  name: string;
  id: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  /** Shown but not to be changed (the value is still saved). */
  readOnly?: boolean;
}) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Field htmlFor={id} label={label} hint={hint} error={error}>
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
export function CountryListField({
  name,
  id,
  label,
  hint,
  error,
}: {
  name: string;
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
}) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Field htmlFor={id} label={label} hint={hint} error={error}>
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

/** An integer input whose empty value is null (e.g. an unlimited exchange limit). */
export const nullableNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/**
 * The form's values without the languages left wholly empty: English and Japanese are always on
 * screen, and an untouched column means "no text in this language", not an empty name.
 */
export function withoutEmptyTexts<T>(values: T): T {
  const record = values as { texts?: Record<string, Record<string, unknown> | undefined> };
  if (!record.texts) return values;
  const texts = Object.fromEntries(
    Object.entries(record.texts).filter(
      ([, fields]) =>
        fields &&
        Object.values(fields).some((value) => typeof value === 'string' && value.trim() !== ''),
    ),
  );
  return { ...values, texts };
}

/** An optional reason: empty means none, not a too-short one. */
export function withoutEmptyReason<T>(values: T): T {
  const record = values as { reason?: string | undefined };
  if (record.reason === undefined || record.reason.trim() !== '') return values;
  const rest = { ...record };
  delete rest.reason;
  return rest as T;
}

/** The end of an editor's form: the optional reason for the audit log, and Save. */
export function ReasonAndSave({ idPrefix, saving }: { idPrefix: string; saving: boolean }) {
  const { t } = useTranslation('catalogue');
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

/** The id every catalogue record has: typed once when it is created, then read-only. */
export function IdField({ idPrefix, creating }: { idPrefix: string; creating: boolean }) {
  const { t } = useTranslation('catalogue');
  const { register } = useFormContext();
  const error = useFieldError();
  return (
    <Field
      htmlFor={`${idPrefix}-id`}
      label={t('fields.id')}
      hint={t('fields.idHint')}
      error={error('id', 'id')}
    >
      <input type="text" readOnly={!creating} autoComplete="off" {...register('id')} />
    </Field>
  );
}

/** Where a record stands among its siblings (items in a group, coupons in a campaign). */
export function SortOrderField({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('catalogue');
  const { register } = useFormContext();
  const error = useFieldError();
  return (
    <Field
      htmlFor={`${idPrefix}-sort`}
      label={t('fields.sort_order')}
      error={error('sort_order', 'sort_order')}
    >
      <input type="number" min={0} step={1} {...register('sort_order', { valueAsNumber: true })} />
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
  const { register } = useFormContext();
  const error = useFieldError();
  return (
    <Field htmlFor={id} label={label} error={error(name, errorKey)}>
      <input
        type="number"
        min={1}
        step={1}
        readOnly={readOnly}
        {...register(name, { valueAsNumber: true })}
      />
    </Field>
  );
}
