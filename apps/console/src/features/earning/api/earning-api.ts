import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleEarningCampaign,
  EarningCampaignSummary,
  EarningPreviewResponse,
  type CampaignKind,
  type EarningCampaignInput,
} from '@points/contracts';
import { consoleGet, saveVersioned } from '../../../lib/api';
import { usePageQuery, useRecordQuery } from '../../../lib/queries';

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
  return usePageQuery(
    earningKeys.list(filter),
    '/earning/campaigns',
    EarningCampaignSummary,
    filter,
  );
}

export function useEarningCampaign(id: string | undefined) {
  const path = `/earning/campaigns/${id}`;
  return useRecordQuery(earningKeys.campaign(id ?? ''), path, ConsoleEarningCampaign, Boolean(id));
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
