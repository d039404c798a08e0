import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  AckEnvelope,
  AuthConfigResponse,
  LoginResponse,
  type AuthConfigData,
  type LoginData,
  type LoginRequest,
} from '@points/contracts';
import { apiRequest } from '../../../lib/api-client';

const authConfigQuery = {
  queryKey: ['auth', 'config'] as const,
  queryFn: async (): Promise<AuthConfigData> =>
    (await apiRequest('/auth/config', { schema: AuthConfigResponse })).data,
  staleTime: 60 * 60 * 1000,
};

export function useAuthConfig() {
  return useQuery(authConfigQuery);
}

export function fetchAuthConfig(queryClient: QueryClient): Promise<AuthConfigData> {
  return queryClient.fetchQuery(authConfigQuery);
}

export async function postLogin(request: LoginRequest): Promise<LoginData> {
  return (await apiRequest('/login', { method: 'POST', body: request, schema: LoginResponse }))
    .data;
}

export async function postLogout(): Promise<void> {
  await apiRequest('/logout', { method: 'POST', schema: AckEnvelope });
}
