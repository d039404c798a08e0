import { CLAIMS_REQUEST, OIDC_SCOPE, type AuthConfigData } from '@points/contracts';
import type { IdentityProvider } from '../../integrations/identity/identity-provider';

/** What the SPA needs to build the authorization request (SPEC.md §7, Login). */
export async function getAuthConfig(
  identity: IdentityProvider,
  settings: { clientId: string },
): Promise<AuthConfigData> {
  const server = await identity.serverInfo();
  return {
    authorization_endpoint: server.authorizationEndpoint,
    client_id: settings.clientId,
    scope: OIDC_SCOPE,
    claims: CLAIMS_REQUEST,
  };
}
