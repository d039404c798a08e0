import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExchangeData, ItemDetail, ItemGroup, Language } from '@points/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { queryKeys } from '../../../lib/query-keys';

const contracts = () => import('../../../lib/response-schemas');

/** `GET /group-item`: the shop as this player sees it, in their language. */
function groupItemsQuery(language: Language, signedIn: boolean) {
  return queryOptions({
    queryKey: queryKeys.itemGroups(language, signedIn),
    queryFn: async (): Promise<{ groups: ItemGroup[]; point: number | null }> => {
      const { GroupItemsResponse } = await contracts();
      return (
        await apiRequest('/group-item', { query: { lang: language }, schema: GroupItemsResponse })
      ).data;
    },
    staleTime: 15_000,
  });
}

export function useGroupItems(language: Language, signedIn: boolean) {
  return useQuery(groupItemsQuery(language, signedIn));
}

/** `GET /item/{id}`: one item, with its longer text. */
export function useItem(id: string, language: Language, signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.item(id, language, signedIn),
    queryFn: async (): Promise<{ item: ItemDetail; point: number | null }> => {
      const { ItemResponse } = await contracts();
      return (
        await apiRequest(`/item/${encodeURIComponent(id)}`, {
          query: { lang: language },
          schema: ItemResponse,
        })
      ).data;
    },
    staleTime: 5_000,
    // An item that does not exist is this page's to say, not the error page's.
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** `POST /item-withdraw/{id}` with the action's idempotency key. */
async function postExchange(itemId: string, idempotencyKey: string): Promise<ExchangeData> {
  const { ExchangeResponse } = await contracts();
  return (
    await apiRequest(`/item-withdraw/${encodeURIComponent(itemId)}`, {
      method: 'POST',
      schema: ExchangeResponse,
      idempotencyKey,
    })
  ).data;
}

/**
 * Exchanging an item: one idempotency key per confirmed exchange. Whatever the outcome, the
 * balance, its history and the catalogue's states may have changed: they are fetched again.
 */
export function useExchangeItem() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: postExchange,
    // The dialogs show a failure themselves (codes that end the visit go to the error page), and
    // an offline browser gets the failure dialog at once rather than a paused exchange.
    meta: { handlesErrors: true },
    networkMode: 'always',
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.items }),
        queryClient.invalidateQueries({ queryKey: queryKeys.points }),
      ]);
    },
  });
}
