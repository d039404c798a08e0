import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CodesAdded,
  CodesPreview,
  ConsoleCampaign,
  ConsoleCampaignSummary,
  ConsoleCoupon,
  ConsoleItem,
  ConsoleItemGroup,
  ConsoleItemSummary,
  type CampaignInput,
  type CouponInput,
  type ItemInput,
} from '@points/contracts';
import { consoleGet, consoleSend } from '../../../lib/api';

/** The catalogue's query keys: every one starts with 'catalogue', so a write can refresh them all. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  groups: ['catalogue', 'item-groups'] as const,
  items: (filter: object) => ['catalogue', 'items', filter] as const,
  item: (id: string) => ['catalogue', 'item', id] as const,
  campaigns: (filter: object) => ['catalogue', 'campaigns', filter] as const,
  campaign: (id: string) => ['catalogue', 'campaign', id] as const,
  coupon: (id: string) => ['catalogue', 'coupon', id] as const,
};

export function useItemGroups() {
  return useQuery({
    queryKey: catalogueKeys.groups,
    queryFn: async () =>
      (await consoleGet('/catalogue/item-groups', z.array(ConsoleItemGroup))).data,
    staleTime: 60_000,
  });
}

export function useItems(filter: {
  group?: string | undefined;
  q?: string | undefined;
  page: number;
}) {
  return useQuery({
    queryKey: catalogueKeys.items(filter),
    queryFn: () =>
      consoleGet('/catalogue/items', z.array(ConsoleItemSummary), { ...filter, per_page: 25 }),
    placeholderData: keepPreviousData,
  });
}

export function useItem(id: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.item(id ?? ''),
    queryFn: async () => (await consoleGet(`/catalogue/items/${id}`, ConsoleItem)).data,
    enabled: Boolean(id),
  });
}

/** Saves an item: creates it when `version` is null, else updates the version read. */
export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ItemInput) =>
      input.version === null
        ? consoleSend('POST', '/catalogue/items', input, ConsoleItem)
        : consoleSend('PUT', `/catalogue/items/${input.id}`, input, ConsoleItem),
    onSuccess: (item) => {
      queryClient.setQueryData(catalogueKeys.item(item.id), item);
      void queryClient.invalidateQueries({ queryKey: ['catalogue', 'items'] });
    },
  });
}

export function useCampaigns(filter: { q?: string | undefined; page: number }) {
  return useQuery({
    queryKey: catalogueKeys.campaigns(filter),
    queryFn: () =>
      consoleGet('/catalogue/campaigns', z.array(ConsoleCampaignSummary), {
        ...filter,
        per_page: 25,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCampaign(id: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.campaign(id ?? ''),
    queryFn: async () => (await consoleGet(`/catalogue/campaigns/${id}`, ConsoleCampaign)).data,
    enabled: Boolean(id),
  });
}

export function useSaveCampaign(mode: 'create' | 'update') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignInput) =>
      mode === 'create'
        ? consoleSend('POST', '/catalogue/campaigns', input, ConsoleCampaign)
        : consoleSend('PUT', `/catalogue/campaigns/${input.id}`, input, ConsoleCampaign),
    onSuccess: (campaign) => {
      queryClient.setQueryData(catalogueKeys.campaign(campaign.id), campaign);
      void queryClient.invalidateQueries({ queryKey: ['catalogue', 'campaigns'] });
    },
  });
}

export function useCoupon(id: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.coupon(id ?? ''),
    queryFn: async () => (await consoleGet(`/catalogue/coupons/${id}`, ConsoleCoupon)).data,
    enabled: Boolean(id),
  });
}

/** Saves a coupon: creates it when `version` is null, else updates the version read. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponInput) =>
      input.version === null
        ? consoleSend('POST', '/catalogue/coupons', input, ConsoleCoupon)
        : consoleSend('PUT', `/catalogue/coupons/${input.id}`, input, ConsoleCoupon),
    onSuccess: (coupon) => {
      queryClient.setQueryData(catalogueKeys.coupon(coupon.id), coupon);
      void queryClient.invalidateQueries({ queryKey: ['catalogue', 'campaign'] });
      void queryClient.invalidateQueries({ queryKey: ['catalogue', 'campaigns'] });
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
  return () => {
    void queryClient.invalidateQueries({ queryKey: catalogueKeys.coupon(couponId) });
    void queryClient.invalidateQueries({ queryKey: ['catalogue', 'campaign'] });
    void queryClient.invalidateQueries({ queryKey: ['catalogue', 'campaigns'] });
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
