import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initTestI18n } from '../../test/console-page';
import { strings } from './strings';
import { ChangeTable, SHORT_TEXT } from './change-view';

beforeAll(() => initTestI18n({ audit: strings }));
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('ChangeTable', () => {
  it('shows each changed field with its value before and after, in words for empty and yes/no', () => {
    render(
      <ChangeTable
        caption="What changed in content 7"
        before={{ version: 1, published: false, texts: { ja: { title: '冬' } }, end: null }}
        after={{ version: 2, published: true, texts: { ja: { title: '冬カップ' } }, end: '' }}
      />,
    );
    const table = screen.getByRole('table', { name: 'What changed in content 7' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Field', 'Before', 'After']);
    expect(rows()).toEqual([
      ['version', '1', '2'],
      ['published', 'No', 'Yes'],
      ['texts.ja.title', '冬', '冬カップ'],
      ['end', 'empty', 'empty text'],
    ]);
  });

  it('says a field was added or removed, and drops the before column of a create', () => {
    const { unmount } = render(
      <ChangeTable
        caption="c"
        before={{ texts: { fr: { title: 'Bonjour' } }, countries: ['jp'] }}
        after={{ texts: { de: { title: 'Hallo' } }, countries: [] }}
      />,
    );
    expect(rows()).toEqual([
      ['texts.de.title', 'not set', 'Hallo'],
      ['countries', 'jp', 'none'],
      ['texts.fr.title', 'Bonjour', 'removed'],
    ]);
    unmount();
    render(<ChangeTable caption="c" before={null} after={{ status: 'new' }} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Field',
      'After',
    ]);
    expect(rows()).toEqual([['status', 'new']]);
  });

  it('cuts a long text, and shows all of it on request', () => {
    const body = `${'Winter '.repeat(40)}end.`;
    render(<ChangeTable caption="c" before={{ body: 'Short.' }} after={{ body }} />);
    expect(screen.queryByText(body)).toBeNull();
    expect(screen.getByText(`${body.slice(0, SHORT_TEXT)}…`)).toBeTruthy();
    const more = screen.getByRole('button', { name: `Show all ${body.length} characters` });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getByText(body)).toBeTruthy();
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
  });

  it('cuts two long texts around where they differ', () => {
    const start = 'The Winter Cup is here. '.repeat(12);
    const before = `${start}It costs 700 points. ${'Enjoy the game. '.repeat(10)}`;
    const after = `${start}It costs 650 points. ${'Enjoy the game. '.repeat(10)}`;
    render(<ChangeTable caption="c" before={{ body: before }} after={{ body: after }} />);
    const [old = '', now = ''] = [...document.querySelectorAll('.change-text')].map(
      (cell) => cell.textContent!,
    );
    expect(old).toMatch(/^….*It costs 700 points\..*…$/);
    expect(now).toMatch(/^….*It costs 650 points\..*…$/);
    expect(old.length).toBe(SHORT_TEXT + 2);
  });

  it('says when nothing changed, in Japanese too', async () => {
    render(<ChangeTable caption="c" before={{ a: 1 }} after={{ a: 1 }} />);
    expect(screen.getByText('Nothing changed.')).toBeTruthy();
    cleanup();
    await i18next.changeLanguage('ja');
    render(<ChangeTable caption="c" before={{ a: null }} after={{ a: 2 }} />);
    expect(rows()).toEqual([['a', '空', '2']]);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '項目',
      '変更前',
      '変更後',
    ]);
  });
});
