import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Popup, PopupType } from '@points/contracts';
import { polyfillDialog } from '../../test/dialog';
import { initTestI18n } from '../../test/i18n';
import { PopupDialog } from './home-popup';

beforeAll(async () => {
  await initTestI18n('en');
  polyfillDialog();
});

const popup = (type: PopupType, change: Partial<Popup> = {}): Popup => ({
  id: 1,
  reason_id: 'p-test',
  popup_type: type,
  popup_detail_url: '/campaigns',
  popup_detail_url_flag: 1,
  popup_show_button: 1,
  popup_languages: [
    {
      language_id: 'en',
      title: 'Double points',
      body: [{ type: 'paragraph', content: [{ type: 'text', text: 'Twice the bonus.' }] }],
    },
  ],
  popup_show_start_datetime: '2026-11-20T00:00:00.000Z',
  popup_show_end_datetime: '2026-11-25T12:00:00.000Z',
  popup_thumbnail_path_url_jp: null,
  popup_thumbnail_path_url_en: '/content/popups/p-test-en.svg',
  ...change,
});

describe('the home popup (SPEC.md §4)', () => {
  const buttons: Record<PopupType, string> = {
    1: 'Read the news',
    2: 'See the campaign',
    3: 'See the item',
    4: 'See the coupon',
    5: 'See the campaign',
    6: 'See the campaign',
  };
  for (const type of [1, 2, 3, 4, 5, 6] as const) {
    it(`type ${type}: its button, in a new tab, and the validity line ${[1, 3, 4].includes(type) ? 'hidden' : 'shown'}`, () => {
      const { unmount } = render(<PopupDialog popup={popup(type)} onClose={() => {}} />);
      const link = screen.getByRole('link', { name: new RegExp(buttons[type]) });
      expect(link.getAttribute('href')).toBe('/campaigns');
      expect(link.getAttribute('target')).toBe('_blank');
      const validity = screen.queryByText(/^Valid from 20 Nov 2026 to 25 Nov 2026 11:59 UTC$/);
      expect(validity !== null).toBe(![1, 3, 4].includes(type));
      unmount();
    });
  }

  it('has no button without a detail link, and tells its owner when closed', () => {
    const onClose = vi.fn();
    render(<PopupDialog popup={popup(2, { popup_detail_url_flag: 0 })} onClose={onClose} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Twice the bonus.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
