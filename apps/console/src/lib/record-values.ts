import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

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

/**
 * The resolver of a record's edit form: the contracts' `schema` checks the values as they will be
 * sent, without the languages left empty and without an empty reason; `prepare` drops what else
 * the form holds but does not send (e.g. a lottery's prizes' empty languages).
 */
export function recordResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, Values>,
  prepare: (values: Values) => Values = (values) => values,
): Resolver<Values, unknown, Output> {
  const resolver = zodResolver(schema) as Resolver<Values, unknown, Output>;
  return (values, context, options) =>
    resolver(withoutEmptyReason(withoutEmptyTexts(prepare(values))), context, options);
}
