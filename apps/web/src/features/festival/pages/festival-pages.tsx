import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { FestivalView, RewardData } from '@points/contracts';
import { GuardedButton } from '../../../components/guarded-button';
import { NotFoundPage } from '../../../components/not-found';
import { PageFrame } from '../../../components/page-frame';
import { ApiError, goToErrorPage, leaveIfVisitEnds } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { currentLanguage, formatPoints } from '../../../lib/i18n';
import { navigate } from '../../../lib/navigation';
import { QueryIsland } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/use-session';
import { useSignIn } from '../../../lib/use-sign-in';
import {
  useClaimReward,
  useFestival,
  usePreRegister,
  useRegistration,
  useReward,
  type FestivalRole,
} from '../api/festival-api';
import { FestivalFacts, FestivalHead, FestivalProof } from '../components/festival-parts';
import { RegistrationForm } from '../components/registration-form';
import { Ticket } from '../components/ticket';

const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.code === 404 || error.code === 400);

/** A failed read that is not "no such festival" leaves for the error page. */
function useLeaveOnError(error: unknown) {
  useEffect(() => {
    if (error && !isMissing(error) && !leaveIfVisitEnds(error)) {
      goToErrorPage(navigate, error instanceof ApiError ? error.code : 503, { replace: true });
    }
  }, [error]);
}

const festivalPath = (id: string) => `/campaign-festival/${encodeURIComponent(id)}`;
const visitPath = (id: string) => `/campaign-festival-visit/${encodeURIComponent(id)}`;
const companionPath = (id: string) => `/campaign-festival-companion/${encodeURIComponent(id)}`;
const rewardPath = (id: string) => `/campaign-festival-reward/${encodeURIComponent(id)}`;

/** The frame of the festival's pages: crumbs back to the campaigns and the festival. */
function Frame({
  title,
  festival,
  children,
}: {
  title: string;
  festival?: FestivalView;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const crumbs = [{ label: t('pages.campaigns'), to: '/campaigns' }];
  if (festival && title !== festival.name)
    crumbs.push({ label: festival.name, to: festivalPath(festival.id) });
  return (
    <PageFrame title={title} crumbs={crumbs} wide>
      {children}
    </PageFrame>
  );
}

const Loading = ({ title }: { title: string }) => (
  <Frame title={title}>
    <div className="page-loading" aria-busy="true" />
  </Frame>
);

function Notice({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="notice-card festival-notice" role="status">
      {title && <p className="notice-card__title">{title}</p>}
      {children}
    </div>
  );
}

/** What the player can do now on the festival's page, by phase and by their state. */
function NextStep({ festival, signedIn }: { festival: FestivalView; signedIn: boolean }) {
  const { t } = useTranslation();
  const [now] = useState(() => Date.now());
  const language = currentLanguage();
  const signIn = useSignIn();
  const preRegister = usePreRegister();
  const date = (value: string) => formatDateTime(value, language);
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
        <Notice>
          {t('festival.next.upcoming', { date: date(festival.pre_registration_from) })}
        </Notice>
      );
    case 'pre_registration':
      if (!signedIn) {
        return (
          <Notice>
            <p>
              {t('festival.next.loginToPreRegister', { date: date(festival.pre_registration_to) })}
            </p>
            {loginButton}
          </Notice>
        );
      }
      if (player?.pre_registered) {
        return (
          <Notice title={t('festival.next.preRegisteredTitle')}>
            <p>
              {t('festival.next.preRegistered', {
                date: date(player.pre_registered_at!),
                draw: date(festival.draw_at),
              })}
            </p>
          </Notice>
        );
      }
      return (
        <Notice>
          <p>
            {t('festival.next.preRegister', {
              date: date(festival.pre_registration_to),
              draw: date(festival.draw_at),
            })}
          </p>
          {preRegister.isError && (
            <p className="field__error" role="alert">
              {t(
                preRegister.error instanceof ApiError &&
                  preRegister.error.reason === 'pre_registration_closed'
                  ? 'festival.refusals.pre_registration_closed'
                  : 'festival.refusals.generic',
              )}
            </p>
          )}
          <GuardedButton
            className="button button--primary"
            disabled={preRegister.isPending}
            onClick={() =>
              preRegister.mutateAsync(festival.id).catch((failure: unknown) => {
                leaveIfVisitEnds(failure);
              })
            }
          >
            {t('festival.next.preRegisterButton')}
          </GuardedButton>
        </Notice>
      );
    case 'awaiting_draw':
      return (
        <Notice>
          <p>
            {t(
              player?.pre_registered
                ? 'festival.next.awaitingDrawEntered'
                : 'festival.next.preRegistrationEnded',
              { draw: date(festival.draw_at) },
            )}
          </p>
        </Notice>
      );
    case 'registration':
    case 'event': {
      const open = now < new Date(festival.registration_to).getTime();
      if (!signedIn) {
        return (
          <Notice>
            <p>{t('festival.next.loginToSee')}</p>
            {loginButton}
          </Notice>
        );
      }
      if (player?.drawn) {
        return (
          <Notice title={t('festival.next.drawnTitle')}>
            <p>
              {t(festival.phase === 'event' ? 'festival.next.drawnEvent' : 'festival.next.drawn', {
                date: date(festival.registration_to),
              })}
            </p>
            <Link className="button button--primary" to={visitPath(festival.id)}>
              {t('festival.next.visitLink')}
            </Link>
          </Notice>
        );
      }
      return (
        <Notice>
          <p>
            {t(
              player?.pre_registered
                ? 'festival.next.notDrawn'
                : 'festival.next.preRegistrationEnded',
            )}
          </p>
          {open ? companionLink : null}
        </Notice>
      );
    }
    case 'ended':
      return (
        <Notice title={t('festival.next.endedTitle')}>
          <p>{t('festival.next.ended', { date: formatDate(festival.reward_until, language) })}</p>
          {signedIn && (
            <Link className="button button--primary" to={rewardPath(festival.id)}>
              {t('festival.next.rewardLink')}
            </Link>
          )}
        </Notice>
      );
  }
}

