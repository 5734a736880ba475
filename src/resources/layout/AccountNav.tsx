import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCan } from '@refinedev/core';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { localePath, useLocale } from '../../app/routes';
import { useSession } from '../../session';
import { displayName } from '../../domain/user';
import { ACCOUNT_MENU, type AccountMenuEntry } from './accountMenu';

function MenuEntry({ entry, onNavigate }: { entry: AccountMenuEntry; onNavigate?: () => void }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { pathname } = useLocation();
  const { data } = useCan({ resource: entry.resource ?? 'dashboard', action: 'list' });
  if (entry.resource && data?.can === false) return null;
  const href = localePath(entry.route, undefined, undefined, locale);
  const current = pathname === href;
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={href} selected={current} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
        <ListItemText primary={t(entry.labelKey)} />
      </ListItemButton>
    </ListItem>
  );
}

/** The account area's left navigation with the user's name and role name (spec §2 "Account"). */
export function AccountNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const user = useSession().currentUser?.user;
  return (
    <Box component="nav" aria-label={t('navigationLabel')}>
      {user && (
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{displayName(user)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`common:roles.${user.roleName}`, { defaultValue: user.roleName })}
          </Typography>
        </Box>
      )}
      <List dense>
        {ACCOUNT_MENU.map((entry) => (
          <MenuEntry key={entry.route} entry={entry} onNavigate={onNavigate} />
        ))}
      </List>
    </Box>
  );
}
