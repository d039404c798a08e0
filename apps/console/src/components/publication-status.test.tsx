import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initTestI18n } from '../test/console-page';
import { PublicationStatus } from './publication-status';

beforeAll(() => initTestI18n({}));
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

describe('PublicationStatus', () => {
  it('says Scheduled with the start, Published, Ended with the end, or Draft', async () => {
    const { rerender } = render(
      <PublicationStatus status="published" start="2099-03-01T09:30:00.000Z" end={null} />,
    );
    expect(screen.getByText('Scheduled: from 2099-03-01 09:30 UTC')).toBeTruthy();
    rerender(<PublicationStatus status="published" start="2001-01-01T00:00:00.000Z" end={null} />);
    expect(screen.getByText('Published')).toBeTruthy();
    rerender(
      <PublicationStatus
        status="published"
        start="2001-01-01T00:00:00.000Z"
        end="2002-02-28T15:00:00.000Z"
      />,
    );
    expect(screen.getByText('Ended: 2002-02-28 15:00 UTC')).toBeTruthy();
    rerender(<PublicationStatus status="draft" start="2099-03-01T09:30:00.000Z" end={null} />);
    expect(screen.getByText('Draft')).toBeTruthy();
    await i18next.changeLanguage('ja');
    rerender(<PublicationStatus status="published" start="2099-03-01T09:30:00.000Z" end={null} />);
    expect(screen.getByText('公開予定：2099-03-01 09:30 UTC から')).toBeTruthy();
  });
});
