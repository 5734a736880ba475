/**
 * The notifications every demo user starts with (issue: "notifications, some unread, for each demo
 * user"): about the user's own latest orders and the shop's news, dated from the seed's day. They go
 * into the demo state once (and again after a reset), so reading them works as for any other.
 */
import type { Seed } from '../db/types';
import type { StoredNotification } from '../db/messageRecords';

const HOUR = 3_600_000;

export function seedNotifications(seed: Seed): Omit<StoredNotification, 'id'>[] {
  const today = seed.today.getTime();
  const at = (hoursAgo: number) => new Date(today - hoursAgo * HOUR).toISOString();
  const demoUsers = seed.users.filter((user) => user.password !== '');
  return demoUsers.flatMap((user) => {
    const orders = seed.orders.filter((order) => order.userId === user.id).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const [latest, previous] = orders;
    const notes: Omit<StoredNotification, 'id'>[] = [
      {
        userId: user.id, createdAt: at(24 * 9), read: true, link: '/promocje',
        title: 'Nowe promocje na papier i tonery',
        message: 'W tym tygodniu papier ksero i wybrane tonery kupisz taniej. Sprawdź aktualne promocje w sklepie.',
      },
    ];
    if (previous) {
      notes.push({
        userId: user.id, createdAt: at(24 * 3), read: true, link: `/moje-konto/zamowienia/${previous.id}`,
        title: `Zamówienie ${previous.number} zostało dostarczone`,
        message: `Zamówienie ${previous.number} zostało dostarczone. Jeśli coś się nie zgadza, zgłoś reklamację lub zwrot w zakładce „Reklamacje i zwroty”.`,
      });
    }
    if (latest) {
      notes.push({
        userId: user.id, createdAt: at(5), read: false, link: `/moje-konto/zamowienia/${latest.id}`,
        title: `Zamówienie ${latest.number} zostało przyjęte`,
        message: `Dziękujemy! Zamówienie ${latest.number} zostało przyjęte do realizacji. Powiadomimy Cię, gdy wyślemy paczkę.`,
      });
    }
    notes.push({
      userId: user.id, createdAt: at(2), read: false, link: '/moje-konto/ustawienia',
      title: 'Faktury elektroniczne',
      message: 'Możesz otrzymywać faktury e-mailem zamiast w wersji papierowej. Zmienisz to w ustawieniach konta.',
    });
    return notes;
  });
}
