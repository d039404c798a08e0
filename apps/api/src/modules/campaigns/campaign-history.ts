import type { ReferenceResolver } from '../points/history-registry';
import { catalogueReferences } from '../points/reference-resolvers';
import { campaignTextsIn, type CampaignCatalogueStore } from './campaign-catalogue';

/** Names the campaign each reward came from in the points history, with its page. */
export const campaignReferences = (catalogue: CampaignCatalogueStore): ReferenceResolver =>
  catalogueReferences(
    'campaign',
    () => catalogue.current(),
    ({ byId }, id, language) => {
      const campaign = byId.get(id);
      return campaign
        ? {
            name: campaignTextsIn(campaign, language).name,
            status: null,
            path: `/campaign-detail/${id}`,
          }
        : null;
    },
  );
