import type { HistorySubject } from '@points/contracts';
import type { ReferenceResolver } from '../points/history-registry';
import type { LotteryCatalogueStore } from './lottery-catalogue';
import { lotteryTextsIn } from './lottery-views';

/** Names the lottery each entry's debit paid for in the points history, with its page. */
export function lotteryReferences(catalogue: LotteryCatalogueStore): ReferenceResolver {
  return {
    type: 'lottery',
    async resolve(_db, { ids, language }) {
      const current = await catalogue.current();
      const subjects = new Map<string, HistorySubject>();
      for (const id of ids) {
        const lottery = current.lotteriesById.get(id);
        subjects.set(id, {
          type: 'lottery',
          id,
          name: lottery ? lotteryTextsIn(lottery, language).name : id,
          status: null,
          path: lottery ? `/campaign-lotto-detail/${id}` : null,
        });
      }
      return subjects;
    },
  };
}
