import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { CampaignView, FestivalSummary } from '@points/contracts';
import { queryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session';
import { campaignView } from '../../../test/campaign-view';
import { fakeApi, ok } from '../../../test/fake-api';
import { initTestI18n } from '../../../test/i18n';
import { CampaignsPage } from './campaigns-page';

beforeAll(async () => {
  await initTestI18n('en');
  // The pages load the response schemas on demand: loaded once here, before any page waits.
  await Promise.all([
    import('../../../lib/response-schemas'),
    import('../../../lib/content-schemas'),
  ]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  sessionStore.clear();
});

const festival = (id: string, name: string, phase: FestivalSummary['phase']): FestivalSummary => ({
  id,
  name,
  venue: 'Harbour Arena',
  image: '/content/festivals/summer-festival.svg',
  phase,
  pre_registration_from: '2026-05-01T00:00:00.000Z',
  pre_registration_to: '2026-06-01T00:00:00.000Z',
  registration_to: '2026-07-10T00:00:00.000Z',
  event_starts_at: '2026-07-21T01:00:00.000Z',
  event_ends_at: '2026-07-21T09:00:00.000Z',
});
const daily = campaignView({
  id: 'daily-login',
  name: 'Daily check-in',
  summary: 'Every day.',
  image: '/content/campaigns/daily.svg',
  starts_at: '2026-01-01T00:00:00.000Z',
  ends_at: '2027-01-01T00:00:00.000Z',
  repeat: 'daily',
  reward: { points: 50, expires_in_days: 30 },
});

/** The campaigns and festivals: under `claimable`, the ones given as claimable only. */
function api(claimable: { campaigns: CampaignView[]; festivals: FestivalSummary[] }) {
  return fakeApi({
    'GET /campaign-measure': (url) =>
      ok({
        campaigns: url.searchParams.get('filter') === 'claimable' ? claimable.campaigns : [daily],
        point: 1200,
      }),
    'GET /campaign-festival': (url) =>
      ok({
        festivals:
          url.searchParams.get('filter') === 'claimable'
            ? claimable.festivals
            : [
                festival('spring', 'Spring Festival', 'ended'),
                festival('summer', 'Summer Festival', 'registration'),
              ],
      }),
  });
}

function renderAt(path: string) {
  sessionStore.signIn('tok', { nickname: 'Kai', country: 'us', language: 'en' });
  render(
    <MemoryRouter initialEntries={[path]}>
      <CampaignsPage />
    </MemoryRouter>,
  );
  return screen.getByRole('tabpanel');
}

describe('Claimable now', () => {
  it('lists only the festivals whose reward the player can claim now, linking to the reward', async () => {
    const { calls } = api({
      campaigns: [],
      festivals: [festival('spring', 'Spring Festival', 'ended')],
    });
    const panel = renderAt('/campaigns?filter=claimable');
    const card = await within(panel).findByRole('link', { name: /Spring Festival/ });
    expect(card.getAttribute('href')).toBe('/campaign-festival-reward/spring');
    expect(within(card).getByText('Claimable')).toBeTruthy();
    expect(within(panel).queryByText(/Summer Festival/)).toBeNull();
    // Something to claim: once the list is in, not "nothing to claim".
    await waitFor(() => expect(panel.querySelector('[aria-busy]')).toBeNull());
    expect(within(panel).queryByText(/Nothing to claim right now/)).toBeNull();
    expect(
      calls.some(
        (call) =>
          call.url.pathname === '/api/v1/campaign-festival' &&
          call.url.searchParams.get('filter') === 'claimable',
      ),
    ).toBe(true);
  });

  it('says there is nothing to claim when no campaign and no festival is claimable', async () => {
    api({ campaigns: [], festivals: [] });
    const panel = renderAt('/campaigns?filter=claimable');
    expect(await within(panel).findByText(/Nothing to claim right now/)).toBeTruthy();
    expect(within(panel).queryByRole('link')).toBeNull();
  });

  it('All campaigns lists every festival still of interest, linking to its page', async () => {
    api({ campaigns: [], festivals: [] });
    const panel = renderAt('/campaigns');
    expect(await within(panel).findByRole('link', { name: /Daily check-in/ })).toBeTruthy();
    const summer = await within(panel).findByRole('link', { name: /Summer Festival/ });
    expect(summer.getAttribute('href')).toBe('/campaign-festival/summer');
    expect(within(panel).getByRole('link', { name: /Spring Festival/ })).toBeTruthy();
  });
});
