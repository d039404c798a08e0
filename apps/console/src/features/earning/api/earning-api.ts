import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleEarningCampaign,
  EarningCampaignSummary,
  EarningPreviewResponse,
  type CampaignKind,
  type EarningCampaignInput,
} from '@points/contracts';
import { consoleGet, consolePage, saveVersioned } from '../../../lib/api';

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
    queryFn: () => consolePage('/earning/campaigns', EarningCampaignSummary, filter),
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
      saveVersioned('/earning/campaigns', input, ConsoleEarningCampaign),
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
