import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CodesAdded,
  CodesPreview,
  ConsoleCampaign,
  ConsoleCampaignSummary,
  ConsoleCoupon,
  type CampaignInput,
  type CouponInput,
} from '@points/contracts';
import { consoleSend, saveVersioned } from '../../../lib/api';
import { usePageQuery, useRecordQuery } from '../../../lib/queries';

/** The coupons' query keys: every one starts with 'coupons', so a write can refresh them all. */
export const couponKeys = {
  campaigns: (filter: object) => ['coupons', 'campaigns', filter] as const,
  campaign: (id: string) => ['coupons', 'campaign', id] as const,
  coupon: (id: string) => ['coupons', 'coupon', id] as const,
};

export function useCampaigns(filter: { q?: string | undefined; page: number }) {
  return usePageQuery(
    couponKeys.campaigns(filter),
    '/catalogue/campaigns',
    ConsoleCampaignSummary,
    filter,
  );
}

export function useCampaign(id: string | undefined) {
  const path = `/catalogue/campaigns/${id}`;
  return useRecordQuery(couponKeys.campaign(id ?? ''), path, ConsoleCampaign, Boolean(id));
}

export function useSaveCampaign(mode: 'create' | 'update') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignInput) =>
      mode === 'create'
        ? consoleSend('POST', '/catalogue/campaigns', input, ConsoleCampaign)
        : consoleSend('PUT', `/catalogue/campaigns/${input.id}`, input, ConsoleCampaign),
    onSuccess: (campaign) => {
      queryClient.setQueryData(couponKeys.campaign(campaign.id), campaign);
      void queryClient.invalidateQueries({ queryKey: ['coupons', 'campaigns'] });
    },
  });
}

export function useCoupon(id: string | undefined) {
  const path = `/catalogue/coupons/${id}`;
  return useRecordQuery(couponKeys.coupon(id ?? ''), path, ConsoleCoupon, Boolean(id));
}

/** Refreshes the campaigns, whose coupons and codes are counted, after a coupon changes. */
function useCampaignsRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['coupons', 'campaign'] });
    void queryClient.invalidateQueries({ queryKey: ['coupons', 'campaigns'] });
  };
}

/** Saves a coupon: creates it when `version` is null, else updates the version read. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  const refreshCampaigns = useCampaignsRefresh();
  return useMutation({
    mutationFn: (input: CouponInput) => saveVersioned('/catalogue/coupons', input, ConsoleCoupon),
    onSuccess: (coupon) => {
      queryClient.setQueryData(couponKeys.coupon(coupon.id), coupon);
      refreshCampaigns();
    },
  });
}

/** Checks a codes file against a coupon's pool; changes nothing. */
export function usePreviewCodes(couponId: string) {
  return useMutation({
    mutationFn: (csv: string) =>
      consoleSend('POST', `/catalogue/coupons/${couponId}/codes/preview`, { csv }, CodesPreview),
  });
}

function useCodesAdded(couponId: string) {
  const queryClient = useQueryClient();
  const refreshCampaigns = useCampaignsRefresh();
  return () => {
    void queryClient.invalidateQueries({ queryKey: couponKeys.coupon(couponId) });
    refreshCampaigns();
  };
}

/** Imports a whole codes file, or nothing (4049 csv_has_errors with its lines). */
export function useImportCodes(couponId: string) {
  const onAdded = useCodesAdded(couponId);
  return useMutation({
    mutationFn: (body: { csv: string; reason?: string | undefined }) =>
      consoleSend('POST', `/catalogue/coupons/${couponId}/codes/import`, body, CodesAdded),
    onSuccess: onAdded,
  });
}

export function useGenerateCodes(couponId: string) {
  const onAdded = useCodesAdded(couponId);
  return useMutation({
    mutationFn: (count: number) =>
      consoleSend('POST', `/catalogue/coupons/${couponId}/codes/generate`, { count }, CodesAdded),
    onSuccess: onAdded,
  });
}
