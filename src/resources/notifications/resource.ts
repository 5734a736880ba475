import type { ResourceDescriptor } from '../resourceDescriptor.ts';

/** The Refine resource of the notifications page. */
export const NOTIFICATIONS_RESOURCE = 'notifications';

/** The user's notifications: the list, marking one or all read. */
export const notifications = {
  name: NOTIFICATIONS_RESOURCE,
  routes: { list: 'dashboard-notifications' },
  screens: { 'dashboard-notifications': 'notifications/NotificationsList' },
  binding: 'notifications/notificationsResource#notificationsBinding',
} as const satisfies ResourceDescriptor;
