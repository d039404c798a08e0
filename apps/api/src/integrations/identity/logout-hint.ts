import { compactVerify, createRemoteJWKSet, customFetch, errors } from 'jose';

/** What the provider would make of an ID token sent back as `id_token_hint`. */
export type HintVerdict = 'accepted' | 'refused' | 'unreachable';

/**
 * Whether the provider will still accept an ID token as the logout's `id_token_hint`: signed by
 * one of the keys it publishes now, by this issuer, for this client. A provider that restarted or
 * rotated its keys refuses a hint signed by the old ones with an error page of its own, from
 * which the player has no way back to the site; such a hint is left out. Expiry is not checked:
 * providers accept an expired ID token as a hint (it only says who is signing out).
 */
export function createLogoutHintCheck(options: {
  jwksUri: string;
  issuer: string;
  clientId: string;
  fetch?: typeof fetch | undefined;
}): (idToken: string) => Promise<HintVerdict> {
  const keys = createRemoteJWKSet(new URL(options.jwksUri), {
    // The keys as they are now, at every logout: a key set kept from before a restart would
    // still vouch for a hint the provider now refuses. Logouts at the same moment share a fetch.
    cacheMaxAge: 0,
    // A logout waits for this: short, and a provider that does not answer is not sent to.
    timeoutDuration: 3000,
    ...(options.fetch ? { [customFetch]: options.fetch } : {}),
  });
  return async (idToken) => {
    let payload: Uint8Array;
    try {
      ({ payload } = await compactVerify(idToken, keys, { algorithms: ['RS256'] }));
    } catch (error) {
      return refusedByKeys(error) ? 'refused' : 'unreachable';
    }
    const claims = JSON.parse(new TextDecoder().decode(payload)) as {
      iss?: unknown;
      aud?: unknown;
    };
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    return claims.iss === options.issuer && audiences.includes(options.clientId)
      ? 'accepted'
      : 'refused';
  };
}

/**
 * The provider's keys were read and the token is not theirs (or not a token at all). Anything
 * else (a timeout, a network failure, an answer that is no key set) means the provider could not
 * be asked.
 */
function refusedByKeys(error: unknown): boolean {
  return (
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys ||
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWSInvalid ||
    error instanceof errors.JOSEAlgNotAllowed ||
    error instanceof errors.JOSENotSupported
  );
}
