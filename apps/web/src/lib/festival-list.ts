import { useQuery } from '@tanstack/react-query';
import type { FestivalSummary, Language } from '@points/contracts';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

const contracts = () => import('./content-schemas');

/** `GET /campaign-festival`: the festivals still of interest, for their cards. */
export function useFestivals(language: Language) {
  return useQuery({
    queryKey: queryKeys.festivalList(language),
    queryFn: async (): Promise<FestivalSummary[]> => {
      const { FestivalListResponse } = await contracts();
      return (
        await apiRequest('/campaign-festival', {
          query: { lang: language },
          schema: FestivalListResponse,
        })
      ).data.festivals;
    },
    staleTime: 60_000,
  });
}
