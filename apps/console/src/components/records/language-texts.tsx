import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { LANGUAGES, type Language } from '@points/contracts';
import { Field } from '../field';
import { useFieldError, useFieldId } from './form-fields';
import { useRecordFormState } from './record-form-state';

export interface TextField {
  name: string;
  multiline?: boolean;
}

/** A language's name in the operator's language, with its code: `Portuguese (Brazil) · pt-br`. */
function useLanguageName() {
  const { i18n } = useTranslation();
  return (language: Language) => {
    try {
      const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
      const region = language.replace(/-([a-z]+)$/, (_, r: string) => `-${r.toUpperCase()}`);
      return `${names.of(region) ?? language} · ${language}`;
    } catch {
      return language;
    }
  };
}

/**
 * An object's texts per language, side by side: English and Japanese always (every language
 * falls back to them), the others the object has, and any the operator adds.
 */
export function LanguageTexts({ fields }: { fields: readonly TextField[] }) {
  const { t } = useTranslation('records');
  const { readOnly: disabled } = useRecordFormState();
  const idPrefix = useFieldId('text');
  const { register, getValues, setValue, formState } = useFormContext();
  const fieldError = useFieldError();
  const languageName = useLanguageName();
  const initial = Object.keys((getValues('texts') as object | undefined) ?? {}) as Language[];
  const [shown, setShown] = useState<Language[]>(() =>
    LANGUAGES.filter((lang) => lang === 'en' || lang === 'ja' || initial.includes(lang)),
  );
  const [adding, setAdding] = useState<Language | ''>('');
  const addable = LANGUAGES.filter((lang) => !shown.includes(lang));
  const textsError = formState.errors.texts?.root ?? formState.errors.texts;
  const hasTextsError = Boolean(textsError && 'message' in textsError && textsError.message);

  const remove = (language: Language) => {
    const texts = { ...((getValues('texts') as Record<string, unknown>) ?? {}) };
    delete texts[language];
    setValue('texts', texts, { shouldDirty: true });
    setShown(shown.filter((lang) => lang !== language));
  };

  return (
    <div className="cat-texts">
      {hasTextsError ? (
        <p className="field__error" role="alert">
          {t('invalid.texts')}
        </p>
      ) : null}
      <div className="cat-texts__columns">
        {shown.map((language) => {
          const optional = language !== 'en' && language !== 'ja';
          return (
            <fieldset key={language} className="cat-texts__column" lang={language}>
              <legend>{t('languages.column', { language: languageName(language) })}</legend>
              {fields.map((field) => {
                const path = `texts.${language}.${field.name}`;
                const id = `${idPrefix}-${language}-${field.name}`;
                const control = field.multiline ? (
                  <textarea rows={3} disabled={disabled} {...register(path)} />
                ) : (
                  <input type="text" disabled={disabled} {...register(path)} />
                );
                return (
                  <Field
                    key={field.name}
                    htmlFor={id}
                    label={t(`fields.${field.name}`)}
                    error={fieldError(path, field.name)}
                  >
                    {control}
                  </Field>
                );
              })}
              {optional && !disabled ? (
                <button type="button" onClick={() => remove(language)}>
                  {t('languages.remove', { language: languageName(language) })}
                </button>
              ) : null}
            </fieldset>
          );
        })}
      </div>
      {!disabled && addable.length > 0 ? (
        <div className="cat-inline">
          <label htmlFor={`${idPrefix}-add-language`}>{t('languages.add')}</label>
          <select
            id={`${idPrefix}-add-language`}
            value={adding}
            onChange={(event) => setAdding(event.target.value as Language | '')}
          >
            <option value="">—</option>
            {addable.map((lang) => (
              <option key={lang} value={lang}>
                {languageName(lang)}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={!adding}
            onClick={() => {
              if (!adding) return;
              setValue(
                `texts.${adding}`,
                Object.fromEntries(fields.map((field) => [field.name, ''])),
                { shouldDirty: true },
              );
              setShown(LANGUAGES.filter((lang) => lang === adding || shown.includes(lang)));
              setAdding('');
            }}
          >
            {t('languages.addButton')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The form's section of texts per language, under its legend and the fall-back hint. */
export function LanguageTextsSection({ fields }: { fields: readonly TextField[] }) {
  const { t } = useTranslation('records');
  const { readOnly } = useRecordFormState();
  return (
    <fieldset disabled={readOnly} className="cat-section">
      <legend>{t('texts.legend')}</legend>
      <p className="field__hint">{t('texts.hint')}</p>
      <LanguageTexts fields={fields} />
    </fieldset>
  );
}
