import { useTranslation } from '../../../i18n/useTranslation';
import { displayName } from '../../../domain/user';
import { useSession } from '../../../session';
import { logout } from '../../../session/signInOut';
import controls from '../../../ui/controls.module.css';
import divider from '../../../ui/Divider.module.css';
import { Dropdown } from '../../../ui/dropdown/Dropdown';
import { PersonOutlinedSvg } from '../../../ui/icons';
import classes from './Account.module.css';
import { AccountMenuList } from './AccountMenuList';
import { whoAndRole } from './whoAndRole';
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
      label={<span className={classes.name}>{name}</span>}
      ariaLabel={t('account.menuFor', { name })}
      startIcon={<PersonOutlinedSvg />}
      hideChevronBelow="lg"
      buttonClassName={classes.button}
      startIconClassName={classes.startIcon}
    >
      {(close) => (
        <div className={classes.userPanel}>
          <div>
            <p className={classes.who}>{name}</p>
            <p className={classes.company}>
              {whoAndRole(currentUser, t)}
            </p>
          </div>
          {menus.showsCompanySelector ? <CompanySelector accounts={menus.otherAccounts} /> : null}
          <hr className={divider.divider} />
          <AccountMenuList items={menus.menuItems} unread={menus.unread} awaiting={menus.awaiting} onNavigate={close} />
          <hr className={divider.divider} />
          <button
            type="button"
            className={controls.outlined}
            onClick={() => {
              close();
              void logout();
            }}
          >
            {t('account.logout')}
          </button>
        </div>
      )}
    </Dropdown>
  );
}
