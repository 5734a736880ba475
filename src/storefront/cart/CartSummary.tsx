import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import { freeDeliveryProgress } from '../../domain/cart';
import { useFormatPln } from '../../ui/useFormatPln';
import { formatMoney } from '../../domain/price';
import type { Cart } from '../../generated/model';
import controls from '../../ui/controls.module.css';
import { LinkBehavior } from '../../ui/LinkBehavior';
import { OciCartForm, usePunchOutReturn } from '../punch-out/OciCartForm';
import classes from './CartSummary.module.css';
import { useMayBuy } from './useMayBuy';

/** "Do darmowej dostawy brakuje …" with a progress bar (spec §3 missingAmountForFreeDelivery). */
export function FreeDeliveryProgress({ cart, showNetPrices }: { cart: Cart; showNetPrices: boolean }) {
  const { t } = useTranslation('cart');
  const missing = cart.missingAmountForFreeDelivery;
  const percent = freeDeliveryProgress(cart.total.net, missing.net);
  const text = missing.net > 0 ? t('freeDelivery.missing', { amount: formatMoney(missing, showNetPrices) }) : t('freeDelivery.reached');
  return (
    <div className={classes.freeDelivery}>
      <p className={classes.freeText}>{text}</p>
      <div role="progressbar" aria-label={t('freeDelivery.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={text} className={classes.bar}>
        <span className={classes.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/**
 * The totals of the cart page: goods, discount, delivery fee, deposits, net / VAT (by rate, from
 * vatSummary) / gross, and what is due — all as the server computed them.
 */
export function CartSummary({ cart, showNetPrices, editing }: { cart: Cart; showNetPrices: boolean; editing: boolean }) {
  const { t } = useTranslation('cart');
  const formatPln = useFormatPln();
  const mayBuy = useMayBuy();
  const money = (value: Cart['total']) => formatMoney(value, showNetPrices);
  const free = cart.deliveryFee.gross === 0;
  // In a punch-out session the cart goes back to the procurement system instead of to checkout.
  const punchOut = usePunchOutReturn();
  return (
    <section aria-labelledby="cart-summary-title" className={classes.summary}>
      <h2 id="cart-summary-title" className={classes.title}>
        {t('totals.title')}
      </h2>
      {/* An order being edited keeps the delivery it was placed with: no way to free delivery there. */}
      {editing ? null : <FreeDeliveryProgress cart={cart} showNetPrices={showNetPrices} />}
      <dl className={classes.list}>
        <div>
          <dt>{t('totals.goods')}</dt>
          <dd>{money(cart.total)}</dd>
        </div>
        {cart.discountValue.gross > 0 ? (
          <div className={classes.discount}>
            <dt>{cart.promoCode ? t('totals.discountCode', { code: cart.promoCode }) : t('totals.discount')}</dt>
            <dd>−{money(cart.discountValue)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('totals.delivery')}</dt>
          <dd>{free ? t('totals.deliveryFree') : money(cart.deliveryFee)}</dd>
        </div>
        {cart.depositValue.gross > 0 ? (
          <div>
            <dt>{t('totals.deposit')}</dt>
            <dd>{money(cart.depositValue)}</dd>
          </div>
        ) : null}
      </dl>
      <dl className={`${classes.list} ${classes.taxes}`}>
        <div>
          <dt>{t('totals.net')}</dt>
          <dd>{formatMoney(cart.grandTotal, true)}</dd>
        </div>
        {cart.vatSummary.map((line) => (
          <div key={line.vatRate}>
            <dt>{t('totals.vat', { rate: line.vatRate })}</dt>
            <dd>{formatPln(line.vat)}</dd>
          </div>
        ))}
        <div>
          <dt>{t('totals.gross')}</dt>
          <dd>{formatMoney(cart.grandTotal, false)}</dd>
        </div>
      </dl>
      <p className={classes.due}>
        <span>{t('totals.grandTotal')}</span>
        <strong>{cart.dueAmount.valueFormatted}</strong>
      </p>
      {editing || !mayBuy ? null : punchOut ? (
        <OciCartForm items={cart.items} punchOut={punchOut} buttonClassName={`${controls.contained} ${classes.checkout}`} />
      ) : (
        <LinkBehavior href={localePath('checkout')} className={`${controls.contained} ${classes.checkout}`}>
          {t('actions.toCheckout')}
        </LinkBehavior>
      )}
    </section>
  );
}
