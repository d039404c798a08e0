import { useTranslation } from 'react-i18next';
import type { FestivalView } from '@points/contracts';
import { CampaignHead } from '../../../components/campaign-head';
import { DrawProofCheck, DrawProofFacts } from '../../../components/draw-proof-facts';
import { FestivalPhaseBadge, useEventTime } from '../../../components/festival-cards';
import { Section } from '../../../components/section';
import { formatDateTime, formatEnd, formatPeriod } from '../../../lib/dates';
import { currentLanguage, formatPoints, pointsAmount } from '../../../lib/i18n';
import { festivalProofUrl } from '../api/festival-api';
import '../festival.css';

/** The festival's image, venue and description, with its phase. */
export function FestivalHead({ festival }: { festival: FestivalView }) {
  const { t } = useTranslation();
  const eventTime = useEventTime();
  return (
    <CampaignHead image={festival.image}>
      <FestivalPhaseBadge phase={festival.phase} />
      <p className="festival-when">
        <strong>{eventTime(festival)}</strong>
        <br />
        {t('festival.venue', { venue: festival.venue })}
      </p>
      <p>{festival.description}</p>
    </CampaignHead>
  );
}

/** Every date of the festival, in UTC. */
export function FestivalFacts({ festival }: { festival: FestivalView }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const eventTime = useEventTime();
  return (
    <dl className="facts lottery-facts" aria-label={t('festival.facts.label')}>
      <dt>{t('festival.facts.preRegistration')}</dt>
      <dd>
        {formatPeriod(festival.pre_registration_from, festival.pre_registration_to, language)}
      </dd>
      <dt>{t('festival.facts.draw')}</dt>
      <dd>{formatDateTime(festival.draw_at, language)}</dd>
      <dt>{t('festival.facts.registrationUntil')}</dt>
      <dd>{formatEnd(festival.registration_to, language)}</dd>
      <dt>{t('festival.facts.event')}</dt>
      <dd>{eventTime(festival)}</dd>
      <dt>{t('festival.facts.visitorSlots')}</dt>
      <dd>{formatPoints(festival.visitor_slots)}</dd>
      <dt>{t('festival.facts.preRegistrations')}</dt>
      <dd>{formatPoints(festival.pre_registrations)}</dd>
      <dt>{t('festival.facts.reward')}</dt>
      <dd>
        {t('festival.facts.rewardValue', {
          points: pointsAmount(festival.reward_points),
          date: formatEnd(festival.reward_until, language),
        })}
      </dd>
    </dl>
  );
}

/** The visitor draw's proof: the commitment from the start, everything once drawn. */
export function FestivalProof({ festival }: { festival: FestivalView }) {
  const { t } = useTranslation();
  const url = festivalProofUrl(festival.id);
  return (
    <Section
      id="festival-proof-title"
      title={t('festival.proof.title')}
      className="section coupon-panel"
    >
      <p>{t('festival.proof.text')}</p>
      <DrawProofFacts proof={festival.proof} periodLabel="festival.proof.period" />
      {festival.proof.seed && (
        <DrawProofCheck url={url} filename={`festival-draw-${festival.id}.json`} />
      )}
    </Section>
  );
}
