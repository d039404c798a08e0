import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FestivalView } from '@points/contracts';
import { GuardedButton } from '../../../components/guarded-button';
import { PageFrame } from '../../../components/page-frame';
import { leaveIfVisitEnds } from '../../../lib/api-client';
import { festivalPath } from './festival-paths';
import '../festival.css';

/** The frame of the festival's pages: crumbs back to the campaigns and the festival. */
export function FestivalFrame({
  title,
  festival,
  loading = false,
  children,
}: {
  title: string;
  festival?: FestivalView;
  loading?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const crumbs = [{ label: t('pages.campaigns'), to: '/campaigns' }];
  if (festival && title !== festival.name)
    crumbs.push({ label: festival.name, to: festivalPath(festival.id) });
  return (
    <PageFrame title={title} crumbs={crumbs} wide loading={loading}>
      {children}
    </PageFrame>
  );
}

/** Under a page's title: the festival's name, back to its page. */
export const FestivalSubtitle = ({ festival }: { festival: FestivalView }) => (
  <p className="festival-subtitle">
    <Link to={festivalPath(festival.id)}>{festival.name}</Link>
  </p>
);

/** Where the player stands and what they can do: a card with an optional title. */
export function FestivalNotice({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="notice-card festival-notice" role="status">
      {title && <p className="notice-card__title">{title}</p>}
      {children}
    </div>
  );
}

/**
 * A button that sends a request in place (pre-register, claim the reward): the re-click guard,
 * disabled while the request is under way, and the refusal above it. A failure that ends the
 * visit leaves for the error page.
 */
export function RequestButton({
  request,
  send,
  failureKey,
  children,
}: {
  request: { isError: boolean; isPending: boolean; error: unknown };
  send: () => Promise<unknown>;
  failureKey: (error: unknown) => string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {request.isError && (
        <p className="field__error" role="alert">
          {t(failureKey(request.error))}
        </p>
      )}
      <GuardedButton
        className="button button--primary"
        disabled={request.isPending}
        onClick={() =>
          send().catch((failure: unknown) => {
            leaveIfVisitEnds(failure);
          })
        }
      >
        {children}
      </GuardedButton>
    </>
  );
}