function FestivalDetail() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { signedIn } = useSession();
  const { data: festival, error } = useFestival(id, currentLanguage(), signedIn);
  useLeaveOnError(error);
  if (isMissing(error)) return <NotFoundPage />;
  if (!festival) return <Loading title={t('pages.festival')} />;
  return (
    <Frame title={festival.name}>
      <FestivalHead festival={festival} />
      <section className="section" aria-labelledby="festival-next-title">
        <h2 id="festival-next-title" className="section__title">
          {t('festival.next.title')}
        </h2>
        <NextStep festival={festival} signedIn={signedIn} />
      </section>
      <FestivalFacts festival={festival} />
      <section className="section" aria-labelledby="festival-how-title">
        <h2 id="festival-how-title" className="section__title">
          {t('festival.how.title')}
        </h2>
        <ol className="festival-steps">
          <li>{t('festival.how.preRegister')}</li>
          <li>{t('festival.how.draw', { count: festival.visitor_slots })}</li>
          <li>{t('festival.how.register')}</li>
          <li>{t('festival.how.checkIn')}</li>
          <li>{t('festival.how.reward', { points: formatPoints(festival.reward_points) })}</li>
        </ol>
      </section>
      <FestivalProof festival={festival} />
    </Frame>
  );
}

/** /campaign-festival/{id}: the festival, pre-registration and what comes next for this player. */
export function FestivalPage() {
  return (
    <QueryIsland>
      <FestivalDetail />
    </QueryIsland>
  );
}

/** Why the form is not offered: before the draw, after the period, or not drawn (4047). */
function closedReason(festival: FestivalView, role: FestivalRole, now: number): string | null {
  if (!festival.proof.seed) return 'festival.register.beforeDraw';
  if (now >= new Date(festival.registration_to).getTime()) return 'festival.register.closed';
  if (role === 'visitor' && !festival.player?.drawn) return 'error.messages.4047';
  return null;
}

function Registration({ role }: { role: FestivalRole }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { data, error } = useRegistration(id, role, language);
  const [now] = useState(() => Date.now());
  const title = t(role === 'visitor' ? 'pages.festivalVisit' : 'pages.festivalCompanion');
  useLeaveOnError(error);
  if (isMissing(error)) return <NotFoundPage />;
  if (!data) return <Loading title={title} />;
  const { festival, registration } = data;
  let body: ReactNode;
  if (registration) {
    body = (
      <>
        {registration.role !== role && (
          <Notice>
            <p>{t(`festival.register.registeredAs.${registration.role}`)}</p>
          </Notice>
        )}
        <Ticket registration={registration} />
      </>
    );
  } else {
    const reason = closedReason(festival, role, now);
    body = reason ? (
      <div className="notice-card festival-notice" role="alert">
        {reason === 'error.messages.4047' && (
          <p className="notice-card__title">{t('error.titles.4047')}</p>
        )}
        <p>
          {t(reason, {
            date: formatDateTime(
              reason === 'festival.register.beforeDraw'
                ? festival.draw_at
                : festival.registration_to,
              language,
            ),
          })}
        </p>
      </div>
    ) : (
      <>
        <p className="page__lead">
          {t(
            role === 'visitor'
              ? 'festival.register.visitorLead'
              : 'festival.register.companionLead',
            {
              date: formatDateTime(festival.registration_to, language),
            },
          )}
        </p>
        <RegistrationForm
          festivalId={festival.id}
          role={role}
          data={data}
          initialCode={search.get('code') ?? ''}
        />
      </>
    );
  }
  return (
    <Frame title={title} festival={festival}>
      <p className="festival-subtitle">
        <Link to={festivalPath(festival.id)}>{festival.name}</Link>
      </p>
      {body}
    </Frame>
  );
}

/** /campaign-festival-visit/{id}: a drawn player registers as a visitor, then shows the ticket. */
export function FestivalVisitPage() {
  return (
    <QueryIsland>
      <Registration role="visitor" />
    </QueryIsland>
  );
}

