import type { ImgHTMLAttributes } from 'react';
import type { ContentText } from '@points/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardTitle, isNew, thumbnailFor } from '../lib/content-rules';
import { formatDate } from '../lib/dates';
import { currentLanguage } from '../lib/i18n';
import './content-card.css';

const PLACEHOLDER_THUMBNAIL = '/content/placeholder-thumbnail.svg';

/** A news or topic picture (640 × 360), or the placeholder where it has none. */
export function ContentImage({
  src,
  className,
  ...rest
}: { src: string | null; className: string } & Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'loading' | 'decoding'
>) {
  return (
    <img
      className={className}
      src={src ?? PLACEHOLDER_THUMBNAIL}
      alt=""
      width={640}
      height={360}
      {...rest}
    />
  );
}

export interface ContentCardData {
  to: string;
  text: ContentText;
  thumbnailJa: string | null;
  thumbnailEn: string | null;
  publicStartDate: string;
  isRead?: boolean;
}

/**
 * A news or topic card (SPEC.md §2, Cards): the thumbnail for the language (a placeholder when
 * there is none), the title with the collectible game's name in the reader's language, NEW for
 * three days, and the date only, in UTC.
 */
export function ContentCard({
  card,
  now,
  eager = false,
}: {
  card: ContentCardData;
  /** The moment NEW is judged at (the page's, so every card agrees). */
  now: number;
  /** Above the fold: load the image at once. */
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const title = cardTitle(card.text, language, t('content.collectibleGame'));
  const thumbnail = thumbnailFor(language, card.thumbnailJa, card.thumbnailEn);
  const fresh = isNew(card.publicStartDate, now);
  return (
    <li className={card.isRead ? 'content-card content-card--read' : 'content-card'}>
      <Link to={card.to} className="content-card__link">
        <ContentImage
          className="content-card__image"
          src={thumbnail}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className="content-card__body">
          <span className="content-card__meta">
            {fresh && <span className="new-mark">{t('content.new')}</span>}
            <time dateTime={card.publicStartDate.slice(0, 10)}>
              {formatDate(card.publicStartDate, language)}
            </time>
            {card.isRead && <span className="visually-hidden">{t('content.read')}</span>}
          </span>
          <span
            className="content-card__title"
            lang={card.text.language_id === language ? undefined : card.text.language_id}
          >
            {title}
          </span>
        </span>
      </Link>
    </li>
  );
}

export function ContentCardList({
  cards,
  now,
  eagerCount = 0,
  label,
  columns = 4,
}: {
  cards: ContentCardData[];
  now: number;
  eagerCount?: number;
  label?: string;
  /** On a wide screen: 4 a row, or 3 (the home page's three topics). */
  columns?: 3 | 4;
}) {
  return (
    <ul
      className={columns === 3 ? 'content-cards content-cards--three' : 'content-cards'}
      aria-label={label}
    >
      {cards.map((card, index) => (
        <ContentCard key={card.to} card={card} now={now} eager={index < eagerCount} />
      ))}
    </ul>
  );
}
