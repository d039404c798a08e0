import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CheckedContent,
  ContentPreviewToken,
  ContentSummary,
  type ContentDraftInput,
  type ContentKind,
  type ContentStatus,
} from '@points/contracts';
import { consoleGet, consoleSend } from '../../../lib/api';

/** What the list asks for (`ContentFilter` as the screen holds it). */
export interface ContentFilter {
  page: number;
  per_page: number;
  kind?: ContentKind | undefined;
  status?: ContentStatus | undefined;
  q?: string | undefined;
  country?: string | undefined;
}

/** The content screens' query keys: every one starts with 'content'. */
export const contentKeys = {
  all: ['content'] as const,
  list: (filter: ContentFilter) => ['content', 'list', filter] as const,
  detail: (id: number) => ['content', 'detail', id] as const,
};

export function useContents(filter: ContentFilter) {
  return useQuery({
    queryKey: contentKeys.list(filter),
    queryFn: () => consoleGet('/content', z.array(ContentSummary), { ...filter }),
    placeholderData: keepPreviousData,
  });
}

export function useContent(id: number | null) {
  return useQuery({
    queryKey: contentKeys.detail(id ?? 0),
    queryFn: async () => (await consoleGet(`/content/${id}`, CheckedContent)).data,
    enabled: id !== null,
  });
}

/** After any write: the detail is the answer; every list may have changed. */
function useSettle() {
  const queryClient = useQueryClient();
  return (content: CheckedContent) => {
    queryClient.setQueryData(contentKeys.detail(content.id), content);
    void queryClient.invalidateQueries({ queryKey: ['content', 'list'] });
  };
}

/** Saves a draft: creates it when `id` is null, else updates the version read. */
export function useSaveContent() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({
      id,
      version,
      draft,
    }: {
      id: number | null;
      version: number | null;
      draft: ContentDraftInput;
    }) =>
      id === null
        ? consoleSend('POST', '/content', { draft }, CheckedContent)
        : consoleSend('PUT', `/content/${id}`, { version, draft }, CheckedContent),
    onSuccess: settle,
  });
}

/** Publishes or unpublishes the version read. */
export function useSetContentStatus() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({
      id,
      version,
      verb,
    }: {
      id: number;
      version: number;
      verb: 'publish' | 'unpublish';
    }) => consoleSend('POST', `/content/${id}/${verb}`, { version }, CheckedContent),
    onSuccess: settle,
  });
}

/** A fresh preview token for one content (they last minutes: fetched when a preview is shown). */
export function fetchPreviewToken(id: number): Promise<ContentPreviewToken> {
  return consoleGet(`/content/${id}/preview-token`, ContentPreviewToken).then(({ data }) => data);
}
