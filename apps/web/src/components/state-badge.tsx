import type { ReactNode } from 'react';

/** The tints of a state (styles/global.css, `.coupon-badge--…`). */
export type BadgeTone = 'open' | 'owned' | 'blocked' | 'closed';

/** A state in words, on a tint of its own: a coupon campaign's, a lottery's, the festival's. */
export function StateBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`coupon-badge coupon-badge--${tone}`}>{children}</span>;
}
