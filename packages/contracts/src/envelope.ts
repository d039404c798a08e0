import { z } from 'zod';
import { ALL_ERROR_CODES } from './errors';

/** Pagination beside `data` in list answers (SPEC.md §7: `pagination.total`). */
export const Pagination = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
});
export type Pagination = z.infer<typeof Pagination>;

/** The JSON envelope of every answer (SPEC.md §7) with a successful `data` payload. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    status_code: z.literal(200),
    data,
    pagination: Pagination.optional(),
    new_token: z.string().optional(),
  });
}

export function paginatedEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    status_code: z.literal(200),
    data,
    pagination: Pagination,
    new_token: z.string().optional(),
  });
}

/** An answer without data: a plain acknowledgement such as logout. */
export const AckEnvelope = z.object({
  status_code: z.literal(200),
  new_token: z.string().optional(),
});

/** Any failure: a catalogue code and nothing internal. */
export const ErrorEnvelope = z.object({
  status_code: z
    .number()
    .int()
    .refine((code) => (ALL_ERROR_CODES as number[]).includes(code)),
  new_token: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** What the SPA reads first from any answer before it trusts the rest. */
export const AnyEnvelope = z.looseObject({
  status_code: z.number().int(),
  new_token: z.string().optional(),
});
export type AnyEnvelope = z.infer<typeof AnyEnvelope>;
