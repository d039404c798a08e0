import { useQuery } from '@tanstack/react-query';
import type { FestivalSummary, Language } from '@points/contracts';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

const contracts = () => import('./content-schemas');

export type FestivalFilter = 'all' | 'claimable';

/**
 * `GET /campaign-festival`: the festivals still of interest, for their cards; `claimable`, those
 * whose attendance reward the signed-in player can claim now.
 */
export function useFestivals(language: Language, filter: FestivalFilter = 'all') {
  return useQuery({
    queryKey: queryKeys.festivalList(language, filter),
    queryFn: async (): Promise<FestivalSummary[]> => {
      const { FestivalListResponse } = await contracts();
      return (
        await apiRequest('/campaign-festival', {
          query: { lang: language, ...(filter === 'all' ? {} : { filter }) },
          schema: FestivalListResponse,
        })
      ).data.festivals;
    },
    staleTime: filter === 'all' ? 60_000 : 5_000,
  });
}
