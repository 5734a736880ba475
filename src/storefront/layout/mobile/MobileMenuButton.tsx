import { useState } from 'react';
import { loadOnDemand } from '../../../ui/loadOnDemand';
import { useTranslation } from '../../../i18n/useTranslation';
import { MenuSvg } from '../../../ui/icons';
import controls from '../../../ui/controls.module.css';
import classes from '../header/Header.module.css';

// Not lazy() in Suspense: React would open the drawer no sooner than 300 ms after the tap (loadOnDemand).
const drawer = loadOnDemand(() => import('./MobileMenuDrawer'), { reloadWhenGone: true });

/** The menu button below 1366 px; the drawer's code loads on first use (a failed download: the next tap tries again). */
export function MobileMenuButton() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const MobileMenuDrawer = drawer.useComponent(used);
  return (
    <>
      <button
        type="button"
        aria-label={t('mobile.open')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={drawer.prefetch}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className={`${controls.iconButton} ${classes.iconButton}`}
      >
        <MenuSvg />
      </button>
      {MobileMenuDrawer ? <MobileMenuDrawer open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
