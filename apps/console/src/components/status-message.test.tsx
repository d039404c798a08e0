import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleApiError } from '../lib/api';
import { common } from '../lib/common-strings';
import { ErrorMessage } from './status-message';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    resources: { en: { common: common.en }, ja: { common: common.ja } },
    lng: 'en',
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

describe('ErrorMessage', () => {
  it('names the text the site refuses and the Markdown rule it breaks, in either language', async () => {
    const refused = new ConsoleApiError(400, undefined, {
      status_code: 400,
      field: 'texts.en.rules',
      rule: 'image',
    });
    render(<ErrorMessage error={refused} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'The text texts.en.rules is refused: Images are not allowed in the text.',
    );
    cleanup();
    await i18next.changeLanguage('ja');
    render(<ErrorMessage error={refused} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'texts.en.rules のテキストは使えません: 本文に画像は使えません。',
    );
    cleanup();
    await i18next.changeLanguage('en');
    render(<ErrorMessage error={new ConsoleApiError(400, undefined, { rule: 'not-a-rule' })} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Some fields are not valid: check the messages beside them.',
    );
  });
});
