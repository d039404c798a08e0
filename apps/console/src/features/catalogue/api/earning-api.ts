import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ConsoleEarningCampaign,
  EarningCampaignSummary,
  EarningPreviewResponse,
  type CampaignKind,
  type EarningCampaignInput,
} from '@points/contracts';
import { consoleGet, consoleSend } from '../../../lib/api';

/** Earning campaigns' query keys, under 'earning' so a save refreshes them all. */
export const earningKeys = {
  list: (filter: object) => ['earning', 'campaigns', filter] as const,
  campaign: (id: string) => ['earning', 'campaign', id] as const,
  preview: (id: string, player: string, lang: string) =>
    ['earning', 'preview', id, player, lang] as const,
};

export function useEarningCampaigns(filter: {
  q?: string | undefined;
  kind?: CampaignKind | undefined;
  page: number;
}) {
  return useQuery({
    queryKey: earningKeys.list(filter),
    queryFn: () =>
      consoleGet('/earning/campaigns', z.array(EarningCampaignSummary), {
        ...filter,
        per_page: 25,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useEarningCampaign(id: string | undefined) {
  return useQuery({
    queryKey: earningKeys.campaign(id ?? ''),
    queryFn: async () =>
      (await consoleGet(`/earning/campaigns/${id}`, ConsoleEarningCampaign)).data,
    enabled: Boolean(id),
  });
}

/** Saves a campaign: creates it when `version` is null, else updates (or publishes) the version read. */
export function useSaveEarningCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EarningCampaignInput) =>
      input.version === null
        ? consoleSend('POST', '/earning/campaigns', input, ConsoleEarningCampaign)
        : consoleSend('PUT', `/earning/campaigns/${input.id}`, input, ConsoleEarningCampaign),
    onSuccess: (campaign) => {
      queryClient.setQueryData(earningKeys.campaign(campaign.id), campaign);
      void queryClient.invalidateQueries({ queryKey: ['earning', 'campaigns'] });
      void queryClient.invalidateQueries({ queryKey: ['earning', 'preview', campaign.id] });
    },
  });
}

/** The campaign as one player would see it now (drafts too). */
export function useEarningPreview(id: string, player: string, lang: string) {
  return useQuery({
    queryKey: earningKeys.preview(id, player, lang),
    queryFn: async () =>
      (
        await consoleGet(`/earning/campaigns/${id}/preview`, EarningPreviewResponse.shape.data, {
          player,
          lang,
        })
      ).data,
    enabled: player.length > 0,
    retry: false,
  });
}
