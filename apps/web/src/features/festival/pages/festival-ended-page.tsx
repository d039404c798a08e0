import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError, goToErrorPage } from '../../../lib/api-client';
import { formatDate, formatEnd } from '../../../lib/dates';
import { currentLanguage, pointsAmount } from '../../../lib/i18n';
import { navigate } from '../../../lib/navigation';
import { QueryIsland } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { isMissing } from '../../../lib/use-read-failure';
import { useFestival } from '../api/festival-api';
import { Loading } from '../../../components/loading';
import './festival-ended-page.css';

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
              points: pointsAmount(festival.reward_points),
              date: formatEnd(festival.reward_until, language),
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
      {loading ? <Loading /> : children}
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
