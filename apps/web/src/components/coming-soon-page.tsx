import { useTranslation } from 'react-i18next';
import type { PageKey } from '../lib/pages';
import { ComingSoon } from './coming-soon';
import { PageFrame, type Crumb } from './page-frame';

/** Where a detail page sits: its list page, for the breadcrumbs. */
const PARENTS: Partial<Record<PageKey, { page: PageKey; to: string }>> = {
  campaign: { page: 'campaigns', to: '/campaigns' },
  campaignDetail: { page: 'campaigns', to: '/campaigns' },
  coupon: { page: 'coupons', to: '/coupons' },
  coupons: { page: 'usePoint', to: '/usepoint' },
};

/**
 * The real frame of a page whose content arrives with a later feature: its title, breadcrumbs
 * and banner slot, and an honest "coming soon".
 */
export function ComingSoonPage({ page }: { page: PageKey }) {
  const { t } = useTranslation();
  const parent = PARENTS[page];
  const crumbs: Crumb[] = parent ? [{ label: t(`pages.${parent.page}`), to: parent.to }] : [];
  return (
    <PageFrame title={t(`pages.${page}`)} crumbs={crumbs}>
      <ComingSoon />
    </PageFrame>
  );
}
