import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import MenuIcon from '@mui/icons-material/Menu';
import { AccountNav } from './AccountNav';

/** Side navigation from 1366 px (spec §2); below that an account-menu button opens a drawer. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const wide = useMediaQuery('(min-width:1366px)', { noSsr: true });
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', py: 3 }}>
      {wide ? (
        <Paper variant="outlined" sx={{ width: 240, flexShrink: 0, position: 'sticky', top: 16 }}>
          <AccountNav />
        </Paper>
      ) : (
        <Drawer open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: 280 } } }}>
          <AccountNav onNavigate={() => setOpen(false)} />
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {!wide && (
          <Button startIcon={<MenuIcon />} variant="outlined" onClick={() => setOpen(true)} sx={{ mb: 2 }} aria-haspopup="dialog">
            {t('openMenu')}
          </Button>
        )}
        {children}
      </Box>
    </Box>
  );
}
