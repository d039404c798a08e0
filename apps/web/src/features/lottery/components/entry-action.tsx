import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryRefusal, LotteryView } from '@points/contracts';
import { GuardedButton } from '../../../components/guarded-button';
import { NoticeDialog } from '../../../components/notice-dialog';
import { ConfirmDialog, ProcessingDialog } from '../../../components/step-dialogs';
import { ApiError, leaveIfVisitEnds } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { currentLanguage, formatPoints } from '../../../lib/i18n';
import { useSignIn } from '../../../lib/use-sign-in';
import { useEnterLottery } from '../api/lottery-api';

type Step =
  | { step: 'idle' }
  | { step: 'confirm' }
  | { step: 'processing' }
  | { step: 'success'; count: number }
  | { step: 'failure'; message: string };

const REFUSALS = new Set<LotteryRefusal>(['entry_limit_reached', 'entry_closed']);

/** The message of a refused entry (SPEC.md §5, §8). */
export function entryFailureKey(error: unknown): string {
  if (error instanceof ApiError && error.code === 402) return 'error.messages.402';
  if (error instanceof ApiError && REFUSALS.has(error.reason as LotteryRefusal)) {
    return `lottery.failure.${error.reason}`;
  }
  return 'lottery.failure.generic';
}

/**
 * Entering a lottery: how many entries, then confirm the points, processing, and the outcome.
 * Only an open lottery takes entries; otherwise the button says why not.
 */
export function EntryAction({
  lottery,
  balance,
  signedIn,
}: {
  lottery: LotteryView;
  balance: number | null;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const language = currentLanguage();
  const countId = useId();
  const hintId = useId();
  const [count, setCount] = useState(1);
  const [state, setState] = useState<Step>({ step: 'idle' });
  const enter = useEnterLottery();
  const close = () => setState({ step: 'idle' });
  const left = lottery.entries_left ?? lottery.entry_limit;
  const affordable = balance === null ? left : Math.floor(balance / lottery.points_per_entry);
  const max = Math.max(1, Math.min(left, affordable, 100));
  const chosen = Math.min(Math.max(1, count), max);
  const cost = chosen * lottery.points_per_entry;

  const disabled = (label: string) => (
    <button type="button" className="button button--disabled" aria-disabled="true" disabled>
      {label}
    </button>
  );

  if (lottery.state === 'upcoming') {
    return disabled(t('lottery.enter.opensOn', { date: formatDate(lottery.entry_from, language) }));
  }
  if (lottery.state !== 'open') return disabled(t('lottery.enter.closed'));
  if (!signedIn) {
    return (
      <GuardedButton className="button button--primary" onClick={signIn}>
        {t('lottery.enter.loginToEnter')}
      </GuardedButton>
    );
  }
  if (left === 0) return disabled(t('lottery.enter.limitReached'));
  if (affordable === 0) return disabled(t('lottery.enter.notEnoughPoints'));

  const confirm = async () => {
    setState({ step: 'processing' });
    try {
      const entered = await enter.mutateAsync({ lotteryId: lottery.id, count: chosen });
      setState({ step: 'success', count: entered.count });
      setCount(1);
    } catch (error) {
      if (leaveIfVisitEnds(error)) {
        close();
        return;
      }
      setState({ step: 'failure', message: t(entryFailureKey(error)) });
    }
  };

  return (
    <div className="lottery-entry">
      <div className="field lottery-entry__count">
        <label htmlFor={countId}>{t('lottery.enter.count')}</label>
        <input
          id={countId}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={count}
          aria-describedby={hintId}
          onChange={(event) => setCount(Number(event.target.value) || 1)}
        />
        <p id={hintId} className="field__hint">
          {t('lottery.enter.countHint', { left })}
        </p>
      </div>
      <button
        type="button"
        className="button button--primary"
        onClick={() => setState({ step: 'confirm' })}
      >
        {t('lottery.enter.button', { points: formatPoints(cost) })}
      </button>

      <ConfirmDialog
        open={state.step === 'confirm'}
        title={t('lottery.enter.title')}
        cancelLabel={t('lottery.enter.cancel')}
        confirmLabel={t('lottery.enter.ok')}
        onCancel={close}
        onConfirm={() => void confirm()}
      >
        <p>
          {t('lottery.enter.text', {
            name: lottery.name,
            count: chosen,
            points: formatPoints(cost),
          })}
        </p>
        {balance !== null && (
          <p className="dialog-note">
            {t('lottery.enter.after', { points: formatPoints(Math.max(0, balance - cost)) })}
          </p>
        )}
      </ConfirmDialog>
      <ProcessingDialog
        open={state.step === 'processing'}
        title={t('lottery.enter.processingTitle')}
        text={t('lottery.enter.processing')}
      />
      <NoticeDialog
        open={state.step === 'success'}
        onClose={close}
        title={t('lottery.enter.successTitle')}
      >
        <p>
          {t('lottery.enter.successText', { count: state.step === 'success' ? state.count : 0 })}
        </p>
      </NoticeDialog>
      <NoticeDialog
        open={state.step === 'failure'}
        onClose={close}
        title={t('lottery.enter.failureTitle')}
      >
        <p>{state.step === 'failure' ? state.message : ''}</p>
      </NoticeDialog>
    </div>
  );
}
