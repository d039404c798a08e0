import type { CarouselItem, Language } from '@points/contracts';
import { CAROUSEL } from '@points/contracts/constants';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronNextIcon } from './icons';
import { ExternalLink } from './external-link';
import './carousel.css';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The image for the language: Japanese in Japanese, English otherwise (SPEC.md §2). */
export const carouselImage = (item: CarouselItem, language: Language) =>
  language === 'ja' ? item.thumbnail_ja : item.thumbnail_en;

function Slide({
  item,
  index,
  count,
  language,
  eager,
}: {
  item: CarouselItem;
  index: number;
  count: number;
  language: Language;
  eager: boolean;
}) {
  const { t } = useTranslation();
  const image = (
    <img
      src={carouselImage(item, language)}
      alt={item.alt}
      width={800}
      height={450}
      loading={eager ? 'eager' : 'lazy'}
      // The first banner is often the largest thing on a phone's first screen.
      fetchPriority={index === 0 ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
    />
  );
  return (
    <div
      className="carousel__slide"
      role="group"
      aria-roledescription={t('content.slide')}
      aria-label={t('content.slideOf', { index: index + 1, total: count })}
    >
      {item.link.startsWith('/') ? (
        <Link to={item.link}>{image}</Link>
      ) : (
        <ExternalLink href={item.link}>{image}</ExternalLink>
      )}
    </div>
  );
}

/**
 * The home carousel of campaign banners (SPEC.md §2, §9), built on Embla: it loops, shows 3
 * banners a page (1 below 767 px) with a 22 px gap, turns every 3500 ms, and has arrows and a
 * page indicator. It stands still for people who prefer reduced motion and while it holds
 * keyboard focus or the pointer, so nobody has to chase a moving target.
 */
export default function Carousel({
  items,
  language,
}: {
  items: CarouselItem[];
  language: Language;
}) {
  const { t } = useTranslation();
  const plugins = useMemo(
    () =>
      prefersReducedMotion()
        ? []
        : [
            Autoplay({
              delay: CAROUSEL.autoplayMs,
              stopOnInteraction: false,
              // The whole carousel, arrows and dots included, holds it still (below).
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ],
    [],
  );
  const [viewport, api] = useEmblaCarousel(
    {
      loop: true,
      align: 'start',
      slidesToScroll: CAROUSEL.perPage,
      breakpoints: {
        [`(max-width: ${CAROUSEL.singleBelowPx - 1}px)`]: { slidesToScroll: 1 },
      },
      duration: prefersReducedMotion() ? 1 : 25,
    },
    plugins,
  );
  // Embla is the source of truth for the page shown; React reads it when Embla says it moved.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on('select', onChange).on('reInit', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  const selected = useSyncExternalStore(subscribe, () => api?.selectedScrollSnap() ?? 0);
  const pageCount = useSyncExternalStore(subscribe, () => api?.scrollSnapList().length ?? 0);
  const pages = Array.from({ length: pageCount }, (_, index) => index);

  // Keyboard focus or the pointer anywhere in the carousel (its arrows and dots too) holds it
  // still; leaving it lets it turn again.
  const focused = useRef(false);
  const hovered = useRef(false);
  const hold = useCallback(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (focused.current || hovered.current) autoplay.stop();
    else autoplay.play();
  }, [api]);

  return (
    <section
      className="carousel"
      aria-roledescription={t('content.carousel')}
      aria-label={t('content.carouselLabel')}
      onFocus={() => {
        focused.current = true;
        hold();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focused.current = false;
        hold();
      }}
      onPointerEnter={() => {
        hovered.current = true;
        hold();
      }}
      onPointerLeave={() => {
        hovered.current = false;
        hold();
      }}
    >
      <div className="carousel__viewport" ref={viewport}>
        <div className="carousel__container">
          {items.map((item, index) => (
            <Slide
              key={item.id}
              item={item}
              index={index}
              count={items.length}
              language={language}
              eager={index < CAROUSEL.perPage}
            />
          ))}
        </div>
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          className="icon-button carousel__arrow"
          onClick={() => api?.scrollPrev()}
          aria-label={t('content.previousSlides')}
        >
          <ChevronLeftIcon />
        </button>
        <div className="carousel__dots">
          {pages.map((page) => (
            <button
              key={page}
              type="button"
              className="carousel__dot"
              aria-label={t('content.goToPage', { page: page + 1, pages: pages.length })}
              aria-current={page === selected ? 'true' : undefined}
              onClick={() => api?.scrollTo(page)}
            />
          ))}
        </div>
        <button
          type="button"
          className="icon-button carousel__arrow"
          onClick={() => api?.scrollNext()}
          aria-label={t('content.nextSlides')}
        >
          <ChevronNextIcon />
        </button>
      </div>
    </section>
  );
}
