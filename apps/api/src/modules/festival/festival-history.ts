import { inLanguage } from '../texts/localized';
import type { ReferenceResolver } from '../points/history-registry';
import { catalogueReferences } from '../points/reference-resolvers';
import type { FestivalCatalogueStore } from './festival-catalogue';

/** Names the festival an attendance reward came from in the points history. */
export const festivalReferences = (catalogue: FestivalCatalogueStore): ReferenceResolver =>
  catalogueReferences(
    'festival',
    () => catalogue.current(),
    ({ festivalsById }, id, language) => {
      const festival = festivalsById.get(id);
      return {
        name: (festival && inLanguage(festival.texts, language)?.name) || id,
        status: null,
        path: festival ? `/campaign-festival/${id}` : null,
      };
    },
  );
