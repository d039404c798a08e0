import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ERROR_CODES,
  MAX_ADJUSTMENT,
  PointAdjustmentRequest,
  type PlayerDetail,
  type PointAdjustment,
} from '@points/contracts';
import { Field } from '../../../components/field';
import { ErrorMessage, StatusMessage } from '../../../components/status-message';
import { ConsoleApiError } from '../../../lib/api';
import { formatPoints } from '../../../lib/format';
import { useAdjustPoints } from '../api/players-api';

/**
 * The admin's adjustment: credit or debit, points and a reason, checked with the API's own
 * schema; then a confirm step that names the player and the amount. One Idempotency-Key per
 * confirmed adjustment, kept while it is being sent again, so a retry never adjusts twice.
 */
export function AdjustPointsForm({ player }: { player: PlayerDetail }) {
  const { t, i18n } = useTranslation('players');
  const adjust = useAdjustPoints(player.id);
  const [pending, setPending] = useState<{ body: PointAdjustmentRequest; key: string } | null>(
    null,
  );
  const [done, setDone] = useState<PointAdjustment | null>(null);
  const form = useForm<PointAdjustmentRequest>({
    resolver: zodResolver(PointAdjustmentRequest),
    defaultValues: { direction: 'credit', reason: '' },
  });
  const { errors } = form.formState;
  const points = (value: number) => formatPoints(value, i18n.language);
  const max = points(MAX_ADJUSTMENT);
  const insufficient =
    adjust.error instanceof ConsoleApiError &&
    adjust.error.statusCode === ERROR_CODES.INSUFFICIENT_POINTS;

  const send = () => {
    if (!pending) return;
    adjust.mutate(pending, {
      onSuccess: (result) => {
        setDone(result);
        setPending(null);
        // No values: the browser's own reset also empties the number field.
        form.reset();
      },
      onError: (error) => {
        // A refusal is final for this key; a lost answer is sent again with the same key.
        if (error instanceof ConsoleApiError) setPending(null);
      },
    });
  };

  return (
    <form
      className="form"
      noValidate
      aria-labelledby="adjust-title"
      onSubmit={form.handleSubmit((body) => {
        setDone(null);
        adjust.reset();
        setPending({ body, key: crypto.randomUUID() });
      })}
    >
      <h2 id="adjust-title">{t('adjust.title')}</h2>
      <p>{t('adjust.lead')}</p>
      {done ? (
        <StatusMessage kind="success">
          {t('adjust.done', { balance: points(done.balance_after) })}
        </StatusMessage>
      ) : null}
      {insufficient ? (
        <StatusMessage kind="error">{t('adjust.insufficient')}</StatusMessage>
      ) : adjust.isError ? (
        <ErrorMessage error={adjust.error} />
      ) : null}
      <fieldset className="players-direction" disabled={pending !== null}>
        <legend>{t('adjust.direction')}</legend>
        <label>
          <input type="radio" value="credit" {...form.register('direction')} /> {t('adjust.credit')}
        </label>
        <label>
          <input type="radio" value="debit" {...form.register('direction')} /> {t('adjust.debit')}
        </label>
      </fieldset>
      <Field
        htmlFor="adjust-amount"
        label={t('adjust.amount')}
        hint={t('adjust.amountHint', { max })}
        error={errors.amount ? t('adjust.amountError', { max }) : undefined}
      >
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ADJUSTMENT}
          step={1}
          readOnly={pending !== null}
          {...form.register('amount', { valueAsNumber: true })}
        />
      </Field>
      <Field
        htmlFor="adjust-reason"
        label={t('reason', { ns: 'common' })}
        hint={t('adjust.reasonHint')}
        error={errors.reason ? t('adjust.reasonError') : undefined}
      >
        <textarea rows={2} readOnly={pending !== null} {...form.register('reason')} />
      </Field>
      {pending ? (
        <div className="confirm" role="alertdialog" aria-labelledby="adjust-confirm">
          <p id="adjust-confirm">
            {t(
              pending.body.direction === 'credit' ? 'adjust.confirmCredit' : 'adjust.confirmDebit',
              {
                amount: points(pending.body.amount),
                count: pending.body.amount,
                nickname: player.nickname,
                balance: points(player.balance),
              },
            )}
          </p>
          <button
            type="button"
            className={pending.body.direction === 'debit' ? 'danger' : 'primary'}
            onClick={send}
            disabled={adjust.isPending}
          >
            {adjust.isPending ? t('adjust.working') : t('actions.confirm', { ns: 'common' })}
          </button>
          <button type="button" onClick={() => setPending(null)} disabled={adjust.isPending}>
            {t('actions.cancel', { ns: 'common' })}
          </button>
        </div>
      ) : (
        <button type="submit" className="primary">
          {t('adjust.review')}
        </button>
      )}
    </form>
  );
}
