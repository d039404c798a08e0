import { useEffect, useRef } from 'react';
import { CAROUSEL } from '@points/contracts/constants';
import './carousel-placeholder.css';

/** How close to the viewport the carousel's place comes before its code is fetched. */
const NEAR = '300px 0px';

/**
 * The carousel's place while its banners or its code arrive: the same size, so nothing moves.
 * With `onNear`, it says once when it comes within reach of the viewport (at once where there is
 * no IntersectionObserver), so that the carousel's code is fetched only for someone who scrolls
 * towards it: below a phone's first screen, it is no part of the page's first load.
 */
export function CarouselPlaceholder({ onNear }: { onNear?: () => void }) {
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (!onNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      onNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onNear]);
  return (
    <div ref={place} className="carousel carousel--placeholder" aria-hidden="true">
      <div className="carousel__viewport">
        <div className="carousel__container">
          {Array.from({ length: CAROUSEL.perPage }, (_, index) => (
            <div key={index} className="carousel__slide">
              <div className="carousel__blank" />
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls" />
    </div>
  );
}
