import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MaintenanceRequest, MaintenanceState } from '@points/contracts';
import { Field } from '../../components/field';
import { Page } from '../../components/page';
import { ErrorMessage, StatusMessage } from '../../components/status-message';
import { consoleGet, consoleSend } from '../../lib/api';
import { formatUtc } from '../../lib/format';
import { useOperator } from '../../lib/session';

/** How long a browser may keep the site's configuration (GET /site-config's max-age). */
const BROWSER_CACHE_SECONDS = 30;

const ReasonForm = MaintenanceRequest.pick({ reason: true });
type ReasonForm = z.infer<typeof ReasonForm>;

/** The site's maintenance switch: its state for everyone, the switch for admins. */
export function MaintenancePage() {
  const { t } = useTranslation('maintenance');
  const operator = useOperator();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const state = useQuery({
    queryKey: ['maintenance'],
    queryFn: async () => (await consoleGet('/maintenance', MaintenanceState)).data,
  });
  const form = useForm<ReasonForm>({
    resolver: zodResolver(ReasonForm),
    defaultValues: { reason: '' },
  });
  const change = useMutation({
    mutationFn: (body: MaintenanceRequest) =>
      consoleSend('PUT', '/maintenance', body, MaintenanceState),
    onSuccess: (next) => {
      queryClient.setQueryData(['maintenance'], next);
      setConfirming(false);
      form.reset({ reason: '' });
    },
  });

  if (state.isPending) return <p role="status">{t('actions.loading', { ns: 'common' })}</p>;
  if (state.isError) return <ErrorMessage error={state.error} />;
  const current = state.data;
  const turningOn = !current.on;

  return (
    <Page title={t('title')}>
      <p>
        {t('lead', {
          seconds: Math.max(1, Math.ceil(current.propagation_ms / 1000)),
          browserSeconds: BROWSER_CACHE_SECONDS,
        })}
      </p>
      <StatusMessage kind={current.on ? 'error' : 'info'}>
        <strong>{current.on ? t('stateOn') : t('stateOff')}</strong>
        {current.changed_at ? (
          <span>
            {' '}
            {t('changed', { at: formatUtc(current.changed_at), by: current.changed_by })}
          </span>
        ) : null}
      </StatusMessage>
      {current.forced_by_environment ? (
        <StatusMessage kind="info">{t('forced')}</StatusMessage>
      ) : null}
      {change.isSuccess ? <StatusMessage kind="success">{t('done')}</StatusMessage> : null}
      {change.isError ? <ErrorMessage error={change.error} /> : null}
      {operator.can('admin') ? (
        <form
          className="form"
          noValidate
          onSubmit={form.handleSubmit((values) => {
            if (!confirming) {
              setConfirming(true);
              return;
            }
            change.mutate({ on: turningOn, reason: values.reason });
          })}
        >
          <Field
            htmlFor="maintenance-reason"
            label={t('reason', { ns: 'common' })}
            hint={t('reasonHint', { ns: 'common' })}
            error={form.formState.errors.reason ? t('reasonError') : undefined}
          >
            <textarea rows={2} {...form.register('reason')} />
          </Field>
          {confirming ? (
            <div className="confirm" role="alertdialog" aria-labelledby="maintenance-confirm">
              <p id="maintenance-confirm">{turningOn ? t('confirmOn') : t('confirmOff')}</p>
              <button
                type="submit"
                className={turningOn ? 'danger' : 'primary'}
                disabled={change.isPending}
              >
                {t('actions.confirm', { ns: 'common' })}
              </button>
              <button type="button" onClick={() => setConfirming(false)}>
                {t('actions.cancel', { ns: 'common' })}
              </button>
            </div>
          ) : (
            <button type="submit" className={turningOn ? 'danger' : 'primary'}>
              {turningOn ? t('turnOn') : t('turnOff')}
            </button>
          )}
        </form>
      ) : (
        <p>{t('adminOnly')}</p>
      )}
    </Page>
  );
}
