import { describe, expect, it } from 'vitest';
import { ContentDraft, LANGUAGES, missingLanguages, type ContentDetail } from '@points/contracts';
import {
  contentResolver,
  formValuesOf,
  toDraft,
  type ContentFormValues,
} from './content-form-model';

const NOW = new Date('2026-11-23T10:00:00Z');

function filled(kind: ContentFormValues['kind'] = 'notice'): ContentFormValues {
  const values = formValuesOf(undefined, kind, NOW);
  values.reason_id = 'winter-cup';
  values.languages.en.title = 'Winter cup';
  values.languages.en.body = 'It **starts** now.';
  values.languages.ja.title = 'ウィンターカップ';
  return values;
}

const resolve = (values: ContentFormValues) =>
  contentResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the content form and the contracts’ draft', () => {
  it('turns what the inputs hold into a draft the shared schema accepts', () => {
    const values = filled();
    values.languages.fr.fallback = true;
    values.public_end_date = '2026-12-01T00:00';
    values.target_countries = 'JP, br';
    values.restricted = true;
    const draft = toDraft(values);
    expect(ContentDraft.safeParse(draft).success).toBe(true);
    expect(draft).toMatchObject({
      kind: 'notice',
      reason_id: 'winter-cup',
      // Typed in UTC, sent as an instant.
      public_start_date: '2026-11-23T10:00:00.000Z',
      public_end_date: '2026-12-01T00:00:00.000Z',
      target_countries: ['JP', 'br'],
      target_country_flag: 1,
      texts: {
        en: { title: 'Winter cup', body: 'It **starts** now.' },
        ja: { title: 'ウィンターカップ', body: '' },
      },
      fallback_languages: ['fr'],
      attributes: { thumbnail_ja: null, thumbnail_en: null },
    });
    expect(missingLanguages(draft.texts, draft.fallback_languages)).toHaveLength(
      LANGUAGES.length - 3,
    );
  });

  it('puts each schema issue on its input, as a message key', async () => {
    const values = filled();
    values.reason_id = 'Winter Cup';
    values.languages.fr.body = 'Un corps sans titre';
    values.public_end_date = '2026-01-01T00:00';
    values.target_countries = 'japan';
    values.attributes.thumbnail_en = 'javascript:alert(1)';
    const { errors } = await resolve(values);
    expect(errors).toMatchObject({
      reason_id: { message: 'reasonIdFormat' },
      languages: { fr: { title: { message: 'required' } } },
      public_end_date: { message: 'endAfterStart' },
      target_countries: { message: 'countryFormat' },
      attributes: { thumbnail_en: { message: 'urlFormat' } },
    });
  });

  it('reads a stored content back, older content’s empty languages falling back', () => {
    const stored: ContentDetail = {
      id: 3,
      kind: 'game_banner',
      reason_id: 'b-cup',
      status: 'published',
      version: 4,
      public_start_date: '2026-11-01T00:00:00.000Z',
      public_end_date: null,
      target_countries: ['jp'],
      target_country_flag: 1,
      sort_order: 2,
      texts: { en: { alt: 'Cup' } },
      attributes: {
        link: '/items',
        default_language: 'en',
        images: { en: { pc: '/content/pc.svg', sp: '/content/sp.svg' } },
      },
      fallback_languages: null,
      missing_languages: [],
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
      published_at: '2026-11-01T00:00:00.000Z',
    };
    const values = formValuesOf(stored, 'notice', NOW);
    expect(values.kind).toBe('game_banner');
    expect(values.languages.fr.fallback).toBe(true);
    expect(values.languages.en.fallback).toBe(false);
    const draft = toDraft(values);
    expect(draft).toMatchObject({
      kind: 'game_banner',
      target_countries: ['jp'],
      attributes: {
        link: '/items',
        images: { en: { pc: '/content/pc.svg', sp: '/content/sp.svg' } },
      },
    });
    expect(ContentDraft.safeParse(draft).success).toBe(true);
  });
});
