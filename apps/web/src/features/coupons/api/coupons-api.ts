import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CouponGetData,
  CouponHistoryQuery,
  CouponMeasureItemsData,
  CouponMeasuresData,
  CouponUseData,
  Language,
  Pagination,
  PlayerCouponView,
} from '@points/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { queryKeys } from '../../../lib/query-keys';

const contracts = () => import('../../../lib/response-schemas');

export type CouponHistoryFilter = CouponHistoryQuery['filter'];

/** How many of the player's coupons a page of the Received and Used tabs shows. */
export const COUPON_HISTORY_PAGE_SIZE = 10;

/** `GET /coupon-measure`: the coupon campaigns. */
export function useCouponMeasures(language: Language, signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.couponMeasures(language, signedIn),
    queryFn: async (): Promise<CouponMeasuresData> => {
      const { CouponMeasuresResponse } = await contracts();
      return (
        await apiRequest('/coupon-measure', {
          query: { lang: language },
          schema: CouponMeasuresResponse,
        })
      ).data;
    },
    staleTime: 15_000,
  });
}

/** `GET /coupon-measure/{id}/coupon-measure-item`: one campaign and its coupons. */
export function useCouponMeasure(id: string, language: Language, signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.couponMeasure(id, language, signedIn),
    queryFn: async (): Promise<CouponMeasureItemsData> => {
      const { CouponMeasureItemsResponse } = await contracts();
      return (
        await apiRequest(`/coupon-measure/${encodeURIComponent(id)}/coupon-measure-item`, {
          query: { lang: language },
          schema: CouponMeasureItemsResponse,
        })
      ).data;
    },
    staleTime: 5_000,
    // A campaign that does not exist is this page's to say, not the error page's.
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** `GET /coupon-measure-items-history`: one page of the player's coupons (signed in only). */
export function useCouponHistory(filter: CouponHistoryFilter, page: number, language: Language) {
  return useQuery({
    queryKey: queryKeys.couponHistory(filter, page, language),
    queryFn: async (): Promise<{ coupons: PlayerCouponView[]; pagination: Pagination }> => {
      const { CouponHistoryResponse } = await contracts();
      const answer = await apiRequest('/coupon-measure-items-history', {
        query: { filter, page, per_page: COUPON_HISTORY_PAGE_SIZE, lang: language },
        schema: CouponHistoryResponse,
      });
      return { coupons: answer.data.coupons, pagination: answer.pagination };
    },
    placeholderData: (previous, query) =>
      // Another page of the same list keeps the previous one on screen; another list does not.
      query?.queryKey[2] === filter ? previous : undefined,
  });
}

/** `POST /coupon-measure-items-check` with the action's idempotency key. */
async function postGetCoupon(couponId: string, idempotencyKey: string): Promise<CouponGetData> {
  const { CouponGetResponse } = await contracts();
  return (
    await apiRequest('/coupon-measure-items-check', {
      method: 'POST',
      body: { coupon_measure_item_id: couponId },
      schema: CouponGetResponse,
      idempotencyKey,
    })
  ).data;
}

/** Failures that may hide a use the server did: no answer (503), or a gateway timeout (504). */
const RETRIED_USE_CODES = new Set([503, 504]);

/** `POST /coupon-measure-items-use-check` with the action's idempotency key. */
async function postUseCoupon(playerCouponId: string, idempotencyKey: string) {
  const { CouponUseResponse } = await contracts();
  return (
    await apiRequest('/coupon-measure-items-use-check', {
      method: 'POST',
      body: { coupon_id: playerCouponId },
      schema: CouponUseResponse,
      idempotencyKey,
    })
  ).data;
}

/**
 * Getting a coupon: one idempotency key per confirmed get. Whatever the outcome, the balance, its
 * history and the coupons' states may have changed: they are fetched again.
 */
export function useGetCoupon() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: postGetCoupon,
    // The dialogs show a failure themselves (codes that end the visit go to the error page), and
    // an offline browser gets the failure dialog at once rather than a paused request.
    meta: { handlesErrors: true },
    networkMode: 'always',
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.coupons }),
        queryClient.invalidateQueries({ queryKey: queryKeys.points }),
      ]);
    },
  });
}

/**
 * Using a coupon. Its answer holds the code, shown once: the mutation is forgotten as soon as
 * nothing observes it (`gcTime: 0`), and the dialog resets it once it has taken the code, so the
 * code lives only in the dialog's state until the dialog closes. The points history shows a
 * coupon's status, so it is fetched again with the coupons.
 */
export function useUseCoupon() {
  const queryClient = useQueryClient();
  return useIdempotentMutation<CouponUseData, string>({
    mutationFn: postUseCoupon,
    meta: { handlesErrors: true },
    networkMode: 'always',
    gcTime: 0,
    // An answer lost on the way (a dropped connection reads as 503) may still have used the
    // coupon: one retry with the same key gets the stored answer, and its code, instead of
    // leaving the player with a used coupon whose code they never saw.
    retry: (failures, error) =>
      failures < 1 && error instanceof ApiError && RETRIED_USE_CODES.has(error.code),
    retryDelay: 1_000,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.coupons }),
        queryClient.invalidateQueries({ queryKey: queryKeys.points }),
      ]);
    },
  });
}
