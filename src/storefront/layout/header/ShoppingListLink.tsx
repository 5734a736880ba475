import { useTranslation } from 'react-i18next';
import { localePath } from '../../../app/routes';
import { useSession } from '../../../session';
import { PlaylistAddCheckSvg } from '../../../ui/icons';
import { LinkBehavior } from '../../../ui/LinkBehavior';
import controls from '../../../ui/controls.module.css';
import classes from './Header.module.css';

/** The shopping list: the local list for guests, the account's lists for users (spec §2). */
export function ShoppingListLink() {
  const { t } = useTranslation('layout');
  const { isLoggedIn } = useSession();
  return (
    <LinkBehavior href={isLoggedIn ? localePath('dashboard-list') : localePath('shoppingList')} aria-label={t('header.shoppingList')} title={t('header.shoppingList')} className={`${controls.iconButton} ${classes.iconButton}`}>
      <PlaylistAddCheckSvg />
    </LinkBehavior>
  );
}
