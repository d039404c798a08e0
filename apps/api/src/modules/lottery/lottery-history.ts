import type { ReferenceResolver } from '../points/history-registry';
import { catalogueReferences } from '../points/reference-resolvers';
import type { LotteryCatalogueStore } from './lottery-catalogue';
import { lotteryTextsIn } from './lottery-views';

/** Names the lottery each entry's debit paid for in the points history, with its page. */
export const lotteryReferences = (catalogue: LotteryCatalogueStore): ReferenceResolver =>
  catalogueReferences(
    'lottery',
    () => catalogue.current(),
    ({ lotteriesById }, id, language) => {
      const lottery = lotteriesById.get(id);
      return {
        name: lottery ? lotteryTextsIn(lottery, language).name : id,
        status: null,
        path: lottery ? `/campaign-lotto-detail/${id}` : null,
      };
    },
  );
