import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { QueryIsland, queryClient } from '../lib/query-client';
import { initTestI18n } from '../test/i18n';
import { PageFrame } from './page-frame';

beforeAll(async () => {
  await initTestI18n('en');
});

afterEach(() => {
  queryClient.clear();
});

/** A page whose query has not been answered (and never will be). */
function Waiting() {
  const { data, isPending } = useQuery({
    queryKey: ['never answered'],
    queryFn: () => new Promise<string>(() => {}),
  });
  return (
    <PageFrame title="Things" loading={isPending}>
      <p>{data}</p>
    </PageFrame>
  );
}

describe('Loading', () => {
  it('stands for a pending query: a busy region and a polite "Loading…" status beside it', async () => {
    render(
      <MemoryRouter>
        <QueryIsland>
          <Waiting />
        </QueryIsland>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeTruthy();
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Loading…'));
    // Not inside the busy region: a screen reader holds back what changes in one.
    expect(status.closest('[aria-busy="true"]')).toBeNull();
    expect(document.querySelector('.loading__skeleton')?.getAttribute('aria-busy')).toBe('true');
  });
});
