import { z } from 'zod';

/** `?page=&per_page=` of every console list; 1-based, at most 100 a page. */
export const ConsolePageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type ConsolePageQuery = z.infer<typeof ConsolePageQuery>;

/** The largest integer a PostgreSQL `integer` column holds: nothing a client sends goes past it. */
export const SQL_INT_MAX = 2_147_483_647;

/** The version of a record as an operator read it (optimistic locking), an `integer` column. */
export const RowVersion = z.number().int().min(1).max(SQL_INT_MAX);

/** A reason an operator gives for a write; required where the issue says so. */
export const OperatorReason = z.string().trim().min(3).max(500);

/** Why a console write was refused beside its code (4049): the record changed since it was read. */
export const CHANGED_SINCE_READ = 'changed_since_read';
