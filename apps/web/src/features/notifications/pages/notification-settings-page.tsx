import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { ApiError, leaveIfVisitEnds } from '../../../lib/api-client';
import { QueryIsland } from '../../../lib/query-client';
import { useReadFailure } from '../../../lib/use-read-failure';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications-api';
import '../notifications.css';

type Outcome = { saved: boolean } | { failed: number } | null;

function SettingsForm({
  initial,
  initialAddressKnown,
}: {
  initial: boolean;
  initialAddressKnown: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState(initial);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Whether the API holds an address to send to: opted in without one, the e-mails wait.
  const [addressKnown, setAddressKnown] = useState(initialAddressKnown);
  const [optedIn, setOptedIn] = useState(initial);
  const save = useSaveNotificationSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    save.mutate(
      { email },
      {
        onSuccess: (settings) => {
          setOutcome({ saved: settings.email });
          setOptedIn(settings.email);
          setAddressKnown(settings.address_known ?? true);
        },
        onError: (error) => {
          if (leaveIfVisitEnds(error)) return;
          setOutcome({ failed: error instanceof ApiError ? error.code : 500 });
        },
      },
    );
  };

  return (
    <form className="form notification-settings" onSubmit={submit} noValidate>
      <div className="field">
        <div className="checkbox-field">
          <input
            id={`${id}-email`}
            type="checkbox"
            checked={email}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setEmail(event.target.checked)}
          />
          <label htmlFor={`${id}-email`}>{t('notifications.settings.email')}</label>
        </div>
        <p id={`${id}-hint`} className="field__hint">
          {t('notifications.settings.hint')}
        </p>
      </div>
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {t('notifications.settings.save')}
      </button>
      <p className="notification-settings__status" role="status">
        {outcome && 'saved' in outcome
          ? t(outcome.saved ? 'notifications.settings.savedOn' : 'notifications.settings.savedOff')
          : ''}
      </p>
      {optedIn && !addressKnown && (
        <p className="notification-settings__note">{t('notifications.settings.noAddress')}</p>
      )}
      {outcome && 'failed' in outcome && (
        <p className="field__error" role="alert">
          {t('notifications.settings.failed')}{' '}
          {t(`error.messages.${outcome.failed}`, { defaultValue: t('error.messages.500') })}
        </p>
      )}
    </form>
  );
}

function Settings() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  useReadFailure(settings.error, []);
  return (
    <PageFrame
      title={t('pages.notificationSettings')}
      crumbs={[{ label: t('pages.notifications'), to: '/notifications' }]}
      loading={settings.isPending}
    >
      <p className="page__lead">{t('notifications.settings.lead')}</p>
      {settings.data && (
        <SettingsForm
          initial={settings.data.email}
          initialAddressKnown={settings.data.address_known ?? true}
        />
      )}
      <p>
        <Link to="/notifications">{t('notifications.settings.back')}</Link>
      </p>
    </PageFrame>
  );
}

/** /notification-settings: whether the player also gets their notifications by e-mail. */
export function NotificationSettingsPage() {
  return (
    <QueryIsland>
      <Settings />
    </QueryIsland>
  );
}
