import type { ContentText } from '@points/contracts';
import { CONTENT_ID_PATTERN } from '@points/contracts/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ContentImage } from '../../../components/content-card';
import { NotFoundPage } from '../../../components/not-found';
import { PageFrame } from '../../../components/page-frame';
import { RichText } from '../../../components/rich-text';
import { Section } from '../../../components/section';
import { useNotice, useNotices, useTopic, useTopics } from '../../../lib/content-api';
import { cardTitle, thumbnailFor } from '../../../lib/content-rules';
import { formatDate } from '../../../lib/dates';
import { currentLanguage } from '../../../lib/i18n';
import { QueryIsland } from '../../../lib/query-client';
import { useReadFailure } from '../../../lib/use-read-failure';
import './content-detail-page.css';

/** What a content id looks like; anything else is page-not-found without asking the API. */
export const isContentId = (id: string) => CONTENT_ID_PATTERN.test(id);

const RELATED_COUNT = 5;

interface Article {
  text: ContentText;
  thumbnailJa: string | null;
  thumbnailEn: string | null;
  publicStartDate: string;
}

interface Related {
  to: string;
  title: string;
  date: string;
}

/** The latest others of the same kind, beside the article on a wide screen, below it on a phone. */
function RelatedList({ title, items }: { title: string; items: Related[] }) {
  const language = currentLanguage();
  if (items.length === 0) return null;
  return (
    <Section id="related-title" title={title} className="with-aside__aside related" as="aside">
      <ul className="related__list">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.title}</Link>
            <time dateTime={item.date.slice(0, 10)}>{formatDate(item.date, language)}</time>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A notice or topic page body, as /news/{id} and /topic/news/{id} show it (and the console's preview). */
export function ArticlePage({
  article,
  error,
  parent,
  related,
}: {
  article: Article | undefined;
  error: unknown;
  parent: { label: string; to: string };
  related: ReactNode;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const missing = useReadFailure(error, [404]);
  // An id that does not exist (or is not public, or not for this country) is page-not-found.
  if (missing) return <NotFoundPage />;
  if (!article) {
    return <PageFrame title={parent.label} crumbs={[parent]} wide loading />;
  }
  const title = cardTitle(article.text, language, t('content.collectibleGame'));
  const thumbnail = thumbnailFor(language, article.thumbnailJa, article.thumbnailEn);
  const otherLanguage =
    article.text.language_id !== language ? article.text.language_id : undefined;
  return (
    <PageFrame title={title} crumbs={[parent]} wide>
      <div className="with-aside">
        <div className="article with-aside__main" lang={otherLanguage}>
          <p className="article__date">
            <time dateTime={article.publicStartDate.slice(0, 10)}>
              {formatDate(article.publicStartDate, language)}
            </time>
          </p>
          <ContentImage className="article__image" src={thumbnail} />
          <RichText blocks={article.text.body ?? []} />
        </div>
        {related}
      </div>
    </PageFrame>
  );
}

/** /news/{id}: one notice; reading it signed in marks it read. */
function NewsDetailPageContent() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const language = currentLanguage();
  const { data, error } = useNotice(id, language);
  const latest = useNotices(1, RELATED_COUNT + 1, language).data?.notices ?? [];
  if (!isContentId(id)) return <NotFoundPage />;
  return (
    <ArticlePage
      parent={{ label: t('pages.news'), to: '/news' }}
      related={
        <RelatedList
          title={t('home.newsTitle')}
          items={latest
            .filter((notice) => notice.reason_id !== id)
            .slice(0, RELATED_COUNT)
            .map((notice) => ({
              to: `/news/${notice.reason_id}`,
              title: cardTitle(
                notice.notice_languages[0] ?? { language_id: 'en', title: notice.notice_title },
                language,
                t('content.collectibleGame'),
              ),
              date: notice.public_start_date,
            }))}
        />
      }
      error={error}
      article={
        data && {
          text: data.notice_languages[0] ?? { language_id: 'en', title: data.notice_title },
          thumbnailJa: data.notice_thumbnail_path_jp_url,
          thumbnailEn: data.notice_thumbnail_path_en_url,
          publicStartDate: data.public_start_date,
        }
      }
    />
  );
}

/** /topic/news/{id}: one topic. */
function TopicDetailPageContent() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const language = currentLanguage();
  const { data, error } = useTopic(id, language);
  const latest = useTopics(1, RELATED_COUNT + 1, language).data?.topics ?? [];
  if (!isContentId(id)) return <NotFoundPage />;
  return (
    <ArticlePage
      parent={{ label: t('pages.topics'), to: '/topic/news/list' }}
      related={
        <RelatedList
          title={t('home.topicsTitle')}
          items={latest
            .filter((topic) => topic.reason_id !== id)
            .slice(0, RELATED_COUNT)
            .map((topic) => ({
              to: `/topic/news/${topic.reason_id}`,
              title: cardTitle(
                topic.news_languages[0] ?? { language_id: 'en', title: topic.reason_id },
                language,
                t('content.collectibleGame'),
              ),
              date: topic.public_start_date,
            }))}
        />
      }
      error={error}
      article={
        data && {
          text: data.news_languages[0] ?? { language_id: 'en', title: data.reason_id },
          thumbnailJa: data.news_thumbnail_path_jp_url,
          thumbnailEn: data.news_thumbnail_path_en_url,
          publicStartDate: data.public_start_date,
        }
      }
    />
  );
}

export function NewsDetailPage() {
  return (
    <QueryIsland>
      <NewsDetailPageContent />
    </QueryIsland>
  );
}

export function TopicDetailPage() {
  return (
    <QueryIsland>
      <TopicDetailPageContent />
    </QueryIsland>
  );
}
