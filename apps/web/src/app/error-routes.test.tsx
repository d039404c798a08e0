import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SiteRoutes } from './routes';
import { initTestI18n } from '../test/i18n';

beforeAll(async () => {
  await initTestI18n('en');
});

function renderAt(url: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <SiteRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('error page, reached through the routes', () => {
  it('shows the message of the code and a way back home', async () => {
    renderAt('/error?code=402');
    expect(await screen.findByText('You do not have enough points.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Error code: 402')).toBeTruthy();
  });

  it('offers login and an extra line for 4011', async () => {
    renderAt('/error?code=4011');
    expect(await screen.findByText(/Consent to the points programme is required/)).toBeTruthy();
    expect(screen.getByText(/agree to the programme terms/)).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to home' })).toBeNull();
  });

  it('adds the extra lines for 4044 and 407', async () => {
    renderAt('/error?code=4044');
    expect(await screen.findByText(/Start the game once/)).toBeTruthy();
    renderAt('/error?code=407');
    expect(await screen.findByText(/Many players are visiting right now/)).toBeTruthy();
  });

  it('shows page-not-found for an unknown code and for unknown paths', async () => {
    renderAt('/error?code=9999');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    renderAt('/no/such/page');
    expect(
      (await screen.findAllByRole('heading', { name: 'Page not found' })).length,
    ).toBeGreaterThan(0);
  });
});
