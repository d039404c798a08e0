import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConfirmAddressData,
  Language,
  LotteryCampaignData,
  LotteryCampaignsData,
  LotteryEntryData,
  LotteryItemData,
  WinnerAddressData,
} from '@points/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { queryKeys } from '../../../lib/query-keys';

const contracts = () => import('../../../lib/response-schemas');

/** The address of a lottery's published proof, for download and for the verifier. */
export const proofUrl = (id: string) =>
  `${window.location.origin}/api/v1/campaign-lottery-item/${encodeURIComponent(id)}/proof`;

/** `GET /campaign-lottery`: every lottery campaign with its lotteries. */
export function useLotteryCampaigns(language: Language, signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.lotteryCampaigns(language, signedIn),
    queryFn: async (): Promise<LotteryCampaignsData> => {
      const { LotteryCampaignsResponse } = await contracts();
      return (
        await apiRequest('/campaign-lottery', {
          query: { lang: language },
          schema: LotteryCampaignsResponse,
        })
      ).data;
    },
    staleTime: 15_000,
  });
}

/** `GET /campaign-lottery/{id}`: one lottery campaign. */
export function useLotteryCampaign(id: string, language: Language, signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.lotteryCampaign(id, language, signedIn),
    queryFn: async (): Promise<LotteryCampaignData> => {
      const { LotteryCampaignResponse } = await contracts();
      return (
        await apiRequest(`/campaign-lottery/${encodeURIComponent(id)}`, {
          query: { lang: language },
          schema: LotteryCampaignResponse,
        })
      ).data;
    },
    staleTime: 5_000,
    // A campaign that does not exist is the page's to say, not the error page's.
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** `GET /campaign-lottery-item/{id}`: a lottery with the player's tickets and result. */
export function useLottery(id: string, language: Language, signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.lottery(id, language, signedIn),
    queryFn: async (): Promise<LotteryItemData> => {
      const { LotteryItemResponse } = await contracts();
      return (
        await apiRequest(`/campaign-lottery-item/${encodeURIComponent(id)}`, {
          query: { lang: language },
          schema: LotteryItemResponse,
        })
      ).data;
    },
    staleTime: 5_000,
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** `GET /campaign-lottery-item/{id}/address`: step 1, the winner's shipping details. */
export function useWinnerAddress(id: string, language: Language) {
  return useQuery({
    queryKey: queryKeys.winnerAddress(id, language),
    queryFn: async (): Promise<WinnerAddressData> => {
      const { WinnerAddressResponse } = await contracts();
      return (
        await apiRequest(`/campaign-lottery-item/${encodeURIComponent(id)}/address`, {
          query: { lang: language },
          schema: WinnerAddressResponse,
        })
      ).data;
    },
    // Personal data: never kept once the page is left.
    gcTime: 0,
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** `POST /campaign-lottery-item/{id}` with the action's idempotency key. */
async function postEntry(
  variables: { lotteryId: string; count: number },
  idempotencyKey: string,
): Promise<LotteryEntryData> {
  const { LotteryEntryResponse } = await contracts();
  return (
    await apiRequest(`/campaign-lottery-item/${encodeURIComponent(variables.lotteryId)}`, {
      method: 'POST',
      body: { count: variables.count },
      schema: LotteryEntryResponse,
      idempotencyKey,
    })
  ).data;
}

/**
 * Entering a lottery: one idempotency key per confirmed entry. Whatever the outcome, the balance,
 * its history and the lotteries may have changed: they are fetched again.
 */
export function useEnterLottery() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: postEntry,
    meta: { handlesErrors: true },
    networkMode: 'always',
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.lotteries }),
        queryClient.invalidateQueries({ queryKey: queryKeys.points }),
      ]);
    },
  });
}

/** `POST /campaign-lottery-item/{id}/confirm-address`: step 2, with the tick. */
export function useConfirmAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { lotteryId: string; confirmed: boolean }) => {
      const { ConfirmAddressResponse } = await contracts();
      return (
        await apiRequest(
          `/campaign-lottery-item/${encodeURIComponent(variables.lotteryId)}/confirm-address`,
          {
            method: 'POST',
            body: { confirmed: variables.confirmed },
            schema: ConfirmAddressResponse,
          },
        )
      ).data satisfies ConfirmAddressData;
    },
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.lotteries }),
  });
}

/** `GET /login-hint/address-info`: the provider's page where the player corrects the address. */
export async function addressInfoUrl(): Promise<string> {
  const { LoginHintResponse } = await contracts();
  return (await apiRequest('/login-hint/address-info', { schema: LoginHintResponse })).data.url;
}
