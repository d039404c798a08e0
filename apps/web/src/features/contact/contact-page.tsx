import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CONTACT_CATEGORIES, CONTACT_LIMITS } from '@points/contracts/constants';
import { GuardedButton } from '../../components/guarded-button';
import { PageFrame } from '../../components/page-frame';
import { Section } from '../../components/section';
import { ApiError, apiRequest, goToErrorPage } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';
import { useFocusRequest } from '../../lib/use-focus-request';
import {
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactForm,
} from './validate-contact';
import './contact-page.css';
import './contact.css';

const EMPTY: ContactForm = { category: '', email: '', gameUserId: '', message: '' };

/** /contact: a message to player support, checked here and again by the API (`POST /contact`). */
export function ContactPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState<ContactForm>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [summaryRef, focusSummary] = useFocusRequest<HTMLDivElement>();
  const ids = { summary: useId(), counter: useId() };

  const [sending, setSending] = useState(false);

  // A plain request, not cached server state: no query client needed on this page.
  const send = async (values: ContactForm) => {
    setSending(true);
    try {
      const { ContactResponse } = await import('../../lib/response-schemas');
      const answer = await apiRequest('/contact', {
        method: 'POST',
        body: {
          category: values.category,
          email: values.email.trim(),
          ...(values.gameUserId.trim() ? { game_user_id: values.gameUserId.trim() } : {}),
          message: values.message.trim(),
          language: currentLanguage(),
        },
        schema: ContactResponse,
      });
      navigate('/contact/done', { state: { reference: answer.data.reference } });
    } catch (error) {
      setSending(false);
      goToErrorPage(navigate, error instanceof ApiError ? error.code : 503);
    }
  };

  const update = (field: ContactField, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    // Once the person has tried to send, errors follow their corrections as they type.
    if (submitted) setErrors(validateContact(next));
  };

  const submit = () => {
    setSubmitted(true);
    const found = validateContact(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusSummary();
      return;
    }
    void send(form);
  };

  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
  });
  const fieldError = (field: ContactField) =>
    errors[field] ? (
      <p id={`contact-${field}-error`} className="field__error">
        {t(errors[field])}
      </p>
    ) : null;
  const errorCount = Object.keys(errors).length;
  const length = form.message.trim().length;

  return (
    <PageFrame title={t('pages.contact')} wide>
      <p className="page__lead">{t('contact.intro')}</p>
      <div className="with-aside">
        <form
          className="form with-aside__main"
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            submit();
          }}
        >
          {errorCount > 0 && (
            <div
              ref={summaryRef}
              id={ids.summary}
              className="form__summary"
              role="alert"
              tabIndex={-1}
            >
              <p>{t('contact.errors.summary')}</p>
              <ul>
                {(Object.keys(errors) as ContactField[]).map((field) => (
                  <li key={field}>
                    <a href={`#contact-${field}`}>{t(errors[field]!)}</a>
                  </li>
                ))}
              </ul>
            </div>
          )}

          <div className="field">
            <label htmlFor="contact-category">
              {t('contact.category')}{' '}
              <span className="field__required">{t('contact.required')}</span>
            </label>
            <select
              {...fieldProps('category')}
              value={form.category}
              onChange={(event) => update('category', event.target.value)}
              required
            >
              <option value="">{t('contact.choose')}</option>
              {CONTACT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`contact.categories.${category}`)}
                </option>
              ))}
            </select>
            {fieldError('category')}
          </div>

          <div className="field">
            <label htmlFor="contact-email">
              {t('contact.email')} <span className="field__required">{t('contact.required')}</span>
            </label>
            <input
              {...fieldProps('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={form.email}
              onChange={(event) => update('email', event.target.value)}
              required
            />
            {fieldError('email')}
          </div>

          <div className="field">
            <label htmlFor="contact-gameUserId">
              {t('contact.gameUserId')}{' '}
              <span className="field__optional">{t('contact.optional')}</span>
            </label>
            <p className="field__hint" id="contact-gameUserId-hint">
              {t('contact.gameUserIdHint')}
            </p>
            <input
              {...fieldProps('gameUserId')}
              aria-describedby={
                errors.gameUserId
                  ? 'contact-gameUserId-hint contact-gameUserId-error'
                  : 'contact-gameUserId-hint'
              }
              autoComplete="off"
              maxLength={CONTACT_LIMITS.gameUserIdMax}
              value={form.gameUserId}
              onChange={(event) => update('gameUserId', event.target.value)}
            />
            {fieldError('gameUserId')}
          </div>

          <div className="field">
            <label htmlFor="contact-message">
              {t('contact.message')}{' '}
              <span className="field__required">{t('contact.required')}</span>
            </label>
            <textarea
              {...fieldProps('message')}
              aria-describedby={[ids.counter, errors.message ? 'contact-message-error' : '']
                .filter(Boolean)
                .join(' ')}
              rows={7}
              value={form.message}
              onChange={(event) => update('message', event.target.value)}
              required
            />
            <p id={ids.counter} className="field__hint field__counter">
              {t('contact.counter', { length, max: CONTACT_LIMITS.messageMax })}
            </p>
            {fieldError('message')}
          </div>

          <GuardedButton
            className="button button--primary button--large"
            onClick={submit}
            disabled={sending}
          >
            {sending ? t('contact.sending') : t('contact.send')}
          </GuardedButton>
        </form>
        <Section
          id="contact-next-title"
          title={t('contact.nextTitle')}
          className="with-aside__aside contact-aside"
          as="aside"
        >
          <ul className="contact-aside__list">
            <li>{t('contact.nextReply')}</li>
            <li>{t('contact.nextReference')}</li>
            <li>{t('contact.nextGameId')}</li>
          </ul>
        </Section>
      </div>
    </PageFrame>
  );
}
