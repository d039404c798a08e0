import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LIMITS } from '@points/contracts/constants';
import { CarouselPlaceholder } from '../../components/carousel-placeholder';
import { ContentCardList } from '../../components/content-card';
import { FestivalSection } from '../../components/festival-cards';
import { Loading } from '../../components/loading';
import { MoreButton } from '../../components/more-button';
import { Section } from '../../components/section';
import { useCarousel, useNotices, useTopics } from '../../lib/content-api';
import { noticeCard, topicCard } from '../../lib/content-cards';
import { currentLanguage } from '../../lib/i18n';
import { QueryIsland } from '../../lib/query-client';
import { StorePromotion } from './store-promotion';

// Fetched only when needed: the carousel (with Embla) once its place nears the viewport, the
// popup (a dialog, with rich text) for a signed-in player.
const Carousel = lazy(() => import('../../components/carousel'));
const HomePopup = lazy(async () => ({ default: (await import('./home-popup')).HomePopup }));

function CampaignCarousel() {
  const language = currentLanguage();
  const { data: items } = useCarousel(language);
  // The topics above it (the same query as LatestTopics') take their room once they arrive:
  // until then the carousel's place is higher up than where it will stay.
  const topics = useTopics(1, CONTENT_LIMITS.homeTopics, language);
  const [near, setNear] = useState(false);
  const onNear = useCallback(() => setNear(true), []);
  if (items && items.length === 0) return null;
  if (!items || !near) {
    return <CarouselPlaceholder onNear={topics.isPending ? undefined : onNear} />;
  }
  return (
    <Suspense fallback={<CarouselPlaceholder />}>
      <Carousel items={items} language={language} />
    </Suspense>
  );
}

function LatestTopics({ now }: { now: number }) {
  const { t } = useTranslation();
  const { data } = useTopics(1, CONTENT_LIMITS.homeTopics, currentLanguage());
  if (!data || data.topics.length === 0) return null;
  return (
    <Section
      id="topics-title"
      title={t('home.topicsTitle')}
      action={
        data.pagination.total > CONTENT_LIMITS.homeTopics && (
          <MoreButton to="/topic/news/list" label={t('home.moreTopics')} />
        )
      }
    >
      <ContentCardList cards={data.topics.map(topicCard)} now={now} columns={3} />
    </Section>
  );
}

function LatestNews({ now }: { now: number }) {
  const { t } = useTranslation();
  const { data, isPending } = useNotices(1, CONTENT_LIMITS.homeNews, currentLanguage());
  return (
    <Section
      id="news-title"
      anchor="news"
      title={t('home.newsTitle')}
      action={
        data && data.notices.length > 0 && <MoreButton to="/news/" label={t('home.moreNews')} />
      }
    >
      {isPending ? (
        <Loading />
      ) : !data || data.notices.length === 0 ? (
        <p className="notice-card">{t('content.noNews')}</p>
      ) : (
        <ContentCardList cards={(data?.notices ?? []).map(noticeCard)} now={now} />
      )}
    </Section>
  );
}

/**
 * The home page's content (SPEC.md §2, in its order): the store promotion and the popup for
 * players, the latest topics, the carousel, the festival, the latest news. It arrives with its own code (and
 * TanStack Query's) after the hero and the games store's banner have painted.
 */
export default function HomeContent({ signedIn, now }: { signedIn: boolean; now: number }) {
  return (
    <QueryIsland>
      {signedIn && (
        <Suspense fallback={null}>
          <HomePopup />
        </Suspense>
      )}
      {signedIn && <StorePromotion />}
      <LatestTopics now={now} />
      <CampaignCarousel />
      <FestivalSection />
      <LatestNews now={now} />
    </QueryIsland>
  );
}
