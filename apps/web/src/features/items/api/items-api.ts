import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExchangeData, ItemDetail, ItemGroup, Language } from '@points/contracts';
import { apiRequest } from '../../../lib/api-client';

const contracts = () => import('@points/contracts');

export const itemsQueryKey = ['items'] as const;

/** `GET /group-item`: the shop as this player sees it, in their language. */
export function groupItemsQuery(language: Language, signedIn: boolean) {
  return queryOptions({
    queryKey: [...itemsQueryKey, 'groups', language, signedIn],
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
    queryKey: [...itemsQueryKey, 'item', id, language, signedIn],
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
export async function postExchange(itemId: string, idempotencyKey: string): Promise<ExchangeData> {
  const { ExchangeResponse } = await contracts();
  return (
    await apiRequest(`/item-withdraw/${encodeURIComponent(itemId)}`, {
      method: 'POST',
      schema: ExchangeResponse,
      idempotencyKey,
    })
  ).data;
}
