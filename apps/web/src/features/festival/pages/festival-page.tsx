import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found';
import { Section } from '../../../components/section';
import { currentLanguage, pointsAmount } from '../../../lib/i18n';
import { QueryIsland } from '../../../lib/query-client';
import { isMissing } from '../../../lib/use-read-failure';
import { useSession } from '../../../lib/use-session';
import { useFestival } from '../api/festival-api';
import { useLeaveOnError } from '../api/read-failure';
import { FestivalFacts, FestivalHead, FestivalProof } from '../components/festival-parts';
import { FestivalFrame } from '../components/festival-frame';
import { NextStep } from '../components/next-step';
import '../festival.css';

function FestivalDetail() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { signedIn } = useSession();
  const { data: festival, error } = useFestival(id, currentLanguage(), signedIn);
  useLeaveOnError(error);
  if (isMissing(error)) return <NotFoundPage />;
  if (!festival) return <FestivalFrame title={t('pages.festival')} loading />;
  return (
    <FestivalFrame title={festival.name}>
      <FestivalHead festival={festival} />
      <Section id="festival-next-title" title={t('festival.next.title')}>
        <NextStep festival={festival} signedIn={signedIn} />
      </Section>
      <FestivalFacts festival={festival} />
      <Section id="festival-how-title" title={t('festival.how.title')}>
        <ol className="festival-steps">
          <li>{t('festival.how.preRegister')}</li>
          <li>{t('festival.how.draw', { number: festival.visitor_slots })}</li>
          <li>{t('festival.how.register')}</li>
          <li>{t('festival.how.checkIn')}</li>
          <li>{t('festival.how.reward', { points: pointsAmount(festival.reward_points) })}</li>
        </ol>
      </Section>
      <FestivalProof festival={festival} />
    </FestivalFrame>
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
