import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../../app/routes';
import { displayName } from '../../../domain/user';
import { logout, useSession } from '../../../session';
import { Dropdown } from '../../../ui/dropdown/Dropdown';
import { useDisclosure } from '../../../ui/dropdown/useDisclosure';
import { AccountMenuList } from './AccountMenuList';
import { CompanySelector } from './CompanySelector';
import { useAccountMenus } from './useAccountMenus';

const label = { display: { xs: 'none', lg: 'inline' } } as const;
const panelSx = {
  position: 'absolute', top: 'calc(100% + 4px)', right: 0, zIndex: 1200, width: 320, maxWidth: 'calc(100vw - 16px)',
  bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1.5, boxShadow: '0 8px 24px rgba(15, 23, 42, 0.16)', p: 2,
} as const;

/** Guests: "Zaloguj się" (a link) and, in its dropdown, the login button and the register link. */
function GuestAccount() {
  const { t } = useTranslation('layout');
  const { open, setOpen, panelId, wrapperProps, buttonProps } = useDisclosure();
  return (
    <Box {...wrapperProps} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)} sx={{ position: 'relative', display: 'inline-flex', alignItems: 'center' }}>
      <Button href={localePath('login')} color="inherit" startIcon={<PersonOutlinedIcon />} aria-label={t('account.login')} sx={{ minWidth: 44, minHeight: 44, '& .MuiButton-startIcon': { mr: { xs: 0, lg: 1 } } }}>
        <Box component="span" sx={label}>
          {t('account.login')}
        </Box>
      </Button>
      <IconButton {...buttonProps} size="small" aria-label={t('account.more')} sx={{ display: { xs: 'none', lg: 'inline-flex' }, ml: -0.5 }}>
        <KeyboardArrowDownIcon fontSize="small" />
      </IconButton>
      {open ? (
        <Box id={panelId} sx={panelSx}>
          <Button variant="contained" fullWidth href={localePath('login')} onClick={() => setOpen(false)}>
            {t('account.login')}
          </Button>
          <Box component="p" sx={{ m: 0, mt: 1.5, textAlign: 'center' }}>
            {t('account.noAccount')}{' '}
            <Link href={localePath('registration')} onClick={() => setOpen(false)}>
              {t('account.register')}
            </Link>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

function UserAccount() {
  const { t } = useTranslation('layout');
  const { currentUser } = useSession();
  const menus = useAccountMenus();
  if (!currentUser) return null;
  const name = displayName(currentUser.user);
  return (
    <Dropdown
      label={
        <Box component="span" sx={{ ...label, maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </Box>
      }
      ariaLabel={t('account.menuFor', { name })}
      startIcon={<PersonOutlinedIcon />}
      hideChevronBelow="lg"
      buttonSx={{ minHeight: 44, '& .MuiButton-startIcon': { mr: { xs: 0, lg: 1 } } }}
    >
      {(close) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Box>
            <Box component="p" sx={{ m: 0, fontWeight: 700 }}>
              {name}
            </Box>
            <Box component="p" sx={{ m: 0, fontSize: '1.3rem', color: 'text.secondary' }}>
              {[currentUser.company?.name, t(`roles.${currentUser.user.roleName}`, { defaultValue: currentUser.user.roleName })].filter(Boolean).join(' · ')}
            </Box>
          </Box>
          {menus.showsCompanySelector ? <CompanySelector accounts={menus.otherAccounts} currentCompanyName={currentUser.company?.name} /> : null}
          <Divider />
          <AccountMenuList items={menus.menuItems} unread={menus.unread} onNavigate={close} />
          <Divider />
          <Button
            variant="outlined"
            onClick={() => {
              close();
              void logout();
            }}
          >
            {t('account.logout')}
          </Button>
        </Box>
      )}
    </Dropdown>
  );
}

/** The account dropdown of the header (320 px wide, spec §9). */
export function AccountDropdown() {
  const { isLoggedIn, currentUser } = useSession();
  return isLoggedIn && currentUser ? <UserAccount /> : <GuestAccount />;
}
