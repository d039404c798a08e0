import type { HistorySubject } from '@points/contracts';
import type { ReferenceResolver } from '../points/history-registry';
import { playerRecordReferences } from '../points/reference-resolvers';
import { textsIn, type CatalogueCache } from './catalogue';

/** Names the item of each exchange in the points history, with how its delivery went. */
export const exchangeReferences = (catalogue: CatalogueCache): ReferenceResolver =>
  playerRecordReferences('exchange', {
    async rows(db, userId, ids) {
      const { rows } = await db.query<{
        id: string;
        item_id: string;
        status: HistorySubject['status'];
      }>(
        `SELECT id, item_id, status FROM item_exchanges
          WHERE user_id = $1 AND id = ANY($2::uuid[])`,
        [userId, ids],
      );
      return rows;
    },
    catalogue: () => catalogue.get(),
    subjectOf(row, items, language) {
      const item = items.byId.get(row.item_id);
      return {
        name: item ? textsIn(item, language).name : row.item_id,
        status: row.status,
        path: item ? `/items/${item.id}` : null,
      };
    },
  });