/** /campaign-festival-companion/{id}: a player registers with a visitor's companion code. */
export function FestivalCompanionPage() {
  return (
    <QueryIsland>
      <Registration role="companion" />
    </QueryIsland>
  );
}

function RewardState({ data }: { data: RewardData }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const claim = useClaimReward();
  const { festival, reward, registration } = data;
  const points = formatPoints(reward.points);
  switch (reward.state) {
    case 'claimable':
      return (
        <Notice title={t('festival.reward.claimableTitle')}>
          <p>
            {t('festival.reward.claimable', {
              points,
              date: formatDateTime(festival.reward_until, language),
            })}
          </p>
          {claim.isError && (
            <p className="field__error" role="alert">
              {t('festival.refusals.generic')}
            </p>
          )}
          <GuardedButton
            className="button button--primary"
            disabled={claim.isPending}
            onClick={() =>
              claim.mutateAsync(festival.id).catch((failure: unknown) => {
                leaveIfVisitEnds(failure);
              })
            }
          >
            {t('festival.reward.claim', { points })}
          </GuardedButton>
        </Notice>
      );
    case 'claimed':
      return (
        <Notice title={t('festival.reward.claimedTitle')}>
          <p>
            {t('festival.reward.claimed', {
              points,
              date: formatDateTime(reward.claimed_at!, language),
            })}
          </p>
          <Link className="button button--ghost" to="/point-history">
            {t('festival.reward.history')}
          </Link>
        </Notice>
      );
    case 'not_open':
      return (
        <Notice>
          <p>
            {t('festival.reward.notOpen', {
              points,
              date: formatDateTime(festival.event_ends_at, language),
            })}
          </p>
        </Notice>
      );
    case 'closed':
      return (
        <Notice>
          <p>
            {t('festival.reward.closed', { date: formatDateTime(festival.reward_until, language) })}
          </p>
        </Notice>
      );
    case 'not_attended':
      return (
        <Notice>
          <p>{t(registration ? 'festival.reward.notAttended' : 'festival.reward.notRegistered')}</p>
        </Notice>
      );
  }
}

function Reward() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error } = useReward(id, currentLanguage());
  useLeaveOnError(error);
  if (isMissing(error)) return <NotFoundPage />;
  if (!data) return <Loading title={t('pages.festivalReward')} />;
  return (
    <Frame title={t('pages.festivalReward')} festival={data.festival}>
      <p className="festival-subtitle">
        <Link to={festivalPath(data.festival.id)}>{data.festival.name}</Link>
      </p>
      <p className="page__lead">
        {t('festival.reward.lead', { points: formatPoints(data.reward.points) })}
      </p>
      <RewardState data={data} />
    </Frame>
  );
}

/** /campaign-festival-reward/{id}: attendees claim the attendance reward after the event, once. */
export function FestivalRewardPage() {
  return (
    <QueryIsland>
      <Reward />
    </QueryIsland>
  );
}

function Ended() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { id = '' } = useParams();
  // Read as nobody: the ended page never shows anyone signed in (SPEC.md §4).
  const { data: festival, error } = useFestival(id, language, false);
  useEffect(() => {
    if (error && !isMissing(error)) {
      goToErrorPage(navigate, error instanceof ApiError ? error.code : 503, { replace: true });
    }
  }, [error]);
  if (isMissing(error)) {
    return (
      <PlainFrame title={t('pages.festivalEnded')}>
        <p className="notice-card">{t('festival.ended.unknown')}</p>
      </PlainFrame>
    );
  }
  if (!festival) return <PlainFrame title={t('pages.festivalEnded')} loading />;
  const ended = festival.phase === 'ended';
  return (
    <PlainFrame title={ended ? t('pages.festivalEnded') : festival.name}>
      <img className="festival-ended__image" src={festival.image} alt="" width="480" height="270" />
      <p className="festival-ended__name">{festival.name}</p>
      <p>
        {formatDate(festival.event_starts_at, language)} · {festival.venue}
      </p>
      {ended ? (
        <>
          <p className="page__lead">{t('festival.ended.thanks')}</p>
          <p>
            {t('festival.ended.reward', {
              points: formatPoints(festival.reward_points),
              date: formatDate(festival.reward_until, language),
            })}
          </p>
        </>
      ) : (
        <p className="notice-card">{t('festival.ended.notYet')}</p>
      )}
    </PlainFrame>
  );
}

/** The ended page's frame: a heading and its text, no breadcrumbs and no links. */
function PlainFrame({
  title,
  loading = false,
  children,
}: {
  title: string;
  loading?: boolean;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <article className="page festival-ended">
      <h1 className="page__title">{title}</h1>
      {loading ? <div className="page-loading" aria-busy="true" /> : children}
    </article>
  );
}

/** /campaign-festival-ended/{id}: the stripped thank-you page once the event is over. */
export function FestivalEndedPage() {
  return (
    <QueryIsland>
      <Ended />
    </QueryIsland>
  );
}
