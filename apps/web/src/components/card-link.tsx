import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A card in a grid that links to its page: the picture (loaded when near the screen) above what
 * it is. The parts are named after `block` (`…__image`, `…__body`).
 */
export function CardLink({
  to,
  image,
  block = 'coupon-campaign',
  className = block,
  width = 480,
  height = 270,
  children,
}: {
  to: string;
  image: string;
  block?: 'coupon-campaign' | 'item-card';
  className?: string;
  width?: number;
  height?: number;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={className}>
      <img
        className={`${block}__image`}
        src={image}
        alt=""
        width={width}
        height={height}
        loading="lazy"
      />
      <span className={`${block}__body`}>{children}</span>
    </Link>
  );
}
