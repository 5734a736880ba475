import { useTranslation } from 'react-i18next';
import { localePath, ROUTES, type RouteName } from '../../../app/routes';
import type { MenuItem } from '../../../generated/model';
import { TextLink } from '../../../ui/TextLink';
import hidden from '../../../ui/visuallyHidden.module.css';
import classes from './AccountMenuList.module.css';

/** An entry's href: its named route when the route table knows it, else its own href. */
export function menuItemHref(item: MenuItem): string | null {
  if (item.to && item.to in ROUTES && !ROUTES[item.to as RouteName].pl.includes(':')) return localePath(item.to as RouteName);
  return item.href ?? null;
}

/** The account menu entries; "Powiadomienia" carries the unread count. */
export function AccountMenuList({ items, unread, onNavigate }: { items: MenuItem[]; unread: number | undefined; onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <ul className={classes.list}>
      {items.map((item) => {
        const href = menuItemHref(item);
        if (!href) return null;
        const count = (item.to === 'dashboard-notifications' ? unread : undefined) ?? item.count ?? 0;
        return (
          <li key={item.slug}>
            <TextLink href={href} underline="hover" onClick={onNavigate} className={classes.link}>
              {item.name}
              {count > 0 ? (
                <>
                  <span aria-hidden="true" className={classes.count}>
                    {count}
                  </span>
                  <span className={hidden.visuallyHidden}>{t('account.unread', { count })}</span>
                </>
              ) : null}
            </TextLink>
          </li>
        );
      })}
    </ul>
  );
}
