/** The account menu and the notifications menu of a locale (static entries, with the approver's counter). */
import type { MenuItem } from '../../generated/model';
import { NOTIFICATIONS_MENU, USER_MENU, type MenuSource } from '../db/content/menus';
import type { DemoLocale } from '../http/locale';
import type { Session } from '../http/auth';
import { countOrdersToDecide } from './orderApproval';

function toMenuItem(entry: MenuSource, locale: DemoLocale, count: number | null): MenuItem {
  return {
    slug: entry.slug[locale],
    name: entry.name[locale],
    href: null,
    to: entry.to,
    count,
    altSlug: entry.slug[locale === 'pl' ? 'en' : 'pl'],
    permission: entry.permission,
    children: [],
  };
}

/** The orders the approver may decide now, as her queue counts them (null for anyone who does not approve). */
function awaitingCount(session: Session): number | null {
  if (session.kind !== 'user' || !session.user.canApprove) return null;
  return countOrdersToDecide(session.user, session.company.id);
}

export function userMenu(session: Session, locale: DemoLocale): MenuItem[] {
  return USER_MENU.map((entry) => toMenuItem(entry, locale, entry.permission === 'ordersForAcceptance' ? awaitingCount(session) : null));
}

export function notificationsMenu(locale: DemoLocale): MenuItem[] {
  return NOTIFICATIONS_MENU.map((entry) => toMenuItem(entry, locale, null));
}
