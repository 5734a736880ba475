import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useFormatPln } from '../../ui/useFormatPln';
import { formatMoney } from '../../domain/price';
import type { Cart } from '../../generated/model';
import { useNetPrices } from '../../session/netPrices';
import { Spinner } from '../../ui/Spinner';
import classes from './OrderSummary.module.css';

interface OrderSummaryProps {
  cart: Cart;
  /** The delivery fee is being recalculated for a new delivery method. */
  updating?: boolean;
  /** Under the totals: the order button and what it depends on. */
  children?: ReactNode;
}

/**
 * The order as the server priced it: lines, goods, deposits, discount and delivery net or gross as
 * the buyer's net/gross switch says (the same Money objects, their net or their gross), VAT by
 * rate, net and gross to pay. Nothing is computed here.
 */
export function OrderSummary({ cart, updating = false, children }: OrderSummaryProps) {
  const { t } = useTranslation('checkout');
  const formatPln = useFormatPln();
  const { showNetPrices } = useNetPrices();
  const gross = (money: Cart['total']) => formatMoney(money, false);
  const net = (money: Cart['total']) => formatMoney(money, true);
  const shown = (money: Cart['total']) => formatMoney(money, showNetPrices);
  return (
    <section className={classes.summary} aria-labelledby="checkout-summary-title" aria-busy={updating}>
      <div className={classes.heading}>
        <h2 id="checkout-summary-title" className={classes.title}>
          {t('summary.title')}
        </h2>
        <span className={classes.kind}>{t(showNetPrices ? 'summary.pricesNet' : 'summary.pricesGross')}</span>
      </div>
      <ul className={classes.lines} aria-label={t('summary.lines')}>
        {cart.items.map((item) => (
          <li key={item.id} className={classes.line}>
            <img src={item.pictureUrl} alt="" width={48} height={48} className={classes.picture} loading="lazy" />
            <div className={classes.lineText}>
              <span className={classes.name}>{item.name}</span>
              <span className={classes.quantity}>
                {t('summary.quantity', { quantity: item.quantity, uom: item.uom, price: shown(item.priceObject) })}
              </span>
            </div>
            <span className={classes.value}>{shown(item.valueObject)}</span>
          </li>
        ))}
      </ul>
      <dl className={classes.totals}>
        <Row label={t(showNetPrices ? 'summary.goodsNet' : 'summary.goodsGross')} value={shown(cart.total)} />
        {cart.depositValue.gross > 0 ? <Row label={t('summary.deposit')} value={shown(cart.depositValue)} /> : null}
        {cart.discountValue.gross > 0 ? <Row label={t('summary.discount', { code: cart.promoCode ?? '' })} value={`−${shown(cart.discountValue)}`} /> : null}
        <Row
          label={t(showNetPrices ? 'summary.delivery' : 'summary.deliveryGross')}
          value={updating ? <Spinner size={14} aria-label={t('summary.updating')} /> : cart.deliveryFee.gross > 0 ? shown(cart.deliveryFee) : t('free')}
        />
      </dl>
      {cart.vatSummary.length ? (
        <table className={classes.vat}>
          <caption className={classes.caption}>{t('summary.vatTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('summary.vatRate')}</th>
              <th scope="col">{t('summary.net')}</th>
              <th scope="col">{t('summary.vat')}</th>
              <th scope="col">{t('summary.gross')}</th>
            </tr>
          </thead>
          <tbody>
            {cart.vatSummary.map((line) => (
              <tr key={line.vatRate}>
                <th scope="row">{line.vatRate}%</th>
                <td>{formatPln(line.net)}</td>
                <td>{formatPln(line.vat)}</td>
                <td>{formatPln(line.gross)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <dl className={classes.grand}>
        <Row label={t('summary.totalNet')} value={net(cart.grandTotal)} />
        <Row label={t('summary.totalGross')} value={gross(cart.grandTotal)} strong />
      </dl>
      {children}
    </section>
  );
}

function Row({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? `${classes.row} ${classes.strong}` : classes.row}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
