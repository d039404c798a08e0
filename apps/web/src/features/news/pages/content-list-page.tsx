import { useState } from 'react';
import { QueryIsland } from '../../../lib/query-client';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CONTENT_LIMITS } from '@points/contracts/constants';
import { ContentCardList, type ContentCardData } from '../../../components/content-card';
import { PageFrame } from '../../../components/page-frame';
import { Pager } from '../../../components/pager';
import { useNotices, useTopics } from '../../../lib/content-api';
import { noticeCard, topicCard } from '../../../lib/content-cards';
import { pageParam } from '../../../lib/content-requests';
import { currentLanguage } from '../../../lib/i18n';
import { Loading } from '../../../components/loading';

/** The page asked for in `?page=`, 1 when absent or not a page number. */
function usePageParam(): number {
  const [params] = useSearchParams();
  return pageParam(`?${params.toString()}`);
}

function ListFrame({
  title,
  path,
  page,
  data,
  isPending,
  pagerLabel,
}: {
  title: string;
  path: string;
  page: number;
  data: { cards: ContentCardData[]; total: number } | undefined;
  isPending: boolean;
  pagerLabel: string;
}) {
  const { t } = useTranslation();
  const [now] = useState(() => Date.now());
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / CONTENT_LIMITS.homeNews));
  return (
    <PageFrame title={title} wide>
      {isPending ? (
        <Loading />
      ) : !data || data.cards.length === 0 ? (
        <p className="notice-card">{t('content.noNews')}</p>
      ) : (
        <ContentCardList cards={data.cards} now={now} eagerCount={4} />
      )}
      <Pager
        page={page}
        pages={pages}
        label={pagerLabel}
        hrefFor={(target) => (target === 1 ? path : `${path}?page=${target}`)}
      />
    </PageFrame>
  );
}

/** /news: the news, 8 a page, "Page X of Y" (SPEC.md §2). */
function NewsListPageContent() {
  const { t } = useTranslation();
  const page = usePageParam();
  const { data, isPending } = useNotices(page, CONTENT_LIMITS.homeNews, currentLanguage());
  return (
    <ListFrame
      title={t('pages.news')}
      path="/news"
      page={page}
      isPending={isPending}
      pagerLabel={t('content.newsPages')}
      data={data && { cards: data.notices.map(noticeCard), total: data.pagination.total }}
    />
  );
}

/** /topic/news/list: the topics, 8 a page. */
function TopicListPageContent() {
  const { t } = useTranslation();
  const page = usePageParam();
  const { data, isPending } = useTopics(page, CONTENT_LIMITS.homeNews, currentLanguage());
  return (
    <ListFrame
      title={t('pages.topics')}
      path="/topic/news/list"
      page={page}
      isPending={isPending}
      pagerLabel={t('content.topicPages')}
      data={data && { cards: data.topics.map(topicCard), total: data.pagination.total }}
    />
  );
}

export function NewsListPage() {
  return (
    <QueryIsland>
      <NewsListPageContent />
    </QueryIsland>
  );
}

export function TopicListPage() {
  return (
    <QueryIsland>
      <TopicListPageContent />
    </QueryIsland>
  );
}
