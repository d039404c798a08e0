import type { ReactNode } from 'react';

/**
 * A part of a page under its own heading, which names the part for assistive technology; with
 * `action` (a "More" link) beside the heading.
 */
export function Section({
  id,
  title,
  action,
  className = 'section',
  as: Element = 'section',
  anchor,
  children,
}: {
  /** The heading's id (the part's `aria-labelledby`). */
  id: string;
  title: ReactNode;
  action?: ReactNode;
  className?: string;
  as?: 'section' | 'aside';
  /** The part's own id, for links to it (`/#news`). */
  anchor?: string;
  children?: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="section__title">
      {title}
    </h2>
  );
  return (
    <Element className={className} aria-labelledby={id} id={anchor}>
      {action === undefined ? (
        heading
      ) : (
        <div className="section__head">
          {heading}
          {action}
        </div>
      )}
      {children}
    </Element>
  );
}
