/**
 * The users' notifications: the demo stores those its operations leave (an approver's decision tells
 * the buyer), newest first, with the unread count; a user reads and marks only her own.
 */
import type { Notification, NotificationListResponse, NotificationResponse } from '../../generated/model';
import { getSeed, getState, updateState } from '../db/store';
import type { StoredNotification } from '../db/messageRecords';
import { seedNotifications } from './seedNotifications';
import { notFound } from '../http/errors';
import { LIST_PAGE_SIZE } from './listQuery';

const present = ({ userId: _userId, ...notification }: StoredNotification): Notification => notification;

/** Puts the demo users' starting notifications in, once (again after a reset of the demo data). */
function ensureSeeded(): void {
  if (getState().notificationsSeeded) return;
  updateState((state) => {
    state.notificationsSeeded = true;
    for (const notification of seedNotifications(getSeed())) {
      const id = state.counters.notification ?? 1;
      state.counters.notification = id + 1;
      state.notifications.push({ id, ...notification });
    }
  });
}

const own = (userId: number): StoredNotification[] => {
  ensureSeeded();
  return getState().notifications.filter((notification) => notification.userId === userId);
};

export const countUnread = (userId: number): number => own(userId).filter((notification) => !notification.read).length;

/** Leaves a notification for a user; returns its id. */
export function notify(userId: number, fields: Pick<StoredNotification, 'title' | 'message' | 'link'>): number {
  ensureSeeded();
  return updateState((state) => {
    const id = (state.counters.notification ?? 1);
    state.counters.notification = id + 1;
    state.notifications.push({ id, userId, createdAt: new Date().toISOString(), read: false, ...fields });
    return id;
  });
}

/** GET notifications: newest first. */
export function listNotifications(userId: number, query: { limit?: number; offset?: number }): NotificationListResponse {
  const newestFirst = [...own(userId)].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const offset = query.offset ?? 0;
  return {
    notifications: newestFirst.slice(offset, offset + (query.limit ?? LIST_PAGE_SIZE)).map(present),
    countTotal: newestFirst.length,
    countUnread: countUnread(userId),
  };
}

/** POST notifications/{id}/read (another user's notification is 404). */
export function markRead(userId: number, id: number): NotificationResponse {
  if (!own(userId).some((notification) => notification.id === id)) throw notFound('Nie znaleziono powiadomienia.');
  const notification = updateState((state) => {
    const stored = state.notifications.find((candidate) => candidate.id === id)!;
    stored.read = true;
    return { ...stored };
  });
  return { notification: present(notification), countUnread: countUnread(userId) };
}

/** POST notifications/read-all. */
export function markAllRead(userId: number): number {
  ensureSeeded();
  updateState((state) => {
    for (const notification of state.notifications) if (notification.userId === userId) notification.read = true;
  });
  return countUnread(userId);
}
