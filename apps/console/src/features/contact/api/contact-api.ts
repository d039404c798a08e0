import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ContactMessageDetail,
  ContactMessageSummary,
  type ContactCategory,
  type ContactStatus,
  type ContactStatusRequest,
} from '@points/contracts';
import { consoleGet, consoleSend } from '../../../lib/api';

/** The contact inbox's query keys, all starting with 'contact'. */
export const contactKeys = {
  all: ['contact'] as const,
  list: (filter: object) => ['contact', 'list', filter] as const,
  message: (id: string) => ['contact', 'message', id] as const,
};

export interface ContactFilter {
  status?: ContactStatus | undefined;
  category?: ContactCategory | undefined;
  q?: string | undefined;
  page: number;
}

export function useContactMessages(filter: ContactFilter) {
  return useQuery({
    queryKey: contactKeys.list(filter),
    queryFn: () =>
      consoleGet('/contact', z.array(ContactMessageSummary), { ...filter, per_page: 25 }),
    placeholderData: keepPreviousData,
  });
}

export function useContactMessage(id: string) {
  return useQuery({
    queryKey: contactKeys.message(id),
    queryFn: async () => (await consoleGet(`/contact/${id}`, ContactMessageDetail)).data,
  });
}

export function useSetContactStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactStatusRequest) =>
      consoleSend('PUT', `/contact/${id}/status`, body, ContactMessageDetail),
    onSuccess: (message) => {
      queryClient.setQueryData(contactKeys.message(id), message);
      void queryClient.invalidateQueries({ queryKey: ['contact', 'list'] });
    },
  });
}
