import type { HistorySubject } from '@points/contracts';
import type { ReferenceResolver } from '../points/history-registry';
import { textsIn, type CatalogueCache } from './catalogue';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Names the item of each exchange in the points history, with how its delivery went. */
export function exchangeReferences(catalogue: CatalogueCache): ReferenceResolver {
  return {
    type: 'exchange',
    async resolve(db, { userId, ids, language }) {
      const wanted = ids.filter((id) => UUID.test(id));
      if (wanted.length === 0) return new Map();
      const [{ rows }, items] = await Promise.all([
        db.query<{ id: string; item_id: string; status: HistorySubject['status'] }>(
          `SELECT id, item_id, status FROM item_exchanges
            WHERE user_id = $1 AND id = ANY($2::uuid[])`,
          [userId, wanted],
        ),
        catalogue.get(),
      ]);
      return new Map(
        rows.map((row) => {
          const item = items.byId.get(row.item_id);
          const subject: HistorySubject = {
            type: 'exchange',
            id: row.id,
            name: item ? textsIn(item, language).name : row.item_id,
            status: row.status,
            path: item ? `/items/${item.id}` : null,
          };
          return [row.id, subject];
        }),
      );
    },
  };
}
