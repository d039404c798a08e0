import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Language,
  MarkNotificationsReadBody,
  NotificationSettings,
  NotificationSettingsView,
  NotificationView,
  Pagination,
} from '@points/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const contracts = () => import('../../../lib/response-schemas');

export const NOTIFICATIONS_PAGE_SIZE = 20;

interface NotificationsPage {
  notifications: NotificationView[];
  unread: number;
  pagination: Pagination;
}

/** `GET /notifications`: the player's notifications, newest first, a page at a time ("More"). */
export function useNotifications(language: Language) {
  return useInfiniteQuery({
    queryKey: queryKeys.notificationList(language),
    queryFn: async ({ pageParam }): Promise<NotificationsPage> => {
      const { NotificationsResponse } = await contracts();
      const answer = await apiRequest('/notifications', {
        query: { page: pageParam, per_page: NOTIFICATIONS_PAGE_SIZE, lang: language },
        schema: NotificationsResponse,
      });
      return {
        notifications: answer.data.notifications,
        unread: answer.data.unread,
        pagination: answer.pagination,
      };
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * NOTIFICATIONS_PAGE_SIZE < last.pagination.total ? pages.length + 1 : undefined,
  });
}

/**
 * `POST /notifications/read`: some of the player's notifications, or all, are read. The list and
 * the header's count (`/point`) are fetched again.
 */
export function useMarkRead({ quiet = false }: { quiet?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MarkNotificationsReadBody) => {
      const { MarkNotificationsReadResponse } = await contracts();
      return (
        await apiRequest('/notifications/read', {
          method: 'POST',
          body,
          schema: MarkNotificationsReadResponse,
        })
      ).data;
    },
    // A mark made on the way to another page fails quietly: the notification stays unread.
    meta: { handlesErrors: quiet },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
        queryClient.invalidateQueries({ queryKey: queryKeys.pointBalance }),
      ]);
    },
  });
}

/** `GET /notification-settings`: whether the player wants notifications by e-mail. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: queryKeys.notificationSettings,
    queryFn: async (): Promise<NotificationSettingsView> => {
      const { NotificationSettingsResponse } = await contracts();
      return (await apiRequest('/notification-settings', { schema: NotificationSettingsResponse }))
        .data;
    },
  });
}

/** `PUT /notification-settings`: the page shows the outcome itself. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: NotificationSettings) => {
      const { NotificationSettingsResponse } = await contracts();
      return (
        await apiRequest('/notification-settings', {
          method: 'PUT',
          body: settings,
          schema: NotificationSettingsResponse,
        })
      ).data;
    },
    meta: { handlesErrors: true },
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.notificationSettings, settings),
  });
}
