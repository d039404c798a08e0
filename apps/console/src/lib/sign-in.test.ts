import { describe, expect, it } from 'vitest';
import { authorizationUrl } from './sign-in';

const config = {
  authorization_endpoint: 'http://localhost:8081/auth',
  client_id: 'points-console',
  redirect_uri: 'http://localhost:8080/console/callback',
  scope: 'openid',
  claims: {},
};
const request = { state: 's'.repeat(32), nonce: 'n'.repeat(32), challenge: 'c'.repeat(43) };

describe('the console’s sign-in request', () => {
  it('asks for the provider’s pages in the console’s language (ui_locales)', () => {
    const url = new URL(authorizationUrl(config, { ...request, language: 'ja' }));
    expect(url.searchParams.get('ui_locales')).toBe('ja');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBe(request.state);
    expect(new URL(authorizationUrl(config, request)).searchParams.has('ui_locales')).toBe(false);
  });
});
