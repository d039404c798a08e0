import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FestivalView } from '@points/contracts';
import { GuardedButton } from '../../../components/guarded-button';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatEnd, formatStart } from '../../../lib/dates';
import { currentLanguage } from '../../../lib/i18n';
import { useSignIn } from '../../../lib/use-sign-in';
import { usePreRegister } from '../api/festival-api';
import { FestivalNotice, RequestButton } from './festival-frame';
import { companionPath, rewardPath, visitPath } from './festival-paths';

const preRegisterFailureKey = (error: unknown) =>
  error instanceof ApiError && error.reason === 'pre_registration_closed'
    ? 'festival.refusals.pre_registration_closed'
    : 'festival.refusals.generic';

type PlayerRegistration = NonNullable<NonNullable<FestivalView['player']>['registration']>;

/** A registered player: as what, their companion, their check-in, and the way to their ticket. */
function Registered({
  festival,
  registration,
}: {
  festival: FestivalView;
  registration: PlayerRegistration;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { role, attending, has_companion, companion_registered, checked_in_at } = registration;
  let day: string;
  if (checked_in_at) {
    day = t('festival.ticket.checkedIn', { date: formatDateTime(checked_in_at, language) });
  } else if (!attending) {
    day = t('festival.next.notAttending');
  } else {
    day = t(festival.phase === 'event' ? 'festival.next.drawnEvent' : 'festival.how.checkIn');
  }
  return (
    <FestivalNotice title={t(`festival.next.registeredTitle.${role}`)}>
      <p>{day}</p>
      {role === 'visitor' && has_companion && (
        <p>
          {t(
            companion_registered
              ? 'festival.next.companionRegistered'
              : 'festival.next.companionWaiting',
          )}
        </p>
      )}
      <Link
        className="button button--primary"
        to={role === 'visitor' ? visitPath(festival.id) : companionPath(festival.id)}
      >
        {t('festival.ticket.title')}
      </Link>
    </FestivalNotice>
  );
}

/** What the player can do now on the festival's page, by phase and by their state. */
export function NextStep({ festival, signedIn }: { festival: FestivalView; signedIn: boolean }) {
  const { t } = useTranslation();
  const [now] = useState(() => Date.now());
  const language = currentLanguage();
  const signIn = useSignIn();
  const preRegister = usePreRegister();
  const date = (value: string) => formatDateTime(value, language);
  const end = (value: string) => formatEnd(value, language);
  const player = festival.player;
  const companionLink = signedIn && (
    <p>
      {t('festival.next.companionInvite')}{' '}
      <Link to={companionPath(festival.id)}>{t('festival.next.companionLink')}</Link>
    </p>
  );
  const loginButton = (
    <GuardedButton className="button button--primary" onClick={() => signIn()}>
      {t('festival.next.login')}
    </GuardedButton>
  );

  switch (festival.phase) {
    case 'upcoming':
      return (
        <FestivalNotice>
          {t('festival.next.upcoming', {
            date: formatStart(festival.pre_registration_from, language),
          })}
        </FestivalNotice>
      );
    case 'pre_registration':
      if (!signedIn) {
        return (
          <FestivalNotice>
            <p>
              {t('festival.next.loginToPreRegister', { date: end(festival.pre_registration_to) })}
            </p>
            {loginButton}
          </FestivalNotice>
        );
      }
      if (player?.pre_registered) {
        return (
          <FestivalNotice title={t('festival.next.preRegisteredTitle')}>
            <p>
              {t('festival.next.preRegistered', {
                date: date(player.pre_registered_at!),
                draw: date(festival.draw_at),
              })}
            </p>
          </FestivalNotice>
        );
      }
      return (
        <FestivalNotice>
          <p>
            {t('festival.next.preRegister', {
              date: end(festival.pre_registration_to),
              draw: date(festival.draw_at),
            })}
          </p>
          <RequestButton
            request={preRegister}
            send={() => preRegister.mutateAsync(festival.id)}
            failureKey={preRegisterFailureKey}
          >
            {t('festival.next.preRegisterButton')}
          </RequestButton>
        </FestivalNotice>
      );
    case 'awaiting_draw':
      return (
        <FestivalNotice>
          <p>
            {t(
              player?.pre_registered
                ? 'festival.next.awaitingDrawEntered'
                : 'festival.next.preRegistrationEnded',
              { draw: date(festival.draw_at) },
            )}
          </p>
        </FestivalNotice>
      );
    case 'registration':
    case 'event': {
      const open = now < new Date(festival.registration_to).getTime();
      if (!signedIn) {
        return (
          <FestivalNotice>
            <p>{t('festival.next.loginToSee')}</p>
            {loginButton}
          </FestivalNotice>
        );
      }
      if (player?.registration) {
        return <Registered festival={festival} registration={player.registration} />;
      }
      if (player?.drawn) {
        return (
          <FestivalNotice title={t('festival.next.drawnTitle')}>
            <p>
              {t(festival.phase === 'event' ? 'festival.next.drawnEvent' : 'festival.next.drawn', {
                date: end(festival.registration_to),
              })}
            </p>
            <Link className="button button--primary" to={visitPath(festival.id)}>
              {t('festival.next.visitLink')}
            </Link>
          </FestivalNotice>
        );
      }
      return (
        <FestivalNotice>
          <p>
            {t(
              player?.pre_registered
                ? 'festival.next.notDrawn'
                : 'festival.next.preRegistrationEnded',
            )}
          </p>
          {open ? companionLink : null}
        </FestivalNotice>
      );
    }
    case 'ended':
      return (
        <FestivalNotice title={t('festival.next.endedTitle')}>
          <p>{t('festival.next.ended', { date: end(festival.reward_until) })}</p>
          {signedIn && (
            <Link className="button button--primary" to={rewardPath(festival.id)}>
              {t('festival.next.rewardLink')}
            </Link>
          )}
        </FestivalNotice>
      );
  }
}
