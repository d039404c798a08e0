import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ContactMessageDetail,
  ContactMessageSummary,
  type ContactCategory,
  type ContactStatus,
  type ContactStatusRequest,
} from '@points/contracts';
import { consoleSend } from '../../../lib/api';
import { usePageQuery, useRecordQuery } from '../../../lib/queries';

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
  return usePageQuery(contactKeys.list(filter), '/contact', ContactMessageSummary, { ...filter });
}

export function useContactMessage(id: string) {
  return useRecordQuery(contactKeys.message(id), `/contact/${id}`, ContactMessageDetail);
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
