import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { LANGUAGES, type CheckedContent, type OperatorRole } from '@points/contracts';
import { initTestI18n, renderConsolePage, stubConsoleApi } from '../../../test/console-page';
import { strings } from '../strings';
import { ContentEditPage } from './content-edit-page';

beforeAll(() => initTestI18n({ content: strings }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const detail: CheckedContent = {
  id: 7,
  kind: 'notice',
  reason_id: 'winter-cup',
  status: 'draft',
  version: 2,
  public_start_date: '2026-11-23T10:00:00.000Z',
  public_end_date: null,
  target_countries: [],
  target_country_flag: 0,
  sort_order: 0,
  texts: { en: { title: 'Winter cup', body: 'Soon.' } },
  attributes: { thumbnail_ja: null, thumbnail_en: null },
  fallback_languages: [],
  missing_languages: LANGUAGES.filter((language) => language !== 'en'),
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
  published_at: null,
  link_warnings: [],
};

function renderPage(role: OperatorRole, path = '/content/7') {
  return renderConsolePage(
    role,
    path,
    <>
      <Route path="/content/new" element={<ContentEditPage />} />
      <Route path="/content/:id" element={<ContentEditPage />} />
    </>,
  );
}

describe('the content form', () => {
  it('shows the 17 languages side by side, each with a falls-back box, and what is missing', async () => {
    stubConsoleApi({ 'GET /content/7': { status_code: 200, data: detail } });
    renderPage('editor');
    const table = await screen.findByRole('table', { name: 'Texts in the 17 languages' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(17);
    expect(within(table).getAllByRole('checkbox')).toHaveLength(17);
    expect((screen.getByLabelText('Title (en)') as HTMLInputElement).value).toBe('Winter cup');
    expect(screen.getByText(/^Missing: ja, en-us/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '日本語 (ja) falls back' }));
    await waitFor(() => expect(screen.getByText(/^Missing: en-us/)).toBeTruthy());
  });

  it('shows a field’s validation message beside it and sends nothing', async () => {
    const calls = stubConsoleApi({ 'GET /content/7': { status_code: 200, data: detail } });
    renderPage('editor');
    const title = await screen.findByLabelText('Title (en)');
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Body (en)'), {
      target: { value: 'Body without a title' },
    });
    fireEvent.change(screen.getByLabelText('Public id'), { target: { value: 'Not Valid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(title.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Required.',
    );
    expect(screen.getByLabelText('Public id').getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Lower-case letters, digits and dashes only (at most 64).'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('shows, beside a body the site refuses, the rule of the Markdown subset it breaks', async () => {
    stubConsoleApi({
      'GET /content/7': { status_code: 200, data: detail },
      'PUT /content/7': {
        status_code: 400,
        reason: 'invalid_draft',
        field: 'texts.en.body',
        rule: 'nested_list',
      },
    });
    renderPage('editor');
    const body = await screen.findByLabelText('Body (en)');
    fireEvent.change(body, { target: { value: '- a\n  - b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(body.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(body.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Lists cannot be nested.',
    );
  });

  it('refuses a date outside 2000–2100 before sending it', async () => {
    const calls = stubConsoleApi({ 'GET /content/7': { status_code: 200, data: detail } });
    renderPage('editor');
    const start = await screen.findByLabelText('Shown from (UTC)');
    fireEvent.change(start, { target: { value: '1999-12-31T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(start.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(start.getAttribute('aria-describedby')!)?.textContent).toBe(
      'A date between 2000 and 2100.',
    );
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('saves with the version read and the languages that fall back', async () => {
    const calls = stubConsoleApi({
      'GET /content/7': { status_code: 200, data: detail },
      'PUT /content/7': { status_code: 200, data: { ...detail, version: 3 } },
    });
    renderPage('editor');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Set every empty language to fall back' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved.');
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toMatchObject({
      version: 2,
      draft: { kind: 'notice', reason_id: 'winter-cup', texts: { en: { title: 'Winter cup' } } },
    });
    expect(
      (put.body as { draft: { fallback_languages: string[] } }).draft.fallback_languages,
    ).toHaveLength(16);
  });

  it('explains a refused publication with the missing languages', async () => {
    stubConsoleApi({
      'GET /content/7': { status_code: 200, data: detail },
      'POST /content/7/publish': {
        status_code: 4049,
        reason: 'languages_missing',
        missing_languages: 'ja,fr',
      },
    });
    renderPage('editor');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Publishing refused: these languages are neither written nor set to fall back: ja, fr.',
    );
  });

  it('says a content published ahead of its start is scheduled, with the start', async () => {
    const ahead = { ...detail, public_start_date: '2099-03-01T09:30:00.000Z' };
    stubConsoleApi({
      'GET /content/7': { status_code: 200, data: ahead },
      'POST /content/7/publish': {
        status_code: 200,
        data: { ...ahead, status: 'published', version: 3, missing_languages: [] },
      },
    });
    renderPage('editor');
    expect(await screen.findByText(/^Status: Draft · version 2/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Published and scheduled: players see it from 2099-03-01 09:30 UTC.'),
    ).toBeTruthy();
    expect(
      await screen.findByText(/^Status: Scheduled: from 2099-03-01 09:30 UTC · version 3/),
    ).toBeTruthy();
  });

  it('warns beside the content of links players cannot use, and when saving, without blocking', async () => {
    const warned: CheckedContent = {
      ...detail,
      link_warnings: [
        {
          href: '/items/winter-cup-pack',
          fields: ['texts.en.body', 'texts.ja.body'],
          target: { kind: 'item', id: 'winter-cup-pack' },
          problem: 'ended',
          ended_at: '2026-03-01T00:00:00.000Z',
        },
        {
          href: '/campaign-lotto-detail/spring',
          fields: ['attributes.link'],
          target: { kind: 'lottery', id: 'spring' },
          problem: 'missing',
          ended_at: null,
        },
      ],
    };
    stubConsoleApi({
      'GET /content/7': { status_code: 200, data: warned },
      'PUT /content/7': { status_code: 200, data: { ...warned, version: 3 } },
    });
    renderPage('editor');
    const box = await screen.findByRole('region', {
      name: '2 links lead to pages players cannot use now',
    });
    const lines = within(box).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '/items/winter-cup-pack: Item winter-cup-pack ended on 2026-03-01 00:00 UTC. (in body: en, ja)',
      '/campaign-lotto-detail/spring: Lottery spring does not exist or is not published. (in attributes.link)',
    ]);
    expect(
      within(box).getByRole('link', { name: 'Item winter-cup-pack' }).getAttribute('href'),
    ).toBe('/catalogue/items/winter-cup-pack');

    // A save goes through, and says what it found beside the button.
    fireEvent.input(screen.getByLabelText('Title (en)'), { target: { value: 'Winter cup!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(
      screen.getByRole('link', {
        name: '2 links lead to pages players cannot use now: see the list at the top.',
      }),
    ).toBeTruthy();
  });

  it('lets a viewer read but not save, publish or edit', async () => {
    stubConsoleApi({ 'GET /content/7': { status_code: 200, data: detail } });
    renderPage('viewer');
    await screen.findByText('Your role can read content but not change it.');
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(
      (screen.getByLabelText('Title (en)') as HTMLInputElement).closest('fieldset')?.disabled,
    ).toBe(true);
    // Previewing is reading: a viewer may.
    expect(screen.getByRole('button', { name: 'Show preview' })).toBeTruthy();
  });

  it('previews as a country, a language and a viewer in a frame of the site’s preview page', async () => {
    stubConsoleApi({
      'GET /content/7': { status_code: 200, data: detail },
      'GET /content/7/preview-token': {
        status_code: 200,
        data: { token: 'tok.sig', expires_at: '2026-11-23T10:05:00.000Z' },
      },
      'GET /preview/content/7': {
        status_code: 200,
        data: {
          kind: 'notice',
          status: 'draft',
          shown: false,
          hidden_reasons: ['not_published', 'country'],
          notice: null,
          topic: null,
          popup: null,
          carousel_item: null,
          game_banner: null,
        },
      },
    });
    renderPage('viewer');
    fireEvent.change(await screen.findByLabelText('Country'), { target: { value: 'br' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Visitor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show preview' }));
    const frame = (await screen.findByTitle(/^Preview of winter-cup/)) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(
      '/preview/content/7?token=tok.sig&lang=fr&as=visitor&country=br',
    );
    expect(
      screen.getByText(
        /would not see it on the site now: it is not published; its country targeting/,
      ),
    ).toBeTruthy();
  });
});
