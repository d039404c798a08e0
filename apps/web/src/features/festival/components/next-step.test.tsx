import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { FestivalView } from '@points/contracts';
import { initTestI18n } from '../../../test/i18n';
import { NextStep } from './next-step';

beforeAll(async () => {
  await initTestI18n('en');
});

const festival = {
  id: 'summer',
  name: 'Summer Football Festival',
  phase: 'registration',
  registration_to: '2999-07-01T00:00:00.000Z',
  draw_at: '2026-06-01T00:00:00.000Z',
  proof: { seed: 'ab' },
} as unknown as FestivalView;

type Player = NonNullable<FestivalView['player']>;
type Registration = NonNullable<Player['registration']>;
const drawn: Player = {
  pre_registered: true,
  pre_registered_at: '2026-05-01T00:00:00.000Z',
  drawn: true,
  registration: null,
};
const visitor: Registration = {
  role: 'visitor',
  attending: true,
  has_companion: true,
  companion_registered: false,
  checked_in_at: null,
};

function renderStep(player: Player, phase: FestivalView['phase'] = 'registration') {
  cleanup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <NextStep festival={{ ...festival, phase, player }} signedIn />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('status');
}

describe('what a drawn player is told', () => {
  it('invites a drawn player who has not registered to register', () => {
    const notice = renderStep(drawn);
    expect(notice.textContent).toContain('You were drawn!');
    expect(
      screen.getByRole('link', { name: 'Visitor registration and ticket' }).getAttribute('href'),
    ).toBe('/campaign-festival-visit/summer');
  });

  it('shows a registered visitor their registration, not the invitation', () => {
    const notice = renderStep({ ...drawn, registration: visitor });
    expect(notice.textContent).not.toContain('You were drawn!');
    expect(notice.textContent).toContain('You are registered as a visitor');
    expect(notice.textContent).toContain("On the day, show your ticket's QR code at the entrance.");
    expect(notice.textContent).toContain('Your companion has not registered yet');
    expect(screen.getByRole('link', { name: 'Your ticket' }).getAttribute('href')).toBe(
      '/campaign-festival-visit/summer',
    );
    expect(
      renderStep({ ...drawn, registration: { ...visitor, companion_registered: true } })
        .textContent,
    ).toContain('Your companion has registered with your code.');
  });

  it('says when a registered player was checked in, and speaks to a companion as one', () => {
    const checkedIn = renderStep(
      { ...drawn, registration: { ...visitor, checked_in_at: '2026-07-21T09:30:00.000Z' } },
      'event',
    );
    expect(checkedIn.textContent).toContain('Checked in on');
    const companion = renderStep({
      pre_registered: false,
      pre_registered_at: null,
      drawn: false,
      registration: { ...visitor, role: 'companion', has_companion: false },
    });
    expect(companion.textContent).toContain('You are registered as a companion');
    expect(companion.textContent).not.toContain('Pre-registration has ended.');
    expect(screen.getByRole('link', { name: 'Your ticket' }).getAttribute('href')).toBe(
      '/campaign-festival-companion/summer',
    );
  });
});
