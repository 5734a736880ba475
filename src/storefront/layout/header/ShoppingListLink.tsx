import { useTranslation } from '../../../i18n/useTranslation';
import { localePath } from '../../../routing/routes';
import { listCount } from '../../../domain/shoppingList';
import { useSession } from '../../../session';
import { useStore } from '../../../session/createStore';
import { localShoppingListStore } from '../../../session/localShoppingList';
import { PlaylistAddCheckSvg } from '../../../ui/icons';
import { LinkBehavior } from '../../../ui/LinkBehavior';
import badge from '../../../ui/Badge.module.css';
import controls from '../../../ui/controls.module.css';
import classes from './Header.module.css';

/**
 * The shopping list: the local list for guests, with the counter of its products (spec §6), the
 * account's lists for users (spec §2).
 */
export function ShoppingListLink() {
  const { t } = useTranslation('layout');
  const { isLoggedIn } = useSession();
  const local = useStore(localShoppingListStore);
  const count = isLoggedIn ? 0 : listCount(local);
  const label = count > 0 ? t('header.shoppingListCount', { count }) : t('header.shoppingList');
  return (
    <LinkBehavior href={isLoggedIn ? localePath('dashboard-list') : localePath('shoppingList')} aria-label={label} title={label} className={`${controls.iconButton} ${classes.iconButton}`}>
      <span className={badge.root}>
        <PlaylistAddCheckSvg />
        <span aria-hidden="true" className={count > 0 ? badge.badge : `${badge.badge} ${badge.hidden}`}>
          {count > 0 ? (count > 99 ? '99+' : String(count)) : ''}
        </span>
      </span>
    </LinkBehavior>
  );
}
