import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemDetail } from '@points/contracts';
import { ExternalLink } from '../../../components/external-link';
import { GuardedButton } from '../../../components/guarded-button';
import { NoticeDialog } from '../../../components/modal';
import { PointsShortfall } from '../../../components/points-shortfall';
import { BalanceAfter, StepDialogs } from '../../../components/step-dialogs';
import { ApiError } from '../../../lib/api-client';
import { currentLanguage, pointsAmount } from '../../../lib/i18n';
import { linkGameUrl } from '../../../lib/site-config';
import { useItemSignIn } from '../../../lib/use-sign-in';
import { useStepFlow } from '../../../lib/use-step-flow';
import { useExchangeItem } from '../api/items-api';
import { itemStatusText } from './item-status';
import './exchange-flow.css';

/** The message of a failed exchange, for the failure dialog (SPEC.md §4, §8 other messages). */
export function failureMessageKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'items.failure.retry';
  if (error.code === 4049 && error.reason) return `items.failure.${error.reason}`;
  if (error.code === 4044 && error.reason === 'game_account_deleted') {
    return 'items.failure.game_account_deleted';
  }
  if (error.code === 402) return 'error.messages.402';
  if (error.code === 4041) return 'items.failure.gameLink';
  if ([4042, 4043, 4044, 4045].includes(error.code)) return `error.messages.${error.code}`;
  return 'items.failure.retry';
}

/** The button that starts the exchange, as the item's state allows (SPEC.md §4). */
function ExchangeButton({
  item,
  balance,
  signedIn,
  onExchange,
  onGameLink,
}: {
  item: ItemDetail;
  balance: number | null;
  signedIn: boolean;
  onExchange: () => void;
  onGameLink: () => void;
}) {
  const { t } = useTranslation();
  const signIn = useItemSignIn();
  if (!signedIn) {
    return (
      <GuardedButton className="button button--primary button--large" onClick={signIn}>
        {t('items.loginToExchange')}
      </GuardedButton>
    );
  }
  if (item.state === 'exchangeable') {
    return (
      <button type="button" className="button button--primary button--large" onClick={onExchange}>
        {t('items.exchangeFor', { points: pointsAmount(item.cost) })}
      </button>
    );
  }
  if (item.state === 'cannot_exchange') {
    return (
      <>
        <p className="item-detail__unavailable" role="note">
          {itemStatusText(item, t, currentLanguage())}
        </p>
        <button
          type="button"
          className="button button--large button--disabled"
          aria-disabled="true"
          disabled
        >
          {t('items.states.cannot_exchange')}
        </button>
      </>
    );
  }
  if (item.state === 'app_not_linked') {
    return (
      <button type="button" className="button button--ghost button--large" onClick={onGameLink}>
        {t('items.states.app_not_linked')}
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button--large button--disabled"
        aria-disabled="true"
        disabled
      >
        {t(`items.states.${item.state}`)}
      </button>
      {item.state === 'not_enough_points' && <PointsShortfall cost={item.cost} balance={balance} />}
    </>
  );
}

/**
 * The exchange of SPEC.md §4, all its steps in one place: the button, then confirm, processing
 * (do not leave the page), success (the item arrives in the in-game inbox) or failure with its
 * reason, and the game-link warning for a player without the game linked.
 */
export function ExchangeAction({
  item,
  balance,
  signedIn,
}: {
  item: ItemDetail;
  balance: number | null;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const exchange = useExchangeItem();
  const flow = useStepFlow({
    action: () => exchange.mutateAsync(item.id),
    failureKey: failureMessageKey,
  });
  const [gameLink, setGameLink] = useState(false);
  const guide = linkGameUrl(currentLanguage());

  return (
    <>
      <ExchangeButton
        item={item}
        balance={balance}
        signedIn={signedIn}
        onExchange={() => flow.ask()}
        onGameLink={() => setGameLink(true)}
      />

      <StepDialogs
        flow={flow}
        confirm={{
          title: t('items.confirm.title'),
          cancelLabel: t('items.confirm.cancel'),
          confirmLabel: t('items.confirm.ok'),
          body: () => (
            <>
              <p>{t('items.confirm.text', { name: item.name, points: pointsAmount(item.cost) })}</p>
              <BalanceAfter balance={balance} cost={item.cost} textKey="items.confirm.after" />
            </>
          ),
        }}
        processing={{ title: t('items.processing.title'), text: t('items.processing.text') }}
        success={{
          title: t('items.success.title'),
          body: () => <p>{t('items.success.text', { name: item.name })}</p>,
        }}
        failureTitle={t('items.failure.title')}
      />

      <NoticeDialog
        open={gameLink}
        onClose={() => setGameLink(false)}
        title={t('items.gameLink.title')}
      >
        <p>{t('items.gameLink.text')}</p>
        <ol className="steps">
          <li>{t('items.gameLink.step1')}</li>
          <li>{t('items.gameLink.step2')}</li>
          <li>{t('items.gameLink.step3')}</li>
        </ol>
        {guide && (
          <p>
            <ExternalLink href={guide}>{t('items.gameLink.guide')}</ExternalLink>
          </p>
        )}
      </NoticeDialog>
    </>
  );
}
