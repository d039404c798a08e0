import type { HistorySubject } from '@points/contracts';
import { inLanguage } from '../content/localized';
import type { ReferenceResolver } from '../points/history-registry';
import type { FestivalCatalogueStore } from './festival-catalogue';

/** Names the festival an attendance reward came from in the points history. */
export function festivalReferences(catalogue: FestivalCatalogueStore): ReferenceResolver {
  return {
    type: 'festival',
    async resolve(_db, { ids, language }) {
      const current = await catalogue.current();
      const subjects = new Map<string, HistorySubject>();
      for (const id of ids) {
        const festival = current.festivalsById.get(id);
        subjects.set(id, {
          type: 'festival',
          id,
          name: (festival && inLanguage(festival.texts, language)?.name) || id,
          status: null,
          path: festival ? `/campaign-festival/${id}` : null,
        });
      }
      return subjects;
    },
  };
}
