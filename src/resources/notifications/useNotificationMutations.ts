import { useCallback } from 'react';
import { useCustomMutation, useInvalidate, type BaseKey, type HttpError } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { getGetNotificationsQueryKey } from '../../generated/api/account/account';
import type { NotificationListResponse, NotificationResponse, UnreadCountResponse } from '../../generated/model';
import { NOTIFICATIONS_RESOURCE } from './notificationsResource';

/**
 * After a notification is read: the unread count the navigation, the header's account dropdown and
 * the mobile menu show (useAccountMenus: GET notifications?limit=1) takes the server's new count at
 * once and is read again, and so is the page's list.
 */
function useAfterRead() {
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  return useCallback(
    async (countUnread: number) => {
      // Every GET notifications query (any limit/offset) starts with the path.
      const badgeKey = getGetNotificationsQueryKey();
      queryClient.setQueriesData<NotificationListResponse>({ queryKey: badgeKey }, (data) => (data ? { ...data, countUnread } : data));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: badgeKey }),
        invalidate({ resource: NOTIFICATIONS_RESOURCE, invalidates: ['list'] }),
      ]);
    },
    [invalidate, queryClient],
  );
}

/** Marks one notification read (dataProvider.custom `read`). */
export function useMarkNotificationRead() {
  const { mutateAsync, mutation } = useCustomMutation<NotificationResponse & Record<string, unknown>, HttpError>();
  const afterRead = useAfterRead();
  const run = useCallback(
    async (id: BaseKey): Promise<NotificationResponse> => {
      const response = await mutateAsync({
        url: '', method: 'post', values: {}, meta: { resource: NOTIFICATIONS_RESOURCE, action: 'read', id }, successNotification: false, errorNotification: false,
      });
      const data = response.data as NotificationResponse;
      await afterRead(data.countUnread);
      return data;
    },
    [mutateAsync, afterRead],
  );
  return { run, isPending: mutation.isPending };
}

/** Marks every notification read (dataProvider.custom `readAll` on the resource). */
export function useMarkAllNotificationsRead() {
  const { mutateAsync, mutation } = useCustomMutation<UnreadCountResponse & Record<string, unknown>, HttpError>();
  const afterRead = useAfterRead();
  const run = useCallback(async () => {
    const response = await mutateAsync({
      url: '', method: 'post', values: {}, meta: { resource: NOTIFICATIONS_RESOURCE, action: 'readAll' }, successNotification: false, errorNotification: false,
    });
    await afterRead((response.data as UnreadCountResponse).countUnread);
  }, [mutateAsync, afterRead]);
  return { run, isPending: mutation.isPending };
}
