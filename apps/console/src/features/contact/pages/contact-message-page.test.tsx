import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import type { ContactMessageDetail, OperatorRole } from '@points/contracts';
import { initTestI18n, renderConsolePage, stubConsoleApi } from '../../../test/console-page';
import { strings } from '../strings';
import { ContactMessagePage } from './contact-message-page';

beforeAll(() => initTestI18n({ contact: strings }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '7d1c0f0e-2b7a-4c55-9a43-0c6f1d2e3b4a';
const message: ContactMessageDetail = {
  id: ID,
  reference: 'EQGV-YKA1',
  category: 'points',
  status: 'new',
  email: 'rio@example.com',
  game_user_id: null,
  language: 'en',
  excerpt: 'My points did not arrive.',
  message: 'My points did not arrive.',
  created_at: '2026-11-23T10:00:00.000Z',
  status_changed_at: null,
  player: null,
};

function renderPage(role: OperatorRole, answers: Record<string, unknown>) {
  const calls = stubConsoleApi(answers);
  renderConsolePage(
    role,
    `/contact/${ID}`,
    <Route path="/contact/:id" element={<ContactMessagePage />} />,
  );
  return calls;
}

describe('a contact message', () => {
  it('an editor sets its status, saying which status they saw', async () => {
    const calls = renderPage('editor', {
      [`GET /contact/${ID}`]: { status_code: 200, data: message },
      [`PUT /contact/${ID}/status`]: {
        status_code: 200,
        data: { ...message, status: 'answered', status_changed_at: '2026-11-23T11:00:00.000Z' },
      },
    });
    const form = await screen.findByRole('form', { name: 'Status' });
    fireEvent.change(within(form).getByLabelText('New status'), { target: { value: 'answered' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set status' }));
    await screen.findByText('Status set to “Answered”.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      status: 'answered',
      expected_status: 'new',
    });
  });

  it('says when someone changed the status meanwhile', async () => {
    renderPage('editor', {
      [`GET /contact/${ID}`]: { status_code: 200, data: message },
      [`PUT /contact/${ID}/status`]: { status_code: 4049, reason: 'changed_since_read' },
    });
    const form = await screen.findByRole('form', { name: 'Status' });
    fireEvent.change(within(form).getByLabelText('New status'), { target: { value: 'answered' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set status' }));
    await screen.findByText(/Someone else saved this meanwhile/);
  });

  it('shows a viewer the message without the status form', async () => {
    renderPage('viewer', { [`GET /contact/${ID}`]: { status_code: 200, data: message } });
    await screen.findByText('My points did not arrive.');
    expect(screen.queryByRole('form', { name: 'Status' })).toBeNull();
  });
});
