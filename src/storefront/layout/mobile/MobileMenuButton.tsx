import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { MenuSvg } from '../../../ui/icons';
import controls from '../../../ui/controls.module.css';
import classes from '../header/Header.module.css';

const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazy(loadDrawer);

/** The menu button below 1366 px; the drawer's code loads on first use. */
export function MobileMenuButton() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t('mobile.open')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDrawer()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className={`${controls.iconButton} ${classes.iconButton}`}
      >
        <MenuSvg />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
