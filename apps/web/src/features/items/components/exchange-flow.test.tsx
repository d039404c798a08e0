import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AuthConfigData, ItemDetail } from '@points/contracts';
import { initTestI18n } from '../../../test/i18n';
import type * as AuthApi from '../../../lib/auth-api';
import type * as OAuth from '../../../lib/oauth';
import { ExchangeAction } from './exchange-flow';

const config: AuthConfigData = {
  authorization_endpoint: 'http://localhost:8081/auth',
  client_id: 'points-web',
  scope: 'openid read',
  claims: {},
};
const asked = vi.hoisted(() => ({ options: [] as unknown[] }));

vi.mock('../../../lib/auth-api', async (original) => ({
  ...(await original<typeof AuthApi>()),
  fetchAuthConfig: () => Promise.resolve(config),
}));
// The URL the sign-in would go to is oauth.test's; here, what the item page asks for.
vi.mock('../../../lib/oauth', async (original) => ({
  ...(await original<typeof OAuth>()),
  beginSignIn: (_: AuthConfigData, options: unknown) => {
    asked.options.push(options);
    return Promise.resolve('about:blank');
  },
}));

beforeAll(() => initTestI18n('en'));
afterEach(() => {
  cleanup();
  asked.options = [];
  document.cookie = 'efm_contents_id=; max-age=0';
});

const item = { id: 'scout-ticket', name: 'Gold scout ticket', cost: 800 } as unknown as ItemDetail;

function clickLogIn() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ExchangeAction item={item} balance={null} signedIn={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Log in to exchange' }));
}

describe('the item page’s sign-in (SPEC.md §7, the item variant)', () => {
  it('passes the game account the game app named as the login_hint', async () => {
    document.cookie = 'efm_contents_id=JP-EFM-100001';
    clickLogIn();
    await waitFor(() => expect(asked.options).toHaveLength(1));
    expect(asked.options[0]).toMatchObject({ loginHint: 'efm:JP-EFM-100001', uiLocales: 'en' });
  });

  it('gives no hint outside a game app', async () => {
    clickLogIn();
    await waitFor(() => expect(asked.options).toHaveLength(1));
    expect(asked.options[0]).not.toHaveProperty('loginHint');
  });
});
