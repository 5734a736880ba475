import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { formatMoney } from '../../domain/price';
import { useSession } from '../../session';
import { ShoppingCartOutlinedSvg } from '../../ui/icons';
import { LinkBehavior } from '../../ui/LinkBehavior';
import { useCart } from '../cart/useCart';
import badge from '../../ui/Badge.module.css';
import controls from '../../ui/controls.module.css';
import dropdownLooks from '../../ui/dropdown/Dropdown.module.css';
import classes from './CartEntry.module.css';

/** The badge's text: the count, "99+" above 99. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** The cart link with its item count badge ("Koszyk, 1 produkt") and total on wide screens. */
export function CartEntry() {
  const { t } = useTranslation();
  const { showNetPrices } = useSession();
  const cart = useCart().data?.shoppingCart;
  const count = cart?.totalQuantity ?? 0;
  return (
    <LinkBehavior href={localePath('cart')} aria-label={cart ? t('cart.entryLabel', { count }) : t('cart.title')} className={`${controls.button} ${dropdownLooks.textInherit} ${classes.cart}`}>
      <span className={badge.root}>
        <ShoppingCartOutlinedSvg />
        <span aria-hidden="true" className={count > 0 ? `${badge.badge} ${classes.badge}` : `${badge.badge} ${badge.hidden} ${classes.badge}`}>
          {count > 0 ? badgeText(count) : ''}
        </span>
      </span>
      <span aria-hidden="true" className={classes.label}>
        <span>{t('cart.title')}</span>
        {cart && count > 0 ? <span className={classes.total}>{formatMoney(cart.total, showNetPrices)}</span> : null}
      </span>
    </LinkBehavior>
  );
}
