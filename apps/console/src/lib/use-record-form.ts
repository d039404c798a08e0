import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import { ERROR_CODES } from '@points/contracts';
import { ConsoleApiError } from './api';

export interface RecordFormOptions<Values extends FieldValues, Input, Saved> {
  /** The record as read; undefined for a new one. */
  record: Saved | undefined;
  /** The form's values for a record as saved, or for a new one. */
  valuesOf: (record: Saved | undefined) => Values;
  resolver: Resolver<Values, unknown, Input>;
  save: UseMutationResult<Saved, unknown, Input>;
  /** Where a created record's page is. */
  pathOf: (saved: Saved) => string;
  announceCreated?: boolean;
  serverFields?: readonly string[];
}

/**
 * An edit form of one record (an item, a coupon, a lottery…): the form holding the record's
 * values (or a new record's), and its submit, which saves the values, resets the form to what was
 * saved, and, after a create, goes to the new record's page (with `state.saved` when
 * `announceCreated`, for its RecordStatus). A refusal naming one of `serverFields` (400 with
 * `field`: what only the server can check) is shown on that field.
 */
export function useRecordForm<Values extends FieldValues, Input, Saved>({
  record,
  valuesOf,
  resolver,
  save,
  pathOf,
  announceCreated = false,
  serverFields,
}: RecordFormOptions<Values, Input, Saved>) {
  const navigate = useNavigate();
  const form = useForm<Values, unknown, Input>({
    resolver,
    defaultValues: valuesOf(record) as DefaultValues<Values>,
  });
  const error = save.error;
  useEffect(() => {
    if (
      error instanceof ConsoleApiError &&
      error.statusCode === ERROR_CODES.INVALID_PARAMETER &&
      typeof error.body.field === 'string' &&
      serverFields?.includes(error.body.field)
    ) {
      form.setError(error.body.field as Path<Values>, { type: 'server' });
    }
  }, [error, form, serverFields]);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        if (record === undefined) {
          void navigate(pathOf(saved), {
            replace: true,
            ...(announceCreated ? { state: { saved: true } } : {}),
          });
        }
      },
    }),
  );
  return { form, onSubmit };
}
