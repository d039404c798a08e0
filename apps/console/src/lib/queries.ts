import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { consoleGet, consolePage, type ConsoleQuery } from './api';

/** A page of the list at `path` (`query`: its filters and page), kept on screen while the next loads. */
export function usePageQuery<T extends z.ZodType>(
  queryKey: QueryKey,
  path: string,
  row: T,
  query: ConsoleQuery,
) {
  return useQuery({
    queryKey,
    queryFn: () => consolePage(path, row, query),
    placeholderData: keepPreviousData,
  });
}

/** One record at `path`, parsed with `schema`; not read unless `enabled` (a new record's page). */
export function useRecordQuery<T extends z.ZodType>(
  queryKey: QueryKey,
  path: string,
  schema: T,
  enabled = true,
) {
  return useQuery({
    queryKey,
    queryFn: async () => (await consoleGet(path, schema)).data,
    enabled,
  });
}
