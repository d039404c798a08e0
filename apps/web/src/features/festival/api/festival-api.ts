import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanionRegistrationBody,
  FestivalView,
  Language,
  PreRegistrationData,
  RegistrationData,
  RewardClaimData,
  RewardData,
  VisitorRegistrationBody,
} from '@points/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { queryKeys } from '../../../lib/query-keys';

const contracts = () => import('../../../lib/response-schemas');
const path = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

export type FestivalRole = 'visitor' | 'companion';
const REGISTRATION_PATHS: Record<FestivalRole, string> = {
  visitor: '/campaign-festival-visit',
  companion: '/campaign-festival-companion',
};

/** The address of the visitor draw's published proof, for download and for the verifier. */
export const festivalProofUrl = (id: string) =>
  `${window.location.origin}/api/v1${path('/campaign-festival', id)}/proof`;

/** `GET /campaign-festival/{id}`: the festival, its periods and this player's pre-registration. */
export function useFestival(id: string, language: Language, signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.festival(id, language, signedIn),
    queryFn: async (): Promise<FestivalView> => {
      const { FestivalResponse } = await contracts();
      return (
        await apiRequest(path('/campaign-festival', id), {
          query: { lang: language },
          schema: FestivalResponse,
        })
      ).data.festival;
    },
    staleTime: 5_000,
    // A festival that does not exist is the page's to say, not the error page's.
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** `POST /campaign-festival/{id}`: pre-register (once; again answers the same). */
export function usePreRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<PreRegistrationData> => {
      const { PreRegistrationResponse } = await contracts();
      return (
        await apiRequest(path('/campaign-festival', id), {
          method: 'POST',
          schema: PreRegistrationResponse,
        })
      ).data;
    },
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.festivals }),
  });
}

/** `GET /campaign-festival-visit|companion/{id}`: the player's registration and mobile account. */
export function useRegistration(id: string, role: FestivalRole, language: Language) {
  return useQuery({
    queryKey: queryKeys.festivalRegistration(id, role, language),
    queryFn: async (): Promise<RegistrationData> => {
      const { RegistrationResponse } = await contracts();
      return (
        await apiRequest(path(REGISTRATION_PATHS[role], id), {
          query: { lang: language },
          schema: RegistrationResponse,
        })
      ).data;
    },
    // Personal data: never kept once the page is left.
    gcTime: 0,
    meta: { handlesErrors: true },
    retry: false,
  });
}

export type RegistrationBody =
  | { role: 'visitor'; body: VisitorRegistrationBody }
  | { role: 'companion'; body: CompanionRegistrationBody };

/** `POST /campaign-festival-visit|companion/{id}`: register (once; again answers the same). */
export function useRegister(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: RegistrationBody): Promise<RegistrationData> => {
      const { RegistrationResponse } = await contracts();
      return (
        await apiRequest(path(REGISTRATION_PATHS[request.role], id), {
          method: 'POST',
          body: request.body,
          schema: RegistrationResponse,
        })
      ).data;
    },
    meta: { handlesErrors: true },
    onSuccess: (data, request) => {
      queryClient.setQueriesData(
        { queryKey: ['festivals', 'registration', id, request.role] },
        () => data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.festivals }),
  });
}

/** `GET /campaign-festival-reward/{id}`: whether this player can claim the attendance reward. */
export function useReward(id: string, language: Language) {
  return useQuery({
    queryKey: queryKeys.festivalReward(id, language),
    queryFn: async (): Promise<RewardData> => {
      const { RewardResponse } = await contracts();
      return (
        await apiRequest(path('/campaign-festival-reward', id), {
          query: { lang: language },
          schema: RewardResponse,
        })
      ).data;
    },
    gcTime: 0,
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** `POST /campaign-festival-reward/{id}`: one idempotency key per claim; the balance moves. */
export function useClaimReward() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: async (id: string, idempotencyKey: string): Promise<RewardClaimData> => {
      const { RewardClaimResponse } = await contracts();
      return (
        await apiRequest(path('/campaign-festival-reward', id), {
          method: 'POST',
          schema: RewardClaimResponse,
          idempotencyKey,
        })
      ).data;
    },
    meta: { handlesErrors: true },
    networkMode: 'always',
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.festivals }),
        queryClient.invalidateQueries({ queryKey: queryKeys.points }),
      ]);
    },
  });
}
