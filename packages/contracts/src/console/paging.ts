import { z } from 'zod';

/** `?page=&per_page=` of every console list; 1-based, at most 100 a page. */
export const ConsolePageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type ConsolePageQuery = z.infer<typeof ConsolePageQuery>;

/** A reason an operator gives for a write; required where the issue says so. */
export const OperatorReason = z.string().trim().min(3).max(500);

/** Why a console write was refused beside its code (4049): the record changed since it was read. */
export const CHANGED_SINCE_READ = 'changed_since_read';
