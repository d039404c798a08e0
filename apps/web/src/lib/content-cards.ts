import type { Notice, Topic } from '@points/contracts';
import type { ContentCardData } from '../components/content-card';

/** A news notice as a card: to /news/{reason_id} (SPEC.md §2, Cards). */
export function noticeCard(notice: Notice): ContentCardData {
  return {
    to: `/news/${notice.reason_id}`,
    text: notice.notice_languages[0] ?? { language_id: 'en', title: notice.notice_title },
    thumbnailJa: notice.notice_thumbnail_path_jp_url,
    thumbnailEn: notice.notice_thumbnail_path_en_url,
    publicStartDate: notice.public_start_date,
    isRead: notice.is_read,
  };
}

/** A topic as a card: to /topic/news/{reason_id}. */
export function topicCard(topic: Topic): ContentCardData {
  return {
    to: `/topic/news/${topic.reason_id}`,
    text: topic.news_languages[0] ?? { language_id: 'en', title: topic.reason_id },
    thumbnailJa: topic.news_thumbnail_path_jp_url,
    thumbnailEn: topic.news_thumbnail_path_en_url,
    publicStartDate: topic.public_start_date,
  };
}
