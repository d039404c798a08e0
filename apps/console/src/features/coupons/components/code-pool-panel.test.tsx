import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { initTestI18n, renderConsolePage, stubConsoleApi } from '../../../test/console-page';
import { strings } from '../strings';
import { CodePoolPanel } from './code-pool-panel';

beforeAll(() => initTestI18n({ coupons: strings }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COUNTS = { free: 10, issued: 2, withheld: 0, total: 12 };
const PREVIEW = '/catalogue/coupons/c1/codes/preview';
const IMPORT = '/catalogue/coupons/c1/codes/import';

function renderPanel() {
  renderConsolePage(
    'editor',
    '/pool',
    <Route path="/pool" element={<CodePoolPanel couponId="c1" codes={COUNTS} />} />,
  );
}

const choose = (text: string) =>
  fireEvent.change(screen.getByLabelText('CSV file'), {
    target: { files: [new File([text], 'codes.csv', { type: 'text/csv' })] },
  });

describe('importing codes', () => {
  it('after an import, says only how many were imported and forgets the file', async () => {
    const calls = stubConsoleApi({
      [`POST ${PREVIEW}`]: { status_code: 200, data: { good: 3, error_count: 0, errors: [] } },
      [`POST ${IMPORT}`]: { status_code: 200, data: { added: 3, codes: { ...COUNTS, total: 15 } } },
    });
    renderPanel();
    choose('code\nA-1\nA-2\nA-3\n');
    expect(await screen.findByText('3 codes can be imported.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import 3 codes' }));
    expect(await screen.findByText('3 codes imported.')).toBeTruthy();
    expect(screen.queryByText('3 codes can be imported.')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    expect((screen.getByLabelText('CSV file') as HTMLInputElement).files ?? []).toHaveLength(0);
    expect(calls.filter((call) => call.url.endsWith('/import'))).toHaveLength(1);
  });

  it('shows a refused file’s lines and no import button', async () => {
    const calls = stubConsoleApi({
      [`POST ${PREVIEW}`]: {
        status_code: 200,
        data: {
          good: 2,
          error_count: 1,
          errors: [{ line: 3, value: 'A 2', reason: 'bad_characters' }],
        },
      },
    });
    renderPanel();
    choose('code\nA-1\nA 2\nA-3\n');
    expect(
      await screen.findByText(
        'The file is refused: 1 line must be fixed before it can be imported.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('table', { name: 'Lines of the file that cannot be imported' }),
    ).toBeTruthy();
    expect(screen.queryByText(/^\d+ codes? can be imported\.$/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    expect(calls.filter((call) => call.url.endsWith('/import'))).toHaveLength(0);
  });

  it('says an empty file holds no codes, with no button', async () => {
    stubConsoleApi({
      [`POST ${PREVIEW}`]: { status_code: 200, data: { good: 0, error_count: 0, errors: [] } },
    });
    renderPanel();
    choose('code\n');
    expect(await screen.findByText('The file holds no codes.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('replaces the check with the refusal when the pool changed before the import', async () => {
    stubConsoleApi({
      [`POST ${PREVIEW}`]: { status_code: 200, data: { good: 1, error_count: 0, errors: [] } },
      [`POST ${IMPORT}`]: {
        status_code: 4049,
        reason: 'csv_has_errors',
        good: 0,
        error_count: 1,
        errors: [{ line: 2, value: 'A-1', reason: 'already_in_pool' }],
      },
    });
    renderPanel();
    choose('code\nA-1\n');
    fireEvent.click(await screen.findByRole('button', { name: 'Import 1 code' }));
    expect(
      await screen.findByText(
        'The file was refused: nothing was imported. Fix the lines below and try again.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('1 code can be imported.')).toBeNull());
    expect(screen.getByText('Already in the pool')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });
});
