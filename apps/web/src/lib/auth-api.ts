import type { QueryClient } from '@tanstack/react-query';
import type { AuthConfigData, LoginData, LoginRequest } from '@points/contracts';
import { apiRequest } from './api-client';
import { currentLanguage } from './i18n';
import { queryKeys } from './query-keys';
import { sessionStore } from './session';

// The response schemas load with the first call, keeping zod out of the first page's JavaScript.
const contracts = () => import('./response-schemas');

const authConfigQuery = {
  queryKey: queryKeys.authConfig,
  queryFn: async (): Promise<AuthConfigData> => {
    const { AuthConfigResponse } = await contracts();
    return (await apiRequest('/auth/config', { schema: AuthConfigResponse })).data;
  },
  staleTime: 60 * 60 * 1000,
};

export function fetchAuthConfig(queryClient: QueryClient): Promise<AuthConfigData> {
  return queryClient.fetchQuery(authConfigQuery);
}

export async function postLogin(request: LoginRequest): Promise<LoginData> {
  const { LoginResponse } = await contracts();
  return (await apiRequest('/login', { method: 'POST', body: request, schema: LoginResponse }))
    .data;
}

/**
 * Ends the session of `token` on the server; answers where the provider ends its own, if
 * anywhere, in the site's language (`lang`: the provider's sign-out page speaks it). The token is
 * taken when the call is made, not when the schemas have loaded: a caller that forgets the session
 * right after still ends it on the server.
 */
export function postLogout(
  token: string | null = sessionStore.getSnapshot().token,
): Promise<string | null> {
  const request = token ? { token } : {};
  const query = { lang: currentLanguage() };
  return contracts().then(
    async ({ LogoutResponse }) =>
      (await apiRequest('/logout', { method: 'POST', schema: LogoutResponse, query, ...request }))
        .data.end_session_url,
  );
}
