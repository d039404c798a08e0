import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { ContentPreview } from '@points/contracts';
import { isLanguage, type Language } from '@points/contracts/constants';
import { GameBannerView } from '../../components/game-banner';
import { PopupDialog } from '../../features/home/home-popup';
import { i18n } from '../../lib/i18n';
import { QueryIsland } from '../../lib/query-client';
import { Loading } from '../../components/loading';

const Carousel = lazy(() => import('../../components/carousel'));
// The news pages' own chunk, as the site loads it for /news/{id}.
const ArticlePage = lazy(async () => ({
  default: (await import('../../features/news/pages/content-detail-page')).ArticlePage,
}));

/** Where the console's preview data comes from: the draft as the player API would serve it. */
export function previewDataUrl(id: string, search: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const name of ['token', 'lang', 'country', 'as']) {
    const value = search.get(name);
    if (value) query.set(name, value);
  }
  return `/api/v1/console/preview/content/${encodeURIComponent(id)}?${query.toString()}`;
}

/** The site page whose body each kind of content is previewed as. */
const PAGE_OF = {
  notice: 'newsDetail',
  topic: 'topic',
  popup: 'home',
  carousel: 'home',
  game_banner: 'home',
} as const;

/** The preview's data; a refusal (an expired or foreign token) is a failure the page shows. */
async function fetchPreview(url: string): Promise<ContentPreview> {
  const [{ ContentPreviewResponse }, response] = await Promise.all([
    import('../../lib/response-schemas'),
    fetch(url, { headers: { Accept: 'application/json' } }),
  ]);
  return ContentPreviewResponse.parse(await response.json()).data;
}

/** The content itself, with the site's own components for its kind. */
function PreviewBody({ preview, language }: { preview: ContentPreview; language: Language }) {
  const { t } = useTranslation();
  const [popupOpen, setPopupOpen] = useState(true);
  if (preview.notice) {
    const notice = preview.notice;
    return (
      <Suspense fallback={null}>
        <ArticlePage
          parent={{ label: t('pages.news'), to: '/news' }}
          related={null}
          error={null}
          article={{
            text: notice.notice_languages[0] ?? { language_id: 'en', title: notice.notice_title },
            thumbnailJa: notice.notice_thumbnail_path_jp_url,
            thumbnailEn: notice.notice_thumbnail_path_en_url,
            publicStartDate: notice.public_start_date,
          }}
        />
      </Suspense>
    );
  }
  if (preview.topic) {
    const topic = preview.topic;
    return (
      <Suspense fallback={null}>
        <ArticlePage
          parent={{ label: t('pages.topics'), to: '/topic/news/list' }}
          related={null}
          error={null}
          article={{
            text: topic.news_languages[0] ?? { language_id: 'en', title: topic.reason_id },
            thumbnailJa: topic.news_thumbnail_path_jp_url,
            thumbnailEn: topic.news_thumbnail_path_en_url,
            publicStartDate: topic.public_start_date,
          }}
        />
      </Suspense>
    );
  }
  if (preview.popup) {
    return popupOpen ? (
      <PopupDialog popup={preview.popup} onClose={() => setPopupOpen(false)} />
    ) : null;
  }
  if (preview.carousel_item) {
    return (
      <section className="section" data-testid="preview-carousel">
        <Suspense fallback={null}>
          <Carousel items={[preview.carousel_item]} language={language} />
        </Suspense>
      </section>
    );
  }
  if (preview.game_banner)
    return <GameBannerView banner={preview.game_banner} language={language} />;
  return null;
}

/**
 * `/preview/content/{id}?token=&lang=&country=&as=`: one content as the site renders it, for the
 * operator console's "preview as" frame (the API lets only the site's own origin frame this page).
 * The short-lived preview token is the only key: the operator's token never reaches the site.
 * The language is the preview's, switched without storing it as the operator's own choice.
 */
function ContentPreviewContent() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const requested = search.get('lang');
  const language: Language = isLanguage(requested) ? requested : 'en';
  const url = previewDataUrl(id, search);
  const preview = useQuery({
    queryKey: ['content-preview', url],
    queryFn: () => fetchPreview(url),
    retry: false,
    gcTime: 0,
    meta: { handlesErrors: true },
  });

  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);

  return (
    <main
      id="main"
      className="preview"
      // The frame's landmark is named apart from the console's own main around it.
      aria-label={t(`pages.${PAGE_OF[preview.data?.kind ?? 'notice']}`)}
    >
      {preview.isPending ? <Loading /> : null}
      {preview.isError ? (
        <div className="page" role="alert">
          <h1>{t('error.titles.4049')}</h1>
          <p>{t('error.messages.4049')}</p>
        </div>
      ) : null}
      {preview.data ? <PreviewBody preview={preview.data} language={language} /> : null}
    </main>
  );
}

export function ContentPreviewPage() {
  return (
    <QueryIsland>
      <ContentPreviewContent />
    </QueryIsland>
  );
}
