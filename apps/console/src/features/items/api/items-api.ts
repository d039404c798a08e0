import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ConsoleItem,
  ConsoleItemGroup,
  ConsoleItemSummary,
  type ItemInput,
} from '@points/contracts';
import { consoleGet, saveVersioned } from '../../../lib/api';
import { usePageQuery, useRecordQuery } from '../../../lib/queries';

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
  return usePageQuery(itemKeys.list(filter), '/catalogue/items', ConsoleItemSummary, filter);
}

export function useItem(id: string | undefined) {
  return useRecordQuery(
    itemKeys.item(id ?? ''),
    `/catalogue/items/${id}`,
    ConsoleItem,
    Boolean(id),
  );
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
