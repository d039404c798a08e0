import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUtc } from '../lib/format';
import { publicationOf } from '../lib/publication';

/**
 * A thing's publication in words: draft, unpublished, "Scheduled from …" while a published
 * thing's start is ahead, "Published" in its window, "Ended …" after it.
 */
export function PublicationStatus({
  status,
  start,
  end,
}: {
  status: 'draft' | 'published' | 'unpublished';
  start: string | null;
  end: string | null;
}) {
  const { t } = useTranslation();
  // The time the page was shown: a list read now says what is live now.
  const [now] = useState(() => new Date());
  return <>{publicationText(t, publicationOf(status, start, end, now))}</>;
}

/** The same as a text, for a sentence that names it. */
export function publicationText(
  t: (key: string, options?: Record<string, unknown>) => string,
  publication: ReturnType<typeof publicationOf>,
): string {
  switch (publication.state) {
    case 'scheduled':
      return t('publication.scheduled', { ns: 'common', at: formatUtc(publication.from) });
    case 'ended':
      return t('publication.ended', { ns: 'common', at: formatUtc(publication.at) });
    default:
      return t(`publication.${publication.state}`, { ns: 'common' });
  }
}
