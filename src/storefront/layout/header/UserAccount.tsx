import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../domain/user';
import { logout, useSession } from '../../../session';
import { Dropdown } from '../../../ui/dropdown/Dropdown';
import { label } from './AccountDropdown';
import { AccountMenuList } from './AccountMenuList';
import { CompanySelector } from './CompanySelector';
import { useAccountMenus } from './useAccountMenus';

/** A logged-in user's dropdown: name, company and role, company selector, account menu, logout. */
export default function UserAccount() {
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
