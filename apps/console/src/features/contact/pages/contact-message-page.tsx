import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_STATUSES,
  ContactStatusRequest,
  type ContactMessageDetail,
} from '@points/contracts';
import { Field } from '../../../components/field';
import { Page } from '../../../components/page';
import { PlayerLink } from '../../../components/player-link';
import { ErrorMessage, StatusMessage } from '../../../components/status-message';
import { formatUtc } from '../../../lib/format';
import { useOperator } from '../../../lib/session';
import { useContactMessage, useSetContactStatus } from '../api/contact-api';

/** The form's values: an empty note is no note. */
const resolver = zodResolver(ContactStatusRequest);
const withoutEmptyNote: typeof resolver = (values, context, options) =>
  resolver(
    { ...values, reason: values.reason?.trim() ? values.reason : undefined },
    context,
    options,
  );

function StatusForm({ message }: { message: ContactMessageDetail }) {
  const { t } = useTranslation('contact');
  const save = useSetContactStatus(message.id);
  const form = useForm<ContactStatusRequest>({
    resolver: withoutEmptyNote,
    defaultValues: { status: message.status, expected_status: message.status, reason: '' },
  });
  return (
    <form
      className="form contact-status"
      noValidate
      aria-labelledby="contact-status-title"
      onSubmit={form.handleSubmit((body) =>
        save.mutate(body, {
          onSuccess: (next) =>
            form.reset({ status: next.status, expected_status: next.status, reason: '' }),
        }),
      )}
    >
      <h2 id="contact-status-title">{t('detail.setStatus')}</h2>
      {save.isSuccess ? (
        <StatusMessage kind="success">
          {t('detail.saved', { status: t(`statuses.${save.data.status}`) })}
        </StatusMessage>
      ) : null}
      {save.isError ? <ErrorMessage error={save.error} /> : null}
      <Field htmlFor="contact-status" label={t('detail.newStatus')}>
        <select {...form.register('status')}>
          {CONTACT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`statuses.${value}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        htmlFor="contact-note"
        label={t('detail.note')}
        hint={t('detail.noteHint')}
        error={form.formState.errors.reason ? t('detail.noteError') : undefined}
      >
        <textarea rows={2} {...form.register('reason')} />
      </Field>
      <div>
        <button type="submit" className="primary" disabled={save.isPending}>
          {save.isPending ? t('actions.saving', { ns: 'common' }) : t('detail.save')}
        </button>
      </div>
    </form>
  );
}

/** One contact message, whole, and (for editors) its status. */
export function ContactMessagePage() {
  const { t } = useTranslation('contact');
  const { id = '' } = useParams();
  const operator = useOperator();
  const message = useContactMessage(id);

  if (message.isPending) return <p role="status">{t('actions.loading', { ns: 'common' })}</p>;
  if (message.isError) return <ErrorMessage error={message.error} />;
  const m = message.data;
  return (
    <Page
      title={t('detail.title', { reference: m.reference })}
      actions={
        <Link className="button" to="/contact">
          {t('detail.back')}
        </Link>
      }
    >
      <dl className="contact-facts">
        <dt>{t('columns.status')}</dt>
        <dd>
          <strong>{t(`statuses.${m.status}`)}</strong>
        </dd>
        <dt>{t('columns.category')}</dt>
        <dd>{t(`categories.${m.category}`)}</dd>
        <dt>{t('detail.email')}</dt>
        <dd>
          <a href={`mailto:${m.email}?subject=${encodeURIComponent(m.reference)}`}>{m.email}</a>
        </dd>
        <dt>{t('detail.gameUserId')}</dt>
        <dd>{m.game_user_id ?? '—'}</dd>
        <dt>{t('detail.language')}</dt>
        <dd>{m.language ?? '—'}</dd>
        <dt>{t('detail.player')}</dt>
        <dd>{m.player ? <PlayerLink player={m.player} /> : t('detail.visitor')}</dd>
        <dt>{t('detail.received')}</dt>
        <dd>{formatUtc(m.created_at)}</dd>
        <dt>{t('detail.statusChanged')}</dt>
        <dd>{formatUtc(m.status_changed_at)}</dd>
      </dl>
      <section aria-labelledby="contact-message-title" className="contact-message">
        <h2 id="contact-message-title">{t('detail.message')}</h2>
        <p>{m.message}</p>
      </section>
      {operator.can('editor') ? (
        <StatusForm key={`${m.status}-${m.status_changed_at}`} message={m} />
      ) : (
        <p>{t('detail.editorOnly')}</p>
      )}
    </Page>
  );
}
