import { Navigate, useParams } from 'react-router';
import { fixedCampaign } from '../../content/fixed-campaigns';
import { ComingSoonPage } from '../../components/coming-soon-page';

/** /campaign-detail/{id}: a fixed campaign's id redirects to /campaigns/{id} (SPEC.md §2). */
export function CampaignDetailPage() {
  const { id } = useParams();
  const fixed = fixedCampaign(id);
  if (fixed) return <Navigate to={`/campaigns/${fixed.id}`} replace />;
  return <ComingSoonPage page="campaignDetail" />;
}
