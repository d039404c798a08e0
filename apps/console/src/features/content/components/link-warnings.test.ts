import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { LANGUAGES } from '@points/contracts';
import { initTestI18n } from '../../../test/console-page';
import { strings } from '../strings';
import { whereText } from './link-warnings';

beforeAll(() => initTestI18n({ content: strings }));

describe('where a link is', () => {
  it('names an attribute by its path and a text by its field and languages, counted when many', () => {
    const t = i18next.getFixedT('en', 'content');
    expect(whereText(['attributes.link'], t)).toBe('attributes.link');
    expect(whereText(['texts.en.body', 'texts.ja.body', 'attributes.detail_url'], t)).toBe(
      'attributes.detail_url; body: en, ja',
    );
    expect(
      whereText(
        LANGUAGES.map((language) => `texts.${language}.body`),
        t,
      ),
    ).toBe('body: 17 languages');
    expect(whereText(['texts.fr.body'], i18next.getFixedT('ja', 'content'))).toBe('body: fr');
    expect(
      whereText(
        LANGUAGES.map((language) => `texts.${language}.body`),
        i18next.getFixedT('ja', 'content'),
      ),
    ).toBe('body: 17 言語');
  });
});
