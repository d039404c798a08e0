import { useTranslation } from 'react-i18next';
import type { FestivalPhase, FestivalSummary, FestivalView } from '@points/contracts';
import { formatHours } from '../lib/dates';
import { useFestivals, type FestivalFilter } from '../lib/festival-list';
import { currentLanguage } from '../lib/i18n';
import { Section } from './section';
import { CardLink } from './card-link';
import { StateBadge, type BadgeTone } from './state-badge';

const TONES: Record<FestivalPhase, BadgeTone> = {
  upcoming: 'closed',
  pre_registration: 'open',
  awaiting_draw: 'closed',
  registration: 'owned',
  event: 'owned',
  ended: 'closed',
};

/** The badge of where the festival stands (SPEC.md §4). */
export function FestivalPhaseBadge({ phase }: { phase: FestivalPhase }) {
  const { t } = useTranslation();
  return <StateBadge tone={TONES[phase]}>{t(`festival.phases.${phase}`)}</StateBadge>;
}

/** "21 Jul 2027 01:00 – 09:00 UTC": the event's day and hours (and the player's local ones). */
export function useEventTime() {
  const language = currentLanguage();
  return (festival: Pick<FestivalView, 'event_starts_at' | 'event_ends_at'>) =>
    formatHours(festival.event_starts_at, festival.event_ends_at, language);
}

/**
 * A festival's card on /campaigns and the home page: it links to the festival's page, or where
 * its reward is claimable now, to the reward's page.
 */
export function FestivalCard({
  festival,
  claimable = false,
}: {
  festival: FestivalSummary;
  claimable?: boolean;
}) {
  const { t } = useTranslation();
  const eventTime = useEventTime();
  const id = encodeURIComponent(festival.id);
  return (
    <CardLink
      to={claimable ? `/campaign-festival-reward/${id}` : `/campaign-festival/${id}`}
      image={festival.image}
    >
      {claimable ? (
        <StateBadge tone="open">{t('campaigns.states.claimable')}</StateBadge>
      ) : (
        <FestivalPhaseBadge phase={festival.phase} />
      )}
      <span className="coupon-campaign__name">{festival.name}</span>
      <span className="coupon-campaign__meta">{eventTime(festival)}</span>
      <span className="coupon-campaign__meta">{festival.venue}</span>
    </CardLink>
  );
}

/**
 * The festivals still of interest, as cards: on /campaigns and the home page; under "Claimable
 * now", only those whose attendance reward the player can claim now.
 */
export function FestivalSection({ filter = 'all' }: { filter?: FestivalFilter }) {
  const { t } = useTranslation();
  const { data } = useFestivals(currentLanguage(), filter);
  if (!data || data.length === 0) return null;
  return (
    <Section id="festivals-title" title={t('festival.listTitle')}>
      <ul className="coupon-campaigns">
        {data.map((festival) => (
          <li key={festival.id}>
            <FestivalCard festival={festival} claimable={filter === 'claimable'} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
