import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import { localePath } from '../../../routing/routes';
import { ThemeScope } from '../../../ui/theme/ThemeScope';
import { displayName } from '../../../domain/user';
import { useSession } from '../../../session';
import { logout } from '../../../session/signInOut';
import { NetGrossSwitch } from '../../prices/NetGrossSwitch';
import { AccountMenuList } from '../header/AccountMenuList';
import { CompanySelector } from '../header/CompanySelector';
import { HelpContent } from '../header/HelpContent';
import { useAccountMenus } from '../header/useAccountMenus';
import { whoAndRole } from '../header/whoAndRole';
import { LanguageLink } from '../LanguageLink';
import { CategoryTree } from './CategoryTree';

/**
 * The mobile menu (spec §2): the user (first and last name, company, role), company switcher, net-price
 * switch, the category tree up to 5 levels with back, the account entries with the unread count
 * next to "Powiadomienia", "Zaloguj się" or "Wyloguj się", help and language. Opened on click only,
 * it stays an MUI Drawer (focus trap, backdrop, slide-in) inside the MUI theme, which loads with it.
 */
export default function MobileMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const { isLoggedIn, currentUser } = useSession();
  const menus = useAccountMenus(open);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) onClose();
    shownPath.current = pathname;
  }, [pathname, onClose]);
  const user = isLoggedIn ? currentUser : null;
  return (
    <ThemeScope>
      <Drawer
        open={open}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: 360, maxWidth: '92vw' }, role: 'dialog', 'aria-label': t('mobile.title') } as object }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, bgcolor: 'primary.main', color: 'primary.contrastText', minHeight: 56 }}>
          <Box sx={{ minWidth: 0 }}>
            <Box component="p" sx={{ m: 0, fontWeight: 700 }}>
              {user ? displayName(user.user) : t('mobile.title')}
            </Box>
            {user ? (
              <Box component="p" sx={{ m: 0, fontSize: '1.2rem', opacity: 0.9 }}>
                {whoAndRole(user, t)}
              </Box>
            ) : null}
          </Box>
          <IconButton aria-label={t('mobile.close')} onClick={onClose} sx={{ color: 'inherit' }}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {user && menus.showsCompanySelector ? <CompanySelector accounts={menus.otherAccounts} /> : null}
          <NetGrossSwitch tone="light" />
        </Box>
        <Divider />
        <CategoryTree enabled={open} />
        <Divider />
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
          {user ? (
            <>
              <Box component="nav" aria-label={t('account.menu')} sx={{ width: '100%' }}>
                <AccountMenuList items={menus.menuItems} unread={menus.unread} awaiting={menus.awaiting} />
                {menus.menuItems.some((item) => item.to === 'dashboard-notifications') ? null : (
                  <Link href={localePath('dashboard-notifications')} sx={{ display: 'inline-block', mt: 1 }}>
                    {t('account.notifications')}
                    {menus.unread ? ` (${menus.unread})` : ''}
                  </Link>
                )}
              </Box>
              <Button
                variant="outlined"
                onClick={() => {
                  onClose();
                  void logout();
                }}
              >
                {t('account.logout')}
              </Button>
            </>
          ) : (
            <Button variant="contained" href={localePath('login')}>
              {t('account.login')}
            </Button>
          )}
        </Box>
        <Divider />
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <HelpContent onChat={onClose} />
          <LanguageLink color="primary" />
        </Box>
      </Drawer>
    </ThemeScope>
  );
}
