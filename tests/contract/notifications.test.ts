import { describe, expect, it } from 'vitest';
import { getNotifications, markAllNotificationsRead } from '../../src/generated/api/account/account';
import { DEMO_ACCOUNTS } from '../../src/mocks';
import { asBearer, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

describe('GET notifications: the demo users start with some, some unread', () => {
  it.each(DEMO_ACCOUNTS.map((account) => account.login))('%s has read and unread notifications, newest first, linking into the shop', async (login) => {
    const token = await logIn(login);
    const inbox = await getNotifications(undefined, asBearer(token));
    expect(inbox.countUnread).toBeGreaterThan(0);
    expect(inbox.notifications.some((notification) => notification.read)).toBe(true);
    const dates = inbox.notifications.map((notification) => notification.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const notification of inbox.notifications) expect(notification.link).toMatch(/^\//);
  });

  it('reading them all brings the count to 0, and they stay read', async () => {
    const token = await logIn('kupiec@firma.demo');
    expect((await markAllNotificationsRead(asBearer(token))).countUnread).toBe(0);
    expect((await getNotifications(undefined, asBearer(token))).countUnread).toBe(0);
  });
});
