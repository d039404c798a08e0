import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
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

  it('offers login for 4011, saying what to do once', async () => {
    renderAt('/error?code=4011');
    expect(await screen.findByText(/Consent to the points programme is required/)).toBeTruthy();
    // Said once: the page does not repeat its message in another line.
    expect(screen.getAllByText(/agree to the programme terms/)).toHaveLength(1);
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to home' })).toBeNull();
  });

  it('heads each code with its own title, in the page and in the tab', async () => {
    renderAt('/error?code=402');
    expect(await screen.findByRole('heading', { name: 'Not enough points' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Not enough points | Pitch Points'));
    cleanup();
    renderAt('/error?code=4045');
    expect(await screen.findByRole('heading', { name: 'Game under maintenance' })).toBeTruthy();
  });

  it('offers to log in again on the 401 page, and a way home', async () => {
    renderAt('/error?code=401');
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(main.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('adds the extra lines for 4044 and 407', async () => {
    renderAt('/error?code=4044');
    expect(await screen.findByText(/Start the game once/)).toBeTruthy();
    renderAt('/error?code=407');
    expect(await screen.findByText(/Many players are visiting right now/)).toBeTruthy();
  });

  it('says for 4011 what happens to the points, once signed in again', async () => {
    renderAt('/error?code=4011');
    expect(await screen.findByText(/Your points and coupons are kept/)).toBeTruthy();
  });

  it('offers the way back to the page the player was on (cp), of this site only', async () => {
    renderAt(`/error?code=4045&cp=${encodeURIComponent('/items/coins-100?tab=1')}`);
    const back = await screen.findByRole('link', { name: 'Back to the page you were on' });
    expect(back.getAttribute('href')).toBe('/items/coins-100?tab=1');
    for (const cp of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/error?code=1',
    ]) {
      cleanup();
      renderAt(`/error?code=4045&cp=${encodeURIComponent(cp)}`);
      await screen.findByRole('heading', { name: 'Game under maintenance' });
      expect(screen.queryByRole('link', { name: 'Back to the page you were on' })).toBeNull();
    }
    // A failure that ends the visit has no page to go back to.
    cleanup();
    renderAt(`/error?code=4011&cp=${encodeURIComponent('/items/coins-100')}`);
    await screen.findByText(/Your points and coupons are kept/);
    expect(screen.queryByRole('link', { name: 'Back to the page you were on' })).toBeNull();
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
