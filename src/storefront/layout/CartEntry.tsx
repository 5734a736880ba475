import { useEffect, type PointerEvent } from 'react';
import { loadOnDemand } from '../../ui/loadOnDemand';
import { useTranslation } from '../../i18n/useTranslation';
import { BREAKPOINTS } from '../../ui/theme/breakpoints';
import { getCurrentLocale, localePath } from '../../routing/routes';
import { formatMoney } from '../../domain/price';
import { loadNamespaces } from '../../i18n';
import { useSession } from '../../session';
import { KeyboardArrowDownSvg, ShoppingCartOutlinedSvg } from '../../ui/icons';
import { LinkBehavior } from '../../ui/LinkBehavior';
import { useHoverDisclosure } from '../../ui/dropdown/useHoverDisclosure';
import { useMinWidth } from '../../ui/useMinWidth';
import { hasPendingCartChanges } from '../../session/pendingCartChanges';
import { useCart } from '../cart/useCart';
import badge from '../../ui/Badge.module.css';
import controls from '../../ui/controls.module.css';
import dropdownLooks from '../../ui/dropdown/Dropdown.module.css';
import classes from './CartEntry.module.css';

/** The panel's code and the cart texts load together, on the trigger's first hover, focus or click. */
// Not lazy() in Suspense: React would hold the panel back until 300 ms after its placeholder showed (loadOnDemand).
const panel = loadOnDemand<{ onNavigate: () => void }>(() => Promise.all([import('../cart/CartDropdownPanel'), loadNamespaces(getCurrentLocale(), ['cart'])]).then(([module]) => module), { reloadWhenGone: true });

/** The badge's text: the count, "99+" above 99. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The header's cart (spec §2): a link to the cart with the count badge and, from 1024 px, the
 * total. From 768 px the cart dropdown opens on hover, or with the chevron button next to the
 * link (keyboard, touch). On phones it is only the link. In edit-order mode the link leads to the order (§4).
 */
export function CartEntry() {
  const { t } = useTranslation();
  const { showNetPrices } = useSession();
  const { cart, orderId } = useCart();
  const wide = useMinWidth(BREAKPOINTS.md);
  const { open, hover, panelId, wrapperProps, buttonProps } = useHoverDisclosure();
  const CartDropdownPanel = panel.useComponent(open);
  const count = cart?.totalQuantity ?? 0;

  // Quantity changes of an earlier visit that never reached the server are sent now.
  useEffect(() => {
    if (hasPendingCartChanges()) void Promise.all([import('../cart/cartSync'), loadNamespaces(getCurrentLocale(), ['cart'])]).then(([sync]) => sync.startCartSync());
  }, []);

  const label = cart ? t('cart.entryLabel', { count }) : t('cart.title');
  const content = (
    <>
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
    </>
  );
  const looks = `${controls.button} ${dropdownLooks.textInherit} ${classes.cart}`;

  // In edit-order mode the cart link leads to the order being edited (spec §4).
  const href = orderId === null ? localePath('cart') : localePath('dashboard-orders-slug', { slug: orderId });
  if (!wide) {
    return (
      <LinkBehavior href={href} aria-label={label} className={looks}>
        {content}
      </LinkBehavior>
    );
  }
  const preload = panel.prefetch;
  const onPointer = (entering: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (entering) {
      preload();
      hover.enter(true);
    } else hover.leave();
  };
  return (
    <div {...wrapperProps} onPointerEnter={onPointer(true)} onPointerLeave={onPointer(false)} className={`${dropdownLooks.wrapper} ${classes.entry}`}>
      <LinkBehavior href={href} aria-label={label} onFocus={preload} onClick={hover.close} className={looks}>
        {content}
      </LinkBehavior>
      <button type="button" {...buttonProps} aria-label={t('cart.showContents')} onFocus={preload} className={`${controls.iconButton} ${classes.toggle}`}>
        <KeyboardArrowDownSvg className={open ? `${classes.chevron} ${classes.chevronOpen}` : classes.chevron} />
      </button>
      {open ? (
        <div id={panelId} className={`${dropdownLooks.panel} ${dropdownLooks.right} ${classes.panel}`}>
          {CartDropdownPanel ? <CartDropdownPanel onNavigate={hover.close} /> : <div className={classes.loading} />}
        </div>
      ) : null}
    </div>
  );
}
