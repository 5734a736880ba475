import { useTranslation } from '../../../i18n/useTranslation';
import { localePath } from '../../../routing/routes';
import { useSession } from '../../../session';
import controls from '../../../ui/controls.module.css';
import { useHoverDisclosure } from '../../../ui/dropdown/useHoverDisclosure';
import { KeyboardArrowDownSvg, PersonOutlinedSvg } from '../../../ui/icons';
import { LinkBehavior } from '../../../ui/LinkBehavior';
import { loadOnDemand } from '../../../ui/loadOnDemand';
import { TextLink } from '../../../ui/TextLink';
import dropdownLooks from '../../../ui/dropdown/Dropdown.module.css';
import classes from './Account.module.css';

/** Guests: "Zaloguj się" (a link) and, in its dropdown, the login button and the register link. */
function GuestAccount() {
  const { t } = useTranslation('layout');
  const { open, hover, panelId, wrapperProps, buttonProps } = useHoverDisclosure();
  return (
    <div {...wrapperProps} onMouseEnter={() => hover.enter(true)} onMouseLeave={hover.leave} className={classes.guest}>
      <LinkBehavior href={localePath('login')} aria-label={t('account.login')} className={`${controls.button} ${dropdownLooks.textInherit} ${classes.login}`}>
        <span className={`${controls.startIcon} ${classes.startIcon}`}>
          <PersonOutlinedSvg />
        </span>
        <span className={classes.label}>{t('account.login')}</span>
      </LinkBehavior>
      <button type="button" {...buttonProps} aria-label={t('account.more')} className={`${controls.iconButton} ${classes.more}`}>
        <KeyboardArrowDownSvg fontSize="small" />
      </button>
      {open ? (
        <div id={panelId} className={classes.panel}>
          <LinkBehavior href={localePath('login')} onClick={hover.close} className={`${controls.contained} ${classes.fullWidth}`}>
            {t('account.login')}
          </LinkBehavior>
          <p className={classes.register}>
            {t('account.noAccount')}{' '}
            <TextLink href={localePath('registration')} onClick={hover.close}>
              {t('account.register')}
            </TextLink>
          </p>
        </div>
      ) : null}
    </div>
  );
}

const userAccount = loadOnDemand(() => import('./UserAccount'));

/** The account dropdown of the header (320 px wide, spec §9); the user's part loads only for users. */
export function AccountDropdown() {
  const { isLoggedIn, currentUser } = useSession();
  const UserAccount = userAccount.useComponent(Boolean(isLoggedIn && currentUser));
  if (!isLoggedIn || !currentUser) return <GuestAccount />;
  return UserAccount ? <UserAccount /> : <div className={classes.placeholder} />;
}
