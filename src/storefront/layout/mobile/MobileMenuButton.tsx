import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazy(loadDrawer);

/** The menu button below 1366 px; the drawer's code loads on first use. */
export function MobileMenuButton() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t('mobile.open')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDrawer()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        sx={{ width: 44, height: 44, color: 'text.primary' }}
      >
        <MenuIcon />
      </IconButton>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
