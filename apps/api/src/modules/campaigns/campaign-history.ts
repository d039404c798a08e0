import type { HistorySubject } from '@points/contracts';
import type { ReferenceResolver } from '../points/history-registry';
import { campaignTextsIn, type CampaignCatalogueStore } from './campaign-catalogue';

/** Names the campaign each reward came from in the points history, with its page. */
export function campaignReferences(catalogue: CampaignCatalogueStore): ReferenceResolver {
  return {
    type: 'campaign',
    async resolve(_db, { ids, language }) {
      const { byId } = await catalogue.current();
      const subjects = new Map<string, HistorySubject>();
      for (const id of ids) {
        const campaign = byId.get(id);
        if (!campaign) continue;
        subjects.set(id, {
          type: 'campaign',
          id,
          name: campaignTextsIn(campaign, language).name,
          status: null,
          path: `/campaign-detail/${id}`,
        });
      }
      return subjects;
    },
  };
}
