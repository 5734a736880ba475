import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import MenuIcon from '@mui/icons-material/Menu';
import { useAccountMenus } from '../../storefront/layout/public';
import { AccountNav } from './AccountNav';
import { CountBadge } from './CountBadge';

/** Side navigation from 1366 px (spec §2); below that an account-menu button (with the approver's count) opens a drawer. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const wide = useMediaQuery('(min-width:1366px)', { noSsr: true });
  const [open, setOpen] = useState(false);
  const { awaiting } = useAccountMenus(!wide);
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', py: 3 }}>
      {wide ? (
        <Paper variant="outlined" sx={{ width: 240, flexShrink: 0, position: 'sticky', top: 16 }}>
          <AccountNav />
        </Paper>
      ) : (
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          // The drawer is a dialog: it is named after the menu it holds.
          slotProps={{ paper: { sx: { width: 280 }, role: 'dialog', 'aria-label': t('navigationLabel') } as object }}
        >
          <AccountNav onNavigate={() => setOpen(false)} />
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {!wide && (
          <Button startIcon={<MenuIcon />} variant="outlined" onClick={() => setOpen(true)} sx={{ mb: 2 }} aria-haspopup="dialog">
            {t('openMenu')}
            <CountBadge count={awaiting} label={t('nav.awaiting', { count: awaiting })} />
          </Button>
        )}
        {children}
      </Box>
    </Box>
  );
}
