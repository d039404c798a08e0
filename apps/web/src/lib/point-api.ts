import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** `GET /point`: the signed-in player's spendable points. */
export const pointQuery = queryOptions({
  queryKey: queryKeys.pointBalance,
  queryFn: async () => {
    const { PointResponse } = await import('./response-schemas');
    return (await apiRequest('/point', { schema: PointResponse })).data.point;
  },
  staleTime: 30_000,
});

/** The balance, for the parts of the page shown only while signed in. */
export function usePoint() {
  return useQuery(pointQuery);
}
