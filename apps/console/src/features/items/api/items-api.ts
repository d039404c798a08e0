import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ConsoleItem,
  ConsoleItemGroup,
  ConsoleItemSummary,
  type ItemInput,
} from '@points/contracts';
import { consoleGet, consolePage, saveVersioned } from '../../../lib/api';

/** The items' query keys: every one starts with 'items', so a write can refresh them all. */
export const itemKeys = {
  groups: ['items', 'groups'] as const,
  list: (filter: object) => ['items', 'list', filter] as const,
  item: (id: string) => ['items', 'item', id] as const,
};

export function useItemGroups() {
  return useQuery({
    queryKey: itemKeys.groups,
    queryFn: async () =>
      (await consoleGet('/catalogue/item-groups', z.array(ConsoleItemGroup))).data,
    staleTime: 60_000,
  });
}

export function useItems(filter: {
  group?: string | undefined;
  q?: string | undefined;
  page: number;
}) {
  return useQuery({
    queryKey: itemKeys.list(filter),
    queryFn: () => consolePage('/catalogue/items', ConsoleItemSummary, filter),
    placeholderData: keepPreviousData,
  });
}

export function useItem(id: string | undefined) {
  return useQuery({
    queryKey: itemKeys.item(id ?? ''),
    queryFn: async () => (await consoleGet(`/catalogue/items/${id}`, ConsoleItem)).data,
    enabled: Boolean(id),
  });
}

/** Saves an item: creates it when `version` is null, else updates the version read. */
export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ItemInput) => saveVersioned('/catalogue/items', input, ConsoleItem),
    onSuccess: (item) => {
      queryClient.setQueryData(itemKeys.item(item.id), item);
      void queryClient.invalidateQueries({ queryKey: ['items', 'list'] });
    },
  });
}
