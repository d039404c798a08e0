import { CAROUSEL } from '@points/contracts/constants';

/** The carousel's place while its banners or its code arrive: the same size, so nothing moves. */
export function CarouselPlaceholder() {
  return (
    <div className="carousel carousel--placeholder" aria-hidden="true">
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
