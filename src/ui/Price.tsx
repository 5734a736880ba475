import { useTranslation } from '../i18n/useTranslation';
import type { Money } from '../generated/model';
import { discountPercent, formatMoney, moneyAmount } from '../domain/price';
import hidden from './visuallyHidden.module.css';
import classes from './Price.module.css';

interface PriceProps {
  price: Money;
  oldPrice?: Money | null;
  showNetPrices: boolean;
  size?: 'medium' | 'large';
  /** Shows the "-25%" badge next to the price. */
  showDiscount?: boolean;
}

/**
 * A price net or gross with its label, the old price struck through when discounted. Plain
 * elements styled by a CSS module: a listing shows dozens of them at once.
 */
export function Price({ price, oldPrice, showNetPrices, size = 'medium', showDiscount = false }: PriceProps) {
  const { t } = useTranslation();
  const percent = oldPrice ? discountPercent(moneyAmount(oldPrice, showNetPrices), moneyAmount(price, showNetPrices)) : 0;
  const discounted = percent > 0 && oldPrice;
  const large = size === 'large';
  return (
    <div className={classes.price}>
      {discounted ? (
        <span className={large ? classes.oldLarge : classes.old}>
          <span className={hidden.visuallyHidden}>{t('price.oldPrice')} </span>
          <s>{formatMoney(oldPrice, showNetPrices)}</s>
        </span>
      ) : null}
      <span className={`${large ? classes.currentLarge : classes.current}${discounted ? ` ${classes.discounted}` : ''}`}>
        {discounted ? <span className={hidden.visuallyHidden}>{t('price.currentPrice')} </span> : null}
        {formatMoney(price, showNetPrices)}
      </span>
      <span className={classes.kind}>{showNetPrices ? t('price.net') : t('price.gross')}</span>
      {showDiscount && discounted ? <span className={classes.discount}>{t('price.discount', { percent })}</span> : null}
    </div>
  );
}
