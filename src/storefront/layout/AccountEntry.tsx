import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { displayName } from '../../domain/user';
import { logout, useSession } from '../../session';
import { LinkBehavior } from '../../ui/LinkBehavior';

const compactLabel = { display: { xs: 'none', lg: 'inline' } } as const;

/** Guests: "Zaloguj się". Users: their name opening a menu with "Moje konto" and "Wyloguj się". */
export function AccountEntry() {
  const { t } = useTranslation();
  const { isLoggedIn, currentUser } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!isLoggedIn || !currentUser) {
    return (
      <Button href={localePath('login')} color="inherit" startIcon={<PersonOutlinedIcon />} aria-label={t('account.login')} sx={{ minWidth: 44, minHeight: 44, '& .MuiButton-startIcon': { mr: { xs: 0, lg: 1 } } }}>
        <Box component="span" sx={compactLabel}>
          {t('account.login')}
        </Box>
      </Button>
    );
  }
  const name = displayName(currentUser.user);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<PersonOutlinedIcon />}
        endIcon={<KeyboardArrowDownIcon sx={compactLabel} />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={t('account.menuFor', { name })}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 44, minHeight: 44, '& .MuiButton-startIcon': { mr: { xs: 0, lg: 1 } } }}
      >
        <Box component="span" sx={{ ...compactLabel, maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { width: 320, maxWidth: '100%' } } }}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
          <Typography sx={{ fontSize: '1.3rem', color: 'text.secondary' }}>
            {currentUser.company?.name ? `${currentUser.company.name} · ` : ''}
            {t(`roles.${currentUser.user.roleName}`, { defaultValue: currentUser.user.roleName })}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={LinkBehavior} href={localePath('dashboard')} onClick={() => setAnchor(null)}>
          {t('account.myAccount')}
        </MenuItem>
        <MenuItem component={LinkBehavior} href={localePath('dashboard-orders')} onClick={() => setAnchor(null)}>
          {t('account.orders')}
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          {t('account.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
