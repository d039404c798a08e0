import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ConsolePointEntry,
  PlayerCouponRow,
  PlayerDetail,
  PlayerExchange,
  PlayerNotification,
  PlayerSummary,
  PointAdjustment,
  type ConsoleLanguage,
  type PointAdjustmentRequest,
} from '@points/contracts';
import { consoleGet, consoleSend } from '../../../lib/api';
import { usePageQuery, useRecordQuery } from '../../../lib/queries';

/** The players screens' query keys: all start with 'players'; a player's with their id. */
export const playerKeys = {
  search: (filter: object) => ['players', 'search', filter] as const,
  player: (id: string) => ['players', 'player', id] as const,
  part: (id: string, part: string, page: number, lang: string) =>
    ['players', 'player', id, part, page, lang] as const,
};

const PER_PAGE = 20;

export function usePlayerSearch(filter: { q?: string | undefined; page: number }) {
  return usePageQuery(playerKeys.search(filter), '/players', PlayerSummary, filter);
}

export function usePlayer(id: string) {
  return useRecordQuery(playerKeys.player(id), `/players/${id}`, PlayerDetail);
}

function usePlayerPart<T extends z.ZodType>(
  id: string,
  part: 'history' | 'exchanges' | 'coupons' | 'notifications',
  schema: T,
  page: number,
  lang: ConsoleLanguage,
) {
  return useQuery({
    queryKey: playerKeys.part(id, part, page, lang),
    queryFn: () =>
      consoleGet(`/players/${id}/${part}`, z.array(schema), { page, per_page: PER_PAGE, lang }),
    placeholderData: keepPreviousData,
  });
}

export const usePlayerHistory = (id: string, page: number, lang: ConsoleLanguage) =>
  usePlayerPart(id, 'history', ConsolePointEntry, page, lang);
export const usePlayerExchanges = (id: string, page: number, lang: ConsoleLanguage) =>
  usePlayerPart(id, 'exchanges', PlayerExchange, page, lang);
export const usePlayerCoupons = (id: string, page: number, lang: ConsoleLanguage) =>
  usePlayerPart(id, 'coupons', PlayerCouponRow, page, lang);
export const usePlayerNotifications = (id: string, page: number, lang: ConsoleLanguage) =>
  usePlayerPart(id, 'notifications', PlayerNotification, page, lang);

/**
 * Adjusts a player's points. The caller makes one Idempotency-Key per confirmed adjustment and
 * sends it again if it retries, so a request that timed out never adjusts twice.
 */
export function useAdjustPoints(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: PointAdjustmentRequest; key: string }) =>
      consoleSend('POST', `/players/${id}/adjustments`, body, PointAdjustment, {
        idempotencyKey: key,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerKeys.player(id) }),
  });
}

/** Retries or refunds a failed delivery of one of the player's exchanges. */
export function useDeliveryAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      exchangeId,
      action,
      reason,
    }: {
      exchangeId: string;
      action: 'retry' | 'refund';
      reason: string;
    }) =>
      consoleSend(
        'POST',
        `/players/${id}/exchanges/${exchangeId}/${action}`,
        { reason },
        PlayerExchange,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerKeys.player(id) }),
  });
}
