import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormProvider, useForm } from 'react-hook-form';
import {
  CONTENT_KINDS,
  CONTENT_REFUSALS,
  LANGUAGES,
  POPUP_TYPES,
  RICH_TEXT_RULES,
  type CheckedContent,
  type ContentKind,
} from '@points/contracts';
import { Field } from '../../../components/field';
import { Page } from '../../../components/page';
import { publicationText } from '../../../components/publication-status';
import { ErrorMessage, StatusMessage } from '../../../components/status-message';
import { ConsoleApiError } from '../../../lib/api';
import { formatUtc } from '../../../lib/format';
import { publicationOf } from '../../../lib/publication';
import { useOperator } from '../../../lib/session';
import { useContent, useSaveContent, useSetContentStatus } from '../api/content-api';
import {
  contentResolver,
  formValuesOf,
  toDraft,
  type ContentFormValues,
} from '../components/content-form-model';
import { useFieldMessage } from '../components/field-message';
import { LANGUAGE_NAMES } from '../components/language-names';
import { LanguageTexts } from '../components/language-texts';
import { LinkWarnings } from '../components/link-warnings';
import { PreviewPanel } from '../components/preview-panel';
import '../content.css';

/** A refusal the content screens explain themselves; anything else is the common message. */
function WriteError({ error }: { error: unknown }) {
  const { t } = useTranslation('content');
  if (error instanceof ConsoleApiError && error.reason === CONTENT_REFUSALS.languagesMissing) {
    const missing = String(error.body.missing_languages ?? '');
    return (
      <StatusMessage kind="error">
        {t('edit.languagesMissing', { languages: missing.split(',').join(', ') })}
      </StatusMessage>
    );
  }
  if (error instanceof ConsoleApiError && error.reason === CONTENT_REFUSALS.reasonIdTaken) {
    return <StatusMessage kind="error">{t('edit.reasonIdTaken')}</StatusMessage>;
  }
  return <ErrorMessage error={error} />;
}

