import { useTranslation } from '../../../i18n/useTranslation';
import { localePath, ROUTES, type RouteName } from '../../../routing/routes';
import type { MenuItem } from '../../../generated/model';
import { TextLink } from '../../../ui/TextLink';
import hidden from '../../../ui/visuallyHidden.module.css';
import classes from './AccountMenuList.module.css';

/** An entry's href: its named route when the route table knows it, else its own href. */
export function menuItemHref(item: MenuItem): string | null {
  if (item.to && item.to in ROUTES && !ROUTES[item.to as RouteName].pl.includes(':')) return localePath(item.to as RouteName);
  return item.href ?? null;
}

/** The badge an entry carries: unread notifications, orders awaiting the approver; else the menu's own count. */
export function menuItemCount(item: MenuItem, counts: { unread?: number; awaiting?: number }): number {
  const live = item.to === 'dashboard-notifications' ? counts.unread : item.to === 'dashboard-acceptance' ? counts.awaiting : undefined;
  return live ?? item.count ?? 0;
}

/** The account menu entries; "Powiadomienia" carries the unread count, "Zamówienia oczekujące" the approver's count. */
export function AccountMenuList({
  items, unread, awaiting, onNavigate,
}: { items: MenuItem[]; unread: number | undefined; awaiting?: number; onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <ul className={classes.list}>
      {items.map((item) => {
        const href = menuItemHref(item);
        if (!href) return null;
        const count = menuItemCount(item, { unread, awaiting });
        return (
          <li key={item.slug}>
            <TextLink href={href} underline="hover" onClick={onNavigate} className={classes.link}>
              {item.name}
              {count > 0 ? (
                <>
                  <span aria-hidden="true" className={classes.count}>
                    {count}
                  </span>
                  <span className={hidden.visuallyHidden}>{` ${t(item.to === 'dashboard-acceptance' ? 'account.awaiting' : 'account.unread', { count })}`}</span>
                </>
              ) : null}
            </TextLink>
          </li>
        );
      })}
    </ul>
  );
}
