import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DELIVERY_ACTION_REFUSALS,
  DeliveryActionRequest,
  type PlayerExchange,
} from '@points/contracts';
import { Field } from '../../../components/field';
import { ErrorMessage, StatusMessage } from '../../../components/status-message';
import { ConsoleApiError } from '../../../lib/api';
import { useDeliveryAction } from '../api/players-api';

type Refusal = (typeof DELIVERY_ACTION_REFUSALS)[number];
const isRefusal = (reason: string | undefined): reason is Refusal =>
  (DELIVERY_ACTION_REFUSALS as readonly string[]).includes(reason ?? '');

/**
 * Retry or refund one failed delivery: a reason (recorded in the audit log) and a confirm
 * button that says what will happen. Focus moves to it when it opens.
 */
export function DeliveryActionForm({
  playerId,
  exchange,
  action,
  onClose,
}: {
  playerId: string;
  exchange: PlayerExchange;
  action: 'retry' | 'refund';
  onClose: () => void;
}) {
  const { t } = useTranslation('players');
  const mutation = useDeliveryAction(playerId);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<DeliveryActionRequest>({
    resolver: zodResolver(DeliveryActionRequest),
    defaultValues: { reason: '' },
  });
  useEffect(() => heading.current?.focus(), []);
  const error = mutation.error;
  const refusal = error instanceof ConsoleApiError && isRefusal(error.reason) ? error.reason : null;
  const id = `delivery-${action}-${exchange.id}`;

  return (
    <form
      className="form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={form.handleSubmit((body) =>
        mutation.mutate({ exchangeId: exchange.id, action, reason: body.reason }),
      )}
    >
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {action === 'retry'
          ? t('action.retryTitle', { item: exchange.item_name })
          : t('action.refundTitle', {
              item: exchange.item_name,
              cost: exchange.cost,
              count: exchange.cost,
            })}
      </h3>
      {mutation.isSuccess ? (
        <StatusMessage kind="success">
          {action === 'retry' ? t('action.retried') : t('action.refunded')}
        </StatusMessage>
      ) : (
        <>
          <p>
            {action === 'retry'
              ? t('action.confirmRetry')
              : t('action.confirmRefund', { cost: exchange.cost, count: exchange.cost })}
          </p>
          {refusal ? (
            <StatusMessage kind="error">{t(`action.refusals.${refusal}`)}</StatusMessage>
          ) : error ? (
            <ErrorMessage error={error} />
          ) : null}
          <Field
            htmlFor={`${id}-reason`}
            label={t('reason', { ns: 'common' })}
            hint={t('reasonHint', { ns: 'common' })}
            error={form.formState.errors.reason ? t('action.reasonError') : undefined}
          >
            <textarea rows={2} {...form.register('reason')} />
          </Field>
        </>
      )}
      <div className="page__actions">
        {mutation.isSuccess ? null : (
          <button
            type="submit"
            className={action === 'refund' ? 'danger' : 'primary'}
            disabled={mutation.isPending}
          >
            {action === 'retry' ? t('action.retry') : t('action.refund')}
          </button>
        )}
        <button type="button" onClick={onClose}>
          {mutation.isSuccess
            ? t('actions.back', { ns: 'common' })
            : t('actions.cancel', { ns: 'common' })}
        </button>
      </div>
    </form>
  );
}
