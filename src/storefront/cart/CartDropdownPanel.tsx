import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import { formatMoney } from '../../domain/price';
import type { CartItem } from '../../generated/model';
import { useSession } from '../../session';
import controls from '../../ui/controls.module.css';
import { CloseSvg } from '../../ui/icons';
import { LinkBehavior } from '../../ui/LinkBehavior';
import { OciCartForm, usePunchOutReturn } from '../punch-out/OciCartForm';
import { QuantityInput } from '../../ui/QuantityInput';
import { Skeleton } from '../../ui/Skeleton';
import { TextLink } from '../../ui/TextLink';
import { removeCartItem } from './cartActions';
import { confirmRemoveItem } from './cartDialogs';
import { changeCartQuantity, startCartSync, useLineQuantity } from './cartSync';
import { CartTabs } from './CartTabs';
import { CostCentreLimits, useCostCentres } from './CostCentreLimits';
import classes from './CartDropdownPanel.module.css';
import { EditOrderBanner } from './EditOrderBanner';
import { useCart } from './useCart';
import { useMayBuy } from './useMayBuy';

function DropdownLine({ item, orderId, showNetPrices }: { item: CartItem; orderId: number | null; showNetPrices: boolean }) {
  const { t } = useTranslation('cart');
  const { quantity, unsaved } = useLineQuantity(item, orderId);
  const id = `cart-dropdown-quantity-${item.productId}`;
  return (
    <tr>
      <td className={classes.name}>
        <TextLink href={localePath('product-slug', { slug: item.slug })} underline="hover" color="textPrimary" className={classes.nameLink}>
          {item.name}
        </TextLink>
        {item.hasDeposit && item.depositValue ? <span className={classes.depositBadge}>{t('line.deposit', { amount: formatMoney(item.depositValue, showNetPrices) })}</span> : null}
        {unsaved ? (
          <span role="status" className={classes.unsaved}>
            {t('line.unsaved')}
          </span>
        ) : null}
      </td>
      <td className={classes.quantity}>
        <QuantityInput
          id={id}
          value={quantity}
          onChange={(value) => changeCartQuantity(item, orderId, value)}
          onZero={(restore) => confirmRemoveItem(item, orderId, restore)}
          rule={item}
          uom={item.uom}
          label={t('line.quantity', { name: item.name })}
          compact
          productName={item.name}
        />
      </td>
      <td className={classes.value}>{formatMoney(item.valueObject, showNetPrices)}</td>
      <td className={classes.remove}>
        <button type="button" className={controls.iconButton} aria-label={t('line.remove', { name: item.name })} onClick={() => void removeCartItem(item, orderId)}>
          <CloseSvg className={controls.svgIconSmall} />
        </button>
      </td>
    </tr>
  );
}

/**
 * The cart dropdown's content (spec §2, §4): the lines (name, quantity, value, delete), net and
 * gross totals, the deposit badge, "Do koszyka" and "Do zamówienia"; a second tab "Limity -
 * centra kosztowe" when the user has cost centres. Loaded on the trigger's first hover, focus or
 * click (src/storefront/layout/CartEntry.tsx).
 */
export default function CartDropdownPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('cart');
  const { showNetPrices } = useSession();
  const { cart, order, orderId, isPending, isError, refetch } = useCart();
  const centres = useCostCentres();
  const [tab, setTab] = useState(0);
  // Punch-out: "Przenieś do systemu zakupowego" instead of "Do zamówienia".
  const punchOut = usePunchOutReturn();
  const mayBuy = useMayBuy();
  useEffect(() => startCartSync(), []);

  const items = cart?.items ?? [];
  const cartContent = () =>
    isError && !cart ? (
      <p role="alert" className={classes.message}>
        {t('loadError')}{' '}
        <button type="button" className={controls.textSmall} onClick={refetch}>
          {t('common:actions.retry')}
        </button>
      </p>
    ) : isPending && !cart ? (
      <div role="status" aria-label={t('common:status.loading')} className={classes.loading}>
        <Skeleton height={40} />
        <Skeleton height={40} />
      </div>
    ) : items.length === 0 ? (
      <p className={classes.message}>{t('empty')}</p>
    ) : (
      <>
        <div className={classes.list}>
          <table className={classes.table}>
            <caption className={classes.caption}>{t('itemsLabel')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.name')}</th>
                <th scope="col">{t('columns.quantity')}</th>
                <th scope="col" className={classes.value}>{t('columns.value')}</th>
                <th scope="col">
                  <span className={classes.caption}>{t('columns.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <DropdownLine key={item.productId} item={item} orderId={orderId} showNetPrices={showNetPrices} />
              ))}
            </tbody>
          </table>
        </div>
        {cart ? (
          <dl className={classes.totals}>
            <div>
              <dt>{t('totals.net')}</dt>
              <dd>{formatMoney(cart.total, true)}</dd>
            </div>
            <div className={classes.gross}>
              <dt>{t('totals.gross')}</dt>
              <dd>{formatMoney(cart.total, false)}</dd>
            </div>
          </dl>
        ) : null}
        {cart && cart.depositValue.gross > 0 ? (
          <p className={classes.depositTotal}>
            <span className={classes.depositBadge}>{t('totals.depositBadge', { amount: formatMoney(cart.depositValue, showNetPrices) })}</span>
          </p>
        ) : null}
      </>
    );

  return (
    <div className={classes.panel}>
      {orderId !== null ? <EditOrderBanner orderId={orderId} orderNumber={order?.orderNumber} compact /> : null}
      {centres.length > 0 ? (
        <CartTabs
          label={t('dropdown.tabs')}
          active={tab}
          onSelect={setTab}
          tabs={[
            { label: t('dropdown.myCart'), content: cartContent },
            { label: t('dropdown.limits'), content: () => <CostCentreLimits centres={centres} /> },
          ]}
        />
      ) : (
        <>
          <h2 className={classes.heading}>{t('dropdown.myCart')}</h2>
          {cartContent()}
        </>
      )}
      <div className={classes.footer}>
        <LinkBehavior href={localePath('cart')} className={controls.outlined} onClick={onNavigate}>
          {t('dropdown.toCart')}
        </LinkBehavior>
        {orderId === null && items.length > 0 && mayBuy ? (
          punchOut ? (
            <OciCartForm items={items} punchOut={punchOut} buttonClassName={controls.contained} />
          ) : (
            <LinkBehavior href={localePath('checkout')} className={controls.contained} onClick={onNavigate}>
              {t('dropdown.toCheckout')}
            </LinkBehavior>
          )
        ) : null}
      </div>
    </div>
  );
}
