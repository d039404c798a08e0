import { useQuery } from '@tanstack/react-query';
import type { Language, Pagination, PointHistoryEntry } from '@points/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const contracts = () => import('../../../lib/response-schemas');

export const HISTORY_PAGE_SIZE = 20;

/** `GET /point-history`: one page of entries, newest first. */
export function useHistory(page: number, language: Language) {
  return useQuery({
    queryKey: queryKeys.pointHistory(page, language),
    queryFn: async (): Promise<{ entries: PointHistoryEntry[]; pagination: Pagination }> => {
      const { PointHistoryResponse } = await contracts();
      const answer = await apiRequest('/point-history', {
        query: { page, per_page: HISTORY_PAGE_SIZE, lang: language },
        schema: PointHistoryResponse,
      });
      return { entries: answer.data.history, pagination: answer.pagination };
    },
    placeholderData: (previous) => previous,
  });
}