function ContentForm({
  content,
  kind,
}: {
  content: CheckedContent | undefined;
  kind: ContentKind;
}) {
  const { t } = useTranslation('content');
  const { t: common } = useTranslation();
  const operator = useOperator();
  const navigate = useNavigate();
  const readOnly = !operator.can('editor');
  const save = useSaveContent();
  const status = useSetContentStatus();
  // A new content's first save moves to its own address: the confirmation comes along.
  const location = useLocation();
  const [notice, setNotice] = useState<
    'saved' | 'published' | 'publishedScheduled' | 'unpublished' | null
  >((location.state as { saved?: boolean } | null)?.saved ? 'saved' : null);
  // The time the form was shown, for what the content's state is now.
  const [shownAt] = useState(() => new Date());
  const form = useForm<ContentFormValues>({
    resolver: contentResolver,
    defaultValues: formValuesOf(content, kind, new Date()),
  });
  const { register, formState } = form;
  const error = useFieldMessage(formState.errors);
  const dirty = formState.isDirty;

  const onSubmit = form.handleSubmit((values) => {
    setNotice(null);
    status.reset();
    save.mutate(
      { id: content?.id ?? null, version: content?.version ?? null, draft: toDraft(values) },
      {
        onSuccess: (saved) => {
          form.reset(formValuesOf(saved, saved.kind, new Date()));
          setNotice('saved');
          if (!content)
            void navigate(`/content/${saved.id}`, { replace: true, state: { saved: true } });
        },
        onError: (failure) => {
          // A field only the API can judge (Markdown the site refuses) is shown on its input.
          if (failure instanceof ConsoleApiError && typeof failure.body.field === 'string') {
            const match = /^texts\.([a-z-]+)\.(title|body|alt)$/.exec(failure.body.field);
            if (match) {
              // A body the Markdown subset refuses says which rule it breaks.
              const rule = failure.body.rule;
              const known = (RICH_TEXT_RULES as readonly unknown[]).includes(rule);
              form.setError(`languages.${match[1] as 'en'}.${match[2] as 'body'}`, {
                type: 'server',
                message: known ? `markdown.${String(rule)}` : 'invalid',
              });
            }
          }
        },
      },
    );
  });

  const setStatus = (verb: 'publish' | 'unpublish') => {
    if (!content) return;
    setNotice(null);
    save.reset();
    status.mutate(
      { id: content.id, version: content.version, verb },
      {
        onSuccess: (changed) => {
          form.reset(formValuesOf(changed, changed.kind, new Date()));
          if (verb === 'unpublish') setNotice('unpublished');
          // Published ahead of its start: players see it only from then.
          else if (Date.parse(changed.public_start_date) > Date.now()) {
            setNotice('publishedScheduled');
          } else setNotice('published');
        },
      },
    );
  };

  const article = kind === 'notice' || kind === 'topic' || kind === 'popup';
  return (
    <FormProvider {...form}>
      {content ? (
        <p>
          {t('edit.state', {
            status: publicationText(
              t,
              publicationOf(
                content.status,
                content.public_start_date,
                content.public_end_date,
                shownAt,
              ),
            ),
            version: content.version,
            updated: formatUtc(content.updated_at),
          })}
        </p>
      ) : null}
      {content ? <LinkWarnings warnings={content.link_warnings} id="link-warnings" /> : null}
      {readOnly ? <StatusMessage kind="info">{t('edit.readOnly')}</StatusMessage> : null}
      <form className="form content-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset disabled={readOnly}>
          <legend>{t('edit.general')}</legend>
          <div className="content-grid">
            <Field
              htmlFor="content-reason-id"
              label={t('edit.reason_id')}
              hint={t('edit.reason_idHint')}
              error={error('reason_id')}
            >
              <input type="text" autoComplete="off" {...register('reason_id')} />
            </Field>
            <Field
              htmlFor="content-start"
              label={t('edit.start')}
              error={error('public_start_date')}
            >
              <input type="datetime-local" {...register('public_start_date')} />
            </Field>
            <Field
              htmlFor="content-end"
              label={t('edit.end')}
              hint={t('edit.endHint')}
              error={error('public_end_date')}
            >
              <input type="datetime-local" {...register('public_end_date')} />
            </Field>
            {kind === 'carousel' || kind === 'game_banner' ? (
              <Field
                htmlFor="content-sort"
                label={t('edit.sort_order')}
                error={error('sort_order')}
              >
                <input
                  type="number"
                  step={1}
                  {...register('sort_order', { valueAsNumber: true })}
                />
              </Field>
            ) : null}
          </div>
        </fieldset>

        <fieldset disabled={readOnly}>
          <legend>{t('edit.targeting')}</legend>
          <div className="content-check">
            <input type="checkbox" id="content-restricted" {...register('restricted')} />
            <label htmlFor="content-restricted">{t('edit.restricted')}</label>
          </div>
          <Field
            htmlFor="content-countries"
            label={t('edit.countries')}
            hint={t('edit.countriesHint')}
            error={error('target_countries')}
          >
            <input type="text" autoComplete="off" {...register('target_countries')} />
          </Field>
        </fieldset>

        <fieldset disabled={readOnly}>
          <legend>{t('edit.attributes')}</legend>
          <div className="content-grid">
            {kind === 'popup' ? (
              <>
                <Field
                  htmlFor="content-popup-type"
                  label={t('edit.popup_type')}
                  error={error('attributes.popup_type')}
                >
                  <select {...register('attributes.popup_type')}>
                    {POPUP_TYPES.map((type) => (
                      <option key={type} value={String(type)}>
                        {t(`edit.popupTypes.${type}`)}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field
                  htmlFor="content-detail-url"
                  label={t('edit.detail_url')}
                  hint={t('edit.imageHint')}
                  error={error('attributes.detail_url')}
                >
                  <input type="text" {...register('attributes.detail_url')} />
                </Field>
                <div className="content-check">
                  <input
                    type="checkbox"
                    id="content-detail-flag"
                    {...register('attributes.detail_url_flag')}
                  />
                  <label htmlFor="content-detail-flag">{t('edit.detail_url_flag')}</label>
                </div>
                <div className="content-check">
                  <input
                    type="checkbox"
                    id="content-show-button"
                    {...register('attributes.show_button')}
                  />
                  <label htmlFor="content-show-button">{t('edit.show_button')}</label>
                </div>
              </>
            ) : null}
            {kind === 'carousel' || kind === 'game_banner' ? (
              <Field
                htmlFor="content-link"
                label={t('edit.link')}
                hint={t('edit.imageHint')}
                error={error('attributes.link')}
              >
                <input type="text" {...register('attributes.link')} />
              </Field>
            ) : null}
            {kind === 'game_banner' ? (
              <Field
                htmlFor="content-default-language"
                label={t('edit.default_language')}
                error={error('attributes.default_language')}
              >
                <select {...register('attributes.default_language')}>
                  {LANGUAGES.map((language) => (
                    <option key={language} value={language}>
                      {LANGUAGE_NAMES[language]}
                    </option>
                  ))}
                </select>
              </Field>
            ) : (
              <>
                <Field
                  htmlFor="content-thumbnail-ja"
                  label={t('edit.thumbnail_ja')}
                  hint={t('edit.imageHint')}
                  error={error('attributes.thumbnail_ja')}
                >
                  <input type="text" {...register('attributes.thumbnail_ja')} />
                </Field>
                <Field
                  htmlFor="content-thumbnail-en"
                  label={t('edit.thumbnail_en')}
                  hint={t('edit.imageHint')}
                  error={error('attributes.thumbnail_en')}
                >
                  <input type="text" {...register('attributes.thumbnail_en')} />
                </Field>
              </>
            )}
          </div>
        </fieldset>

        <fieldset disabled={readOnly}>
          <legend>{t('edit.texts')}</legend>
          <LanguageTexts kind={kind} readOnly={readOnly} />
          {article ? <p className="field__hint">{t('edit.bodyHint')}</p> : null}
        </fieldset>

        {!readOnly ? (
          <div className="page__actions">
            <button type="submit" className="button" disabled={save.isPending}>
              {save.isPending
                ? common('actions.saving')
                : content
                  ? t('edit.saveChanges')
                  : t('edit.save')}
            </button>
            {content && content.status !== 'published' ? (
              <button
                type="button"
                className="button"
                disabled={dirty || status.isPending}
                aria-describedby={dirty ? 'publish-blocked' : undefined}
                onClick={() => setStatus('publish')}
              >
                {t('edit.publish')}
              </button>
            ) : null}
            {content && content.status === 'published' ? (
              <button
                type="button"
                className="button"
                disabled={dirty || status.isPending}
                onClick={() => setStatus('unpublish')}
              >
                {t('edit.unpublish')}
              </button>
            ) : null}
            {dirty && content ? (
              <span id="publish-blocked" className="field__hint">
                {t('edit.publishBlocked')}
              </span>
            ) : null}
          </div>
        ) : null}
        {formState.submitCount > 0 && Object.keys(formState.errors).length > 0 ? (
          <StatusMessage kind="error">{common('errors.invalid')}</StatusMessage>
        ) : null}
        {notice ? (
          <StatusMessage kind="success">
            {t(`edit.${notice}`, { at: formatUtc(content?.public_start_date) })}
          </StatusMessage>
        ) : null}
        {notice && notice !== 'unpublished' && content?.link_warnings.length ? (
          // Saved all the same: what the save found wrong with the links, where the editor is.
          <StatusMessage kind="warning">
            <a href="#link-warnings">{t('links.saved', { count: content.link_warnings.length })}</a>
          </StatusMessage>
        ) : null}
        {save.isError ? <WriteError error={save.error} /> : null}
        {status.isError ? <WriteError error={status.error} /> : null}
      </form>
      {content ? (
        <PreviewPanel id={content.id} reasonId={content.reason_id} dirty={dirty} />
      ) : (
        <p className="field__hint">{t('preview.saveFirst')}</p>
      )}
    </FormProvider>
  );
}

/** `/content/:id` (a content to read or edit) and `/content/new?kind=…` (a new one). */
export function ContentEditPage() {
  const { t } = useTranslation('content');
  const { id: idParam } = useParams();
  const [search] = useSearchParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const requested = search.get('kind');
  const newKind: ContentKind = (CONTENT_KINDS as readonly string[]).includes(requested ?? '')
    ? (requested as ContentKind)
    : 'notice';
  const { data, error, isPending } = useContent(id);
  const kind = data?.kind ?? newKind;
  const title =
    id === null
      ? t('edit.titleNew', { kind: t(`kinds.${newKind}`) })
      : t('edit.title', { kind: t(`kinds.${kind}`), id: data?.reason_id ?? '' });
  return (
    <Page title={title} actions={<Link to="/content">{t('edit.back')}</Link>}>
      {id !== null && error ? <ErrorMessage error={error} /> : null}
      {id !== null && isPending ? <p aria-busy="true">…</p> : null}
      {id === null || data ? (
        // A new key per content and version read: the form starts from what was loaded.
        <ContentForm key={data ? `${data.id}` : `new-${newKind}`} content={data} kind={kind} />
      ) : null}
    </Page>
  );
}
