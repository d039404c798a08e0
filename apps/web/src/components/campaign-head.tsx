import type { ReactNode } from 'react';

/**
 * The head of a campaign's page (a coupon campaign, a lottery and its campaign, the festival, an
 * earning campaign): its picture beside what it is and what the player can do.
 */
export function CampaignHead({
  image,
  block = 'coupon-campaign-head',
  width = 480,
  height = 270,
  children,
}: {
  /** None: the text alone. */
  image?: string | null;
  /** The class the parts are named after (`…__image`, `…__body`). */
  block?: 'coupon-campaign-head' | 'campaign-head';
  width?: number;
  height?: number;
  children: ReactNode;
}) {
  return (
    <div className={block}>
      {image && (
        <img className={`${block}__image`} src={image} alt="" width={width} height={height} />
      )}
      <div className={`${block}__body`}>{children}</div>
    </div>
  );
}
