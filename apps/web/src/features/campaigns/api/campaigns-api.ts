import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CampaignClaimData,
  CampaignDetailView,
  CampaignKind,
  CampaignPageResponse,
  CampaignView,
  Language,
} from '@points/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { queryKeys } from '../../../lib/query-keys';

const contracts = () => import('../../../lib/response-schemas');

export type CampaignFilter = 'all' | 'claimable';

/** `GET /campaign-measure`: the campaigns and their states for this player (or a visitor). */
export function useCampaigns(filter: CampaignFilter, language: Language, signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.campaignList(filter, language, signedIn),
    queryFn: async (): Promise<{ campaigns: CampaignView[]; point: number | null }> => {
      const { CampaignMeasuresResponse } = await contracts();
      return (
        await apiRequest('/campaign-measure', {
          query: { lang: language, filter },
          schema: CampaignMeasuresResponse,
        })
      ).data;
    },
    staleTime: 10_000,
    placeholderData: (previous) => previous,
  });
}

/** `GET /campaign-measure/{id}`: one campaign, with its description and rules. */
export function useCampaign(id: string, language: Language, signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.campaign(id, language, signedIn),
    queryFn: async (): Promise<{ campaign: CampaignDetailView; point: number | null }> => {
      const { CampaignMeasureResponse } = await contracts();
      return (
        await apiRequest(`/campaign-measure/${encodeURIComponent(id)}`, {
          query: { lang: language },
          schema: CampaignMeasureResponse,
        })
      ).data;
    },
    staleTime: 5_000,
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** `GET /campaign-pages/{id}`: a fixed campaign page's blocks. */
export function useCampaignPage(id: string, language: Language) {
  return useQuery({
    queryKey: queryKeys.campaignPage(id, language),
    queryFn: async (): Promise<CampaignPageResponse['data']['page']> => {
      const { CampaignPageResponse } = await contracts();
      return (
        await apiRequest(`/campaign-pages/${encodeURIComponent(id)}`, {
          query: { lang: language },
          schema: CampaignPageResponse,
        })
      ).data.page;
    },
    staleTime: 60_000,
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** The claim call of a campaign's kind: join-app rewards have their own (SPEC.md §7). */
async function postClaim(
  campaign: { id: string; kind: CampaignKind },
  idempotencyKey: string,
): Promise<CampaignClaimData> {
  const { CampaignClaimResponse } = await contracts();
  return (
    await apiRequest(
      campaign.kind === 'join_app' ? '/campaign-join-app' : '/campaign-measure-check',
      {
        method: 'POST',
        body: { campaign_measure_id: campaign.id },
        schema: CampaignClaimResponse,
        idempotencyKey,
      },
    )
  ).data;
}

/**
 * Claiming a reward: one idempotency key per click that got through the re-click guard, reused by
 * retries. Whatever the outcome, the balance, its history and the campaigns' states are fetched
 * again.
 */
export function useClaimCampaign() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: postClaim,
    meta: { handlesErrors: true },
    networkMode: 'always',
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.campaigns }),
        queryClient.invalidateQueries({ queryKey: queryKeys.points }),
      ]);
    },
  });
}
