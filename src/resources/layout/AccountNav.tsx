import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCan } from '@refinedev/core';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { localePath, useLocale } from '../../routing/routes';
import { useSession } from '../../session';
import { displayName } from '../../domain/user';
import { menuItemCount, menuItemHref, useAccountMenus } from '../../storefront/layout/public';
import { CountBadge } from './CountBadge';
import { roleLabelKey } from '../../domain/roleLabel';
import { FALLBACK_MENU, MENU_RESOURCES, isCurrentEntry, navEntries, type AccountNavEntry } from './accountMenu';

function MenuEntry({ entry, count, onNavigate }: { entry: AccountNavEntry; count: number; onNavigate?: () => void }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { pathname } = useLocation();
  const resource = entry.to ? MENU_RESOURCES[entry.to] : undefined;
  // Entries of Refine resources also pass the access control provider (acl flags, roles).
  const { data } = useCan({ resource: resource ?? 'dashboard', action: 'list', queryOptions: { enabled: Boolean(resource) } });
  if (resource && data?.can !== true) return null;
  const current = isCurrentEntry(entry.href, pathname, localePath('dashboard', undefined, undefined, locale));
  const countLabel = entry.to === 'dashboard-acceptance' ? t('nav.awaiting', { count }) : t('layout:account.unread', { count });
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={entry.href} selected={current} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
        <ListItemText primary={entry.label} />
        <CountBadge count={count} label={countLabel} />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The account area's navigation (spec §2 "Account"): the user's name and role name, then the user
 * menu of the API filtered by permissions, with the approver's count on "Zamówienia oczekujące" and
 * the unread count on "Powiadomienia". Entries of screens not built yet lead to the account's "not found".
 */
export function AccountNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['account', 'common', 'layout']);
  const locale = useLocale();
  const current = useSession().currentUser;
  const menus = useAccountMenus();
  const counts = { unread: menus.unread, awaiting: menus.awaiting };
  const fromApi = navEntries(menus.menuItems, menuItemHref);
  const entries: AccountNavEntry[] = fromApi.length
    ? fromApi
    : FALLBACK_MENU.map(({ route, labelKey }) => ({ key: route, href: localePath(route, undefined, undefined, locale), label: t(labelKey), to: route }));
  const user = current?.user;
  const roleKey = user ? roleLabelKey(user, current.company) : null;
  return (
    <Box component="nav" aria-label={t('navigationLabel')}>
      {user ? (
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{displayName(user)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {roleKey ? t(roleKey, { defaultValue: user.roleName }) : t('account:dashboard.privateCustomer')}
          </Typography>
          {current.company && !current.company.isPrivateCustomer ? (
            <Typography variant="body2" color="text.secondary">
              {current.company.name}
            </Typography>
          ) : null}
        </Box>
      ) : (
        <Box sx={{ px: 2, py: 1.5 }}>
          <Skeleton width="70%" />
          <Skeleton width="40%" />
        </Box>
      )}
      <List dense>
        {entries.map((entry) => (
          <MenuEntry
            key={entry.key}
            entry={entry}
            count={entry.item ? menuItemCount(entry.item, counts) : 0}
            onNavigate={onNavigate}
          />
        ))}
      </List>
    </Box>
  );
}
