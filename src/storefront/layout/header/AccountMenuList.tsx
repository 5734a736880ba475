import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { localePath, ROUTES, type RouteName } from '../../../app/routes';
import type { MenuItem } from '../../../generated/model';
import { visuallyHidden } from '../../../ui/visuallyHidden';

/** An entry's href: its named route when the route table knows it, else its own href. */
export function menuItemHref(item: MenuItem): string | null {
  if (item.to && item.to in ROUTES && !ROUTES[item.to as RouteName].pl.includes(':')) return localePath(item.to as RouteName);
  return item.href ?? null;
}

/** The account menu entries; "Powiadomienia" carries the unread count. */
export function AccountMenuList({ items, unread, onNavigate }: { items: MenuItem[]; unread: number | undefined; onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      {items.map((item) => {
        const href = menuItemHref(item);
        if (!href) return null;
        const count = (item.to === 'dashboard-notifications' ? unread : undefined) ?? item.count ?? 0;
        return (
          <li key={item.slug}>
            <Link href={href} underline="hover" onClick={onNavigate} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              {item.name}
              {count > 0 ? (
                <>
                  <Box component="span" aria-hidden="true" sx={{ bgcolor: 'promo.main', color: 'promo.contrastText', borderRadius: 8, px: 0.75, fontSize: '1.2rem', fontWeight: 700, lineHeight: 1.6 }}>
                    {count}
                  </Box>
                  <Box component="span" sx={visuallyHidden}>
                    {t('account.unread', { count })}
                  </Box>
                </>
              ) : null}
            </Link>
          </li>
        );
      })}
    </Box>
  );
}
