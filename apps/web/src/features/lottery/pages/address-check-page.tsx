import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { STORAGE_KEYS } from '@points/contracts/constants';
import type { LotteryRefusal, ShippingInfo } from '@points/contracts';
import { GuardedButton } from '../../../components/guarded-button';
import { PageFrame } from '../../../components/page-frame';
import { Section } from '../../../components/section';
import { ApiError, goToErrorPage, leaveIfVisitEnds } from '../../../lib/api-client';
import { formatEnd } from '../../../lib/dates';
import { currentLanguage } from '../../../lib/i18n';
import { navigate } from '../../../lib/navigation';
import { QueryIsland } from '../../../lib/query-client';
import { addressInfoUrl, useConfirmAddress, useWinnerAddress } from '../api/lottery-api';
import { Loading } from '../../../components/loading';
import './address-check-page.css';

const LOTTERY_PATH = /^\/campaign-lotto-detail\/([a-z0-9-]{1,40})$/;

/** The lottery to check: from the link, else the lottery page last seen (SPEC.md §3). */
function lotteryIdOf(search: URLSearchParams): string | null {
  const fromLink = search.get('lottery');
  if (fromLink) return fromLink;
  const last = localStorage.getItem(STORAGE_KEYS.lastUrlLotteryItem) ?? '';
  return LOTTERY_PATH.exec(last)?.[1] ?? null;
}

const REFUSALS = new Set<LotteryRefusal>([
  'not_a_winner',
  'deadline_passed',
  'not_confirmed',
  'address_incomplete',
]);
const refusalKey = (error: unknown) =>
  error instanceof ApiError && REFUSALS.has(error.reason as LotteryRefusal)
    ? `lottery.failure.${error.reason}`
    : 'lottery.failure.generic';

function Shipping({ shipping }: { shipping: ShippingInfo | null }) {
  const { t } = useTranslation();
  const value = (text: string | undefined) =>
    text?.trim() ? text : <span className="muted">{t('lottery.address.missing')}</span>;
  const name = shipping ? `${shipping.family_name} ${shipping.given_name}`.trim() : '';
  return (
    <dl className="facts">
      <dt>{t('lottery.address.fields.name')}</dt>
      <dd>{value(name)}</dd>
      {(['postal_code', 'region', 'city', 'street', 'building', 'phone'] as const).map((field) => (
        <div key={field} className="facts__row">
          <dt>{t(`lottery.address.fields.${field}`)}</dt>
          <dd>{value(shipping?.[field])}</dd>
        </div>
      ))}
    </dl>
  );
}

function Check({ lotteryId }: { lotteryId: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const tickId = useId();
  const errorId = useId();
  const { data, error } = useWinnerAddress(lotteryId, language);
  const confirm = useConfirmAddress();
  const [ticked, setTicked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (error && !(error instanceof ApiError && error.code === 4049)) {
      if (!leaveIfVisitEnds(error)) {
        goToErrorPage(navigate, error instanceof ApiError ? error.code : 503, { replace: true });
      }
    }
  }, [error]);

  const backLink = (
    <p className="lottery-back">
      <Link
        className="button button--ghost"
        to={`/campaign-lotto-detail/${encodeURIComponent(lotteryId)}`}
      >
        {t('lottery.address.backToLottery')}
      </Link>
    </p>
  );
  if (error) {
    return (
      <>
        <p className="notice-card" role="alert">
          {t(refusalKey(error))}
        </p>
        {backLink}
      </>
    );
  }
  if (!data) return <Loading />;

  const deadline = formatEnd(data.address_deadline, language);
  const confirmed = data.status === 'address_confirmed' || data.status === 'shipped';
  const submit = async () => {
    if (!ticked) {
      setProblem(t('lottery.failure.not_confirmed'));
      return;
    }
    setProblem(null);
    try {
      await confirm.mutateAsync({ lotteryId, confirmed: true });
    } catch (failure) {
      if (!leaveIfVisitEnds(failure)) setProblem(t(refusalKey(failure)));
    }
  };
  const correct = async () => {
    try {
      window.location.assign(await addressInfoUrl());
    } catch (failure) {
      if (!leaveIfVisitEnds(failure)) setProblem(t('lottery.failure.generic'));
    }
  };

  return (
    <>
      <p className="page__lead">
        {t('lottery.address.prize', { prize: data.prize_name, lottery: data.lottery_name })}
      </p>
      <Section id="step1-title" title={t('lottery.address.step1')} className="section coupon-panel">
        <p>{t('lottery.address.intro', { date: deadline })}</p>
        <Shipping shipping={data.shipping} />
        {!confirmed && data.status !== 'address_missed' && (
          <>
            <GuardedButton className="button button--ghost" onClick={() => void correct()}>
              {t('lottery.address.correct')}
            </GuardedButton>
            <p className="field__hint">{t('lottery.address.refreshHint')}</p>
          </>
        )}
      </Section>
      <Section id="step2-title" title={t('lottery.address.step2')} className="section coupon-panel">
        {confirmed ? (
          <div role="status">
            <p className="notice-card__title">{t('lottery.address.confirmedTitle')}</p>
            <p>{t('lottery.address.confirmed')}</p>
          </div>
        ) : data.status === 'address_missed' ? (
          <p role="alert">{t('lottery.address.deadlinePassed', { date: deadline })}</p>
        ) : (
          <>
            <div className="checkbox-field">
              <input
                id={tickId}
                type="checkbox"
                checked={ticked}
                aria-invalid={problem !== null && !ticked}
                aria-describedby={problem ? errorId : undefined}
                onChange={(event) => setTicked(event.target.checked)}
              />
              <label htmlFor={tickId}>{t('lottery.address.tick')}</label>
            </div>
            {problem && (
              <p id={errorId} className="field__error" role="alert">
                {problem}
              </p>
            )}
            <p className="dialog-note">{t('lottery.address.warning')}</p>
            <GuardedButton
              className="button button--primary"
              onClick={() => void submit()}
              disabled={confirm.isPending}
            >
              {t('lottery.address.confirm')}
            </GuardedButton>
          </>
        )}
      </Section>
      {backLink}
    </>
  );
}

/**
 * /campaign-lotto-infocheck: a winner of a shipped prize checks the shipping details from their
 * account (step 1), corrects them at the provider if needed, and confirms them with the tick
 * before the deadline (step 2) (SPEC.md §4, §5).
 */
export function AddressCheckPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const lotteryId = lotteryIdOf(search);
  return (
    <PageFrame title={t('pages.lottoInfoCheck')}>
      <QueryIsland>
        {lotteryId ? (
          <Check lotteryId={lotteryId} />
        ) : (
          <p className="notice-card">{t('lottery.address.noLottery')}</p>
        )}
      </QueryIsland>
    </PageFrame>
  );
}
