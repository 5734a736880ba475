import type { BaseKey } from '@refinedev/core';
import { getNotifications, markAllNotificationsRead, markNotificationRead } from '../../generated/api/account/account';
import type { ListQuery } from '../listQuery';
import type { ResourceBinding } from '../resourceDescriptor';
// The key is written in the resource's descriptor (resource.ts); the screens import it from here too.
export { NOTIFICATIONS_RESOURCE } from './resource';

/** The user's notifications, newest first (GET notifications); the unread count travels beside the page. */
export async function listNotifications(query: ListQuery, signal?: AbortSignal) {
  const response = await getNotifications({ limit: query.limit, offset: query.offset }, undefined, signal);
  return { data: response.notifications, total: response.countTotal, countUnread: response.countUnread };
}

/** Marks one notification read (POST notifications/{id}/read): answers it and the new unread count. */
export const notificationActions = {
  read: async (id: BaseKey) => ({ data: await markNotificationRead(Number(id)) }),
};

/** Marks every notification read (POST notifications/read-all): answers the unread count (0). */
export const notificationCollectionActions = {
  readAll: async () => ({ data: await markAllNotificationsRead() }),
};

export const notificationsBinding = {
  list: listNotifications, actions: notificationActions, collectionActions: notificationCollectionActions,
} satisfies ResourceBinding;
