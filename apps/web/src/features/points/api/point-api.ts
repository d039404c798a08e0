import { useQuery } from '@tanstack/react-query';
import { PointResponse } from '@points/contracts';
import { apiRequest } from '../../../lib/api-client';

export const pointQueryKey = ['points', 'balance'] as const;

/** The signed-in player's spendable points (`GET /point`); idle while signed out. */
export function usePoint(enabled: boolean) {
  return useQuery({
    queryKey: pointQueryKey,
    queryFn: async () => (await apiRequest('/point', { schema: PointResponse })).data.point,
    enabled,
    staleTime: 30_000,
  });
}
