import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { LANGUAGES, type ContentKind, type Language } from '@points/contracts';
import { isArticle, isWritten, type ContentFormValues } from './content-form-model';
import { useFieldMessage } from './field-message';
import { LANGUAGE_NAMES } from './language-names';

/** One input of a language's row, labelled for screen readers and tied to its message. */
function Cell({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: (props: {
    id: string;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
  }) => React.ReactNode;
}) {
  return (
    <td className={error ? 'content-cell content-cell--invalid' : 'content-cell'}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}),
      })}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </td>
  );
}

/**
 * The 17 languages side by side, one row each: the texts of the kind (a title and body, or an
 * alternative text and, for a game banner, its images) and whether the language falls back.
 */
export function LanguageTexts({ kind, readOnly }: { kind: ContentKind; readOnly: boolean }) {
  const { t } = useTranslation('content');
  const { register, formState, control, setValue } = useFormContext<ContentFormValues>();
  const languages = useWatch({ control, name: 'languages' });
  const error = useFieldMessage(formState.errors);
  const missing = LANGUAGES.filter(
    (language) => !isWritten(kind, languages[language]) && !languages[language].fallback,
  );
  const article = isArticle(kind);
  const banner = kind === 'game_banner';
  return (
    <>
      <p className="field__hint">{t('edit.textsHint')}</p>
      <p role="status" className={missing.length ? 'content-missing' : 'content-complete'}>
        {missing.length
          ? t('edit.missing', { languages: missing.join(', ') })
          : t('edit.missingNone')}
      </p>
      {!readOnly && missing.length > 0 ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            for (const language of missing) {
              setValue(`languages.${language}.fallback`, true, { shouldDirty: true });
            }
          }}
        >
          {t('edit.allFallBack')}
        </button>
      ) : null}
      <div className="table-wrap">
        <table className="data-table content-texts">
          <caption>{t('edit.textsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('edit.language')}</th>
              {article ? (
                <>
                  <th scope="col">{t('edit.titleField')}</th>
                  <th scope="col">{t('edit.body')}</th>
                </>
              ) : (
                <th scope="col">{t('edit.alt')}</th>
              )}
              {banner ? (
                <>
                  <th scope="col">{t('edit.imagePc')}</th>
                  <th scope="col">{t('edit.imageSp')}</th>
                </>
              ) : null}
              <th scope="col">{t('edit.fallsBack')}</th>
            </tr>
          </thead>
          <tbody>
            {LANGUAGES.map((language: Language) => {
              const name = LANGUAGE_NAMES[language];
              const base = `text-${language}`;
              return (
                <tr
                  key={language}
                  className={missing.includes(language) ? 'content-row--missing' : undefined}
                >
                  <th scope="row" lang={language}>
                    {name}
                  </th>
                  {article ? (
                    <>
                      <Cell
                        id={`${base}-title`}
                        label={`${t('edit.titleField')} (${language})`}
                        error={error(`languages.${language}.title`)}
                      >
                        {(props) => (
                          <input
                            type="text"
                            lang={language}
                            {...props}
                            {...register(`languages.${language}.title`)}
                          />
                        )}
                      </Cell>
                      <Cell
                        id={`${base}-body`}
                        label={`${t('edit.body')} (${language})`}
                        error={error(`languages.${language}.body`)}
                      >
                        {(props) => (
                          <textarea
                            rows={3}
                            lang={language}
                            {...props}
                            {...register(`languages.${language}.body`)}
                          />
                        )}
                      </Cell>
                    </>
                  ) : (
                    <Cell
                      id={`${base}-alt`}
                      label={`${t('edit.alt')} (${language})`}
                      error={error(`languages.${language}.alt`)}
                    >
                      {(props) => (
                        <input
                          type="text"
                          lang={language}
                          {...props}
                          {...register(`languages.${language}.alt`)}
                        />
                      )}
                    </Cell>
                  )}
                  {banner ? (
                    <>
                      <Cell
                        id={`${base}-pc`}
                        label={`${t('edit.imagePc')} (${language})`}
                        error={error(`languages.${language}.pc`)}
                      >
                        {(props) => (
                          <input type="text" {...props} {...register(`languages.${language}.pc`)} />
                        )}
                      </Cell>
                      <Cell
                        id={`${base}-sp`}
                        label={`${t('edit.imageSp')} (${language})`}
                        error={error(`languages.${language}.sp`)}
                      >
                        {(props) => (
                          <input type="text" {...props} {...register(`languages.${language}.sp`)} />
                        )}
                      </Cell>
                    </>
                  ) : null}
                  <td className="content-cell content-cell--check">
                    <input
                      type="checkbox"
                      id={`${base}-fallback`}
                      aria-label={t('edit.fallsBackLabel', { language: name })}
                      {...register(`languages.${language}.fallback`)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
