import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryRefusal, LotteryView } from '@points/contracts';
import { GuardedButton } from '../../../components/guarded-button';
import { PointsShortfall } from '../../../components/points-shortfall';
import { BalanceAfter, StepDialogs } from '../../../components/step-dialogs';
import { ApiError } from '../../../lib/api-client';
import { formatStart } from '../../../lib/dates';
import { currentLanguage, pointsAmount } from '../../../lib/i18n';
import { useSignIn } from '../../../lib/use-sign-in';
import { useStepFlow } from '../../../lib/use-step-flow';
import { useEnterLottery } from '../api/lottery-api';
import './entry-action.css';

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
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  // What the player typed, as typed: one number, checked, never silently changed.
  const [typed, setTyped] = useState('1');
  const enter = useEnterLottery();
  const left = lottery.entries_left ?? lottery.entry_limit;
  const affordable = balance === null ? left : Math.floor(balance / lottery.points_per_entry);
  const max = Math.max(1, Math.min(left, affordable, 100));
  const chosen = /^\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN;
  const valid = Number.isInteger(chosen) && chosen >= 1 && chosen <= max;
  const cost = valid ? chosen * lottery.points_per_entry : 0;
  const flow = useStepFlow({
    action: async () => {
      const entered = await enter.mutateAsync({ lotteryId: lottery.id, count: chosen });
      setTyped('1');
      return entered.count;
    },
    failureKey: entryFailureKey,
  });

  const disabled = (label: string) => (
    <button type="button" className="button button--disabled" aria-disabled="true" disabled>
      {label}
    </button>
  );

  if (lottery.state === 'upcoming') {
    return disabled(
      t('lottery.enter.opensOn', { date: formatStart(lottery.entry_from, language) }),
    );
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
  if (affordable === 0) {
    return (
      <>
        {disabled(t('lottery.enter.notEnoughPoints'))}
        <PointsShortfall cost={lottery.points_per_entry} balance={balance} />
      </>
    );
  }

  return (
    <div className="lottery-entry">
      <div className="field lottery-entry__count">
        <label htmlFor={countId}>{t('lottery.enter.count')}</label>
        <input
          id={countId}
          type="number"
          inputMode="numeric"
          ref={input}
          min={1}
          max={max}
          step={1}
          value={typed}
          aria-invalid={valid ? undefined : true}
          aria-describedby={valid ? hintId : `${errorId} ${hintId}`}
          onChange={(event) => setTyped(event.target.value)}
        />
        {!valid && (
          <p id={errorId} className="field__error" role="alert">
            {t('lottery.enter.countInvalid', { max })}
          </p>
        )}
        <p id={hintId} className="field__hint">
          {t('lottery.enter.countHint', { count: left })}
        </p>
      </div>
      <button
        type="button"
        className="button button--primary"
        onClick={() => (valid ? flow.ask() : input.current?.focus())}
      >
        {valid
          ? t('lottery.enter.button', { points: pointsAmount(cost) })
          : t('lottery.enter.title')}
      </button>

      <StepDialogs
        flow={flow}
        confirm={{
          title: t('lottery.enter.title'),
          cancelLabel: t('lottery.enter.cancel'),
          confirmLabel: t('lottery.enter.ok'),
          body: () => (
            <>
              <p>
                {t('lottery.enter.text', {
                  name: lottery.name,
                  count: chosen,
                  points: pointsAmount(cost),
                })}
              </p>
              <BalanceAfter balance={balance} cost={cost} textKey="lottery.enter.after" />
            </>
          ),
        }}
        processing={{
          title: t('lottery.enter.processingTitle'),
          text: t('lottery.enter.processing'),
        }}
        success={{
          title: t('lottery.enter.successTitle'),
          body: (count) => <p>{t('lottery.enter.successText', { count })}</p>,
        }}
        failureTitle={t('lottery.enter.failureTitle')}
      />
    </div>
  );
}
