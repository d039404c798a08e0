import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { queryClient } from '../../../lib/query-client';
import { fakeApi, ok, type Answer } from '../../../test/fake-api';
import { pageTestHooks, signInTestPlayer } from '../../../test/page-hooks';
import { NotificationSettingsPage } from './notification-settings-page';

pageTestHooks();

function renderPage(put: (body: unknown) => Answer, email = false) {
  signInTestPlayer();
  const api = fakeApi({
    'GET /notification-settings': () => ok({ email }),
    'PUT /notification-settings': (_url, init) => put(JSON.parse(String(init.body))),
  });
  render(
    <MemoryRouter initialEntries={['/notification-settings']}>
      <NotificationSettingsPage />
    </MemoryRouter>,
  );
  return api;
}

const checkbox = () =>
  screen.findByRole<HTMLInputElement>('checkbox', { name: 'Send me my notifications by e-mail' });

describe('/notification-settings', () => {
  it('is off until the player opts in, and says how often and how to stop', async () => {
    renderPage((body) => ok(body));
    expect((await checkbox()).checked).toBe(false);
    expect(screen.getByText(/at most one e-mail a day/)).toBeTruthy();
    expect(screen.getByText(/stops them with one click/)).toBeTruthy();
  });

  it('saves the choice with PUT and says what was saved', async () => {
    const { calls } = renderPage((body) => ok(body));
    fireEvent.click(await checkbox());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Saved. You will get your notifications by e-mail, at most once a day.',
      ),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ email: true }]);
    expect(screen.getByRole('status').textContent).toContain('Saved.');
  });

  it('opts out again', async () => {
    const { calls } = renderPage((body) => ok(body), true);
    const box = await checkbox();
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/You will not get e-mails/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ email: false }]);
  });

  it('says when the choice was not saved, and why, keeping the page', async () => {
    renderPage(() => ({ status: 400, body: { status_code: 400 } }));
    fireEvent.click(await checkbox());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your choice was not saved.');
    expect(alert.textContent).toContain('Invalid parameter.');
    expect(screen.getByRole('status').textContent).toBe('');
    expect((await checkbox()).checked).toBe(true);
  });

  it('says when opting in waits for an address, and not once the API has one', async () => {
    renderPage((body) => ok({ ...(body as object), address_known: false }));
    fireEvent.click(await checkbox());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/We have no e-mail address for your account yet/)).toBeTruthy();
    cleanup();
    queryClient.clear();
    renderPage((body) => ok({ ...(body as object), address_known: true }));
    fireEvent.click(await checkbox());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/You will get your notifications by e-mail/)).toBeTruthy();
    expect(screen.queryByText(/We have no e-mail address/)).toBeNull();
  });
});
