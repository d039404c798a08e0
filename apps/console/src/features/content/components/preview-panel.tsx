import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ContentPreview,
  LANGUAGES,
  PREVIEW_AUDIENCES,
  type Language,
  type PreviewAudience,
} from '@points/contracts';
import { Field } from '../../../components/field';
import { ErrorMessage, StatusMessage } from '../../../components/status-message';
import { consoleGet } from '../../../lib/api';
import { formatUtc } from '../../../lib/format';
import { fetchPreviewToken } from '../api/content-api';
import { LANGUAGE_NAMES } from './language-names';

/** Countries the programme serves (SPEC.md §2's store countries) and "unknown". */
const COUNTRIES = [
  '',
  'jp',
  'us',
  'hk',
  'id',
  'th',
  'tr',
  'kr',
  'br',
  'my',
  'fr',
  'de',
  'gb',
] as const;

/** Where the player site shows one content as a given viewer would see it. */
export function previewUrl(
  id: number,
  options: { token: string; language: Language; country: string; audience: PreviewAudience },
): string {
  const query = new URLSearchParams({
    token: options.token,
    lang: options.language,
    as: options.audience,
  });
  if (options.country) query.set('country', options.country);
  return `/preview/content/${id}?${query.toString()}`;
}

/**
 * "Preview as" a country, a language and a signed-in player or a visitor: the player site's own
 * page for the content, in a frame (the site allows framing by its own origin on that page only),
 * opened with a preview token that works for this content for a few minutes.
 */
export function PreviewPanel({
  id,
  reasonId,
  dirty,
}: {
  id: number;
  reasonId: string;
  dirty: boolean;
}) {
  const { t } = useTranslation('content');
  const [country, setCountry] = useState<string>('jp');
  const [language, setLanguage] = useState<Language>('ja');
  const [audience, setAudience] = useState<PreviewAudience>('player');
  const [shown, setShown] = useState<{
    url: string;
    expiresAt: string;
    preview: ContentPreview;
  } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);

  const show = async () => {
    setLoading(true);
    setError(null);
    try {
      const { token, expires_at } = await fetchPreviewToken(id);
      // The same answer the frame renders: whether this viewer would see it, and why not.
      const { data: preview } = await consoleGet(`/preview/content/${id}`, ContentPreview, {
        token,
        lang: language,
        country: country || undefined,
        as: audience,
      });
      setShown({
        url: previewUrl(id, { token, language, country, audience }),
        expiresAt: expires_at,
        preview,
      });
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  };

  const countryName = country ? country.toUpperCase() : t('preview.countryNone');
  return (
    <section className="content-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">{t('preview.title')}</h2>
      <p className="field__hint">{t('preview.hint')}</p>
      {dirty ? <p className="field__hint">{t('preview.unsaved')}</p> : null}
      <div className="filters">
        <Field htmlFor="preview-country" label={t('preview.country')}>
          <select value={country} onChange={(event) => setCountry(event.target.value)}>
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {code ? code.toUpperCase() : t('preview.countryNone')}
              </option>
            ))}
          </select>
        </Field>
        <Field htmlFor="preview-language" label={t('preview.language')}>
          <select
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </Field>
        <fieldset className="content-audience">
          <legend>{t('preview.audience')}</legend>
          {PREVIEW_AUDIENCES.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="preview-audience"
                value={value}
                checked={audience === value}
                onChange={() => setAudience(value)}
              />{' '}
              {t(`preview.${value}`)}
            </label>
          ))}
        </fieldset>
        <div className="filters__actions">
          <button type="button" className="button" onClick={() => void show()} disabled={loading}>
            {shown ? t('preview.refresh') : t('preview.show')}
          </button>
        </div>
      </div>
      {error ? <ErrorMessage error={error} /> : null}
      {shown ? (
        <>
          {shown.preview.shown ? (
            <StatusMessage kind="success">{t('preview.shown')}</StatusMessage>
          ) : (
            <StatusMessage kind="info">
              {t('preview.hidden')}{' '}
              {shown.preview.hidden_reasons
                .map((reason) => t(`preview.reasons.${reason}`))
                .join('; ')}
              .
            </StatusMessage>
          )}
          <p className="field__hint">
            {t('preview.expires', { time: formatUtc(shown.expiresAt) })}
          </p>
          <iframe
            key={shown.url}
            className="content-preview__frame"
            src={shown.url}
            title={t('preview.frame', {
              id: reasonId,
              audience: t(`preview.${audience}`),
              country: countryName,
              language: LANGUAGE_NAMES[language],
            })}
          />
        </>
      ) : null}
    </section>
  );
}
