import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { FestivalView } from '@points/contracts';
import { NotFoundPage } from '../../../components/not-found';
import { formatDateTime, formatEnd } from '../../../lib/dates';
import { currentLanguage } from '../../../lib/i18n';
import { isMissing } from '../../../lib/use-read-failure';
import { useRegistration, type FestivalRole } from '../api/festival-api';
import { useLeaveOnError } from '../api/read-failure';
import { FestivalFrame, FestivalNotice, FestivalSubtitle } from './festival-frame';
import { RegistrationForm } from './registration-form';
import { Ticket } from './ticket';
import '../festival.css';

/** Why the form is not offered: before the draw, after the period, or not drawn (4047). */
function closedReason(festival: FestivalView, role: FestivalRole, now: number): string | null {
  if (!festival.proof.seed) return 'festival.register.beforeDraw';
  if (now >= new Date(festival.registration_to).getTime()) return 'festival.register.closed';
  if (role === 'visitor' && !festival.player?.drawn) return 'error.messages.4047';
  return null;
}

/** Registering as a visitor or a companion, or the ticket once registered. */
export function Registration({ role }: { role: FestivalRole }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { data, error } = useRegistration(id, role, language);
  const [now] = useState(() => Date.now());
  const title = t(role === 'visitor' ? 'pages.festivalVisit' : 'pages.festivalCompanion');
  useLeaveOnError(error);
  if (isMissing(error)) return <NotFoundPage />;
  if (!data) return <FestivalFrame title={title} loading />;
  const { festival, registration } = data;
  let body: ReactNode;
  if (registration) {
    body = (
      <>
        {registration.role !== role && (
          <FestivalNotice>
            <p>{t(`festival.register.registeredAs.${registration.role}`)}</p>
          </FestivalNotice>
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
              date: formatEnd(festival.registration_to, language),
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
    <FestivalFrame title={title} festival={festival}>
      <FestivalSubtitle festival={festival} />
      {body}
    </FestivalFrame>
  );
}
