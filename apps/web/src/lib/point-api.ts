import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpiringPoints } from '@points/contracts';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** What `GET /point` answers. */
export interface PointData {
  point: number;
  unread_notifications: number;
}

/**
 * `GET /point`: the signed-in player's spendable points, and how many of their notifications are
 * unread (one request for the header's balance and its notification count).
 */
export const pointQuery = queryOptions({
  queryKey: queryKeys.pointBalance,
  queryFn: async (): Promise<PointData> => {
    const { PointResponse } = await import('./response-schemas');
    return (await apiRequest('/point', { schema: PointResponse })).data;
  },
  staleTime: 30_000,
});

/** The balance, for the parts of the page shown only while signed in. */
export function usePoint() {
  return useQuery({ ...pointQuery, select: (data) => data.point });
}

/** How many of the player's notifications are unread, for the header's notification control. */
export function useUnreadNotifications() {
  return useQuery({ ...pointQuery, select: (data) => data.unread_notifications });
}

/** `GET /point-expiry`: what expires when, soonest first. */
export function useExpiring() {
  return useQuery({
    queryKey: queryKeys.pointExpiry,
    queryFn: async (): Promise<ExpiringPoints[]> => {
      const { PointExpiryResponse } = await import('./response-schemas');
      return (await apiRequest('/point-expiry', { schema: PointExpiryResponse })).data.expiring;
    },
    staleTime: 60_000,
  });
}
