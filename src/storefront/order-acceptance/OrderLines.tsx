import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney } from '../../domain/price';
import type { SalesOrder } from '../../generated/model';
import classes from './AcceptOrderPage.module.css';
import lineStyles from './OrderLines.module.css';

/** The order's products: name and code, quantity, net price and net value. */
export function OrderLines({ order }: { order: SalesOrder }) {
  const { t } = useTranslation('acceptOrder');
  return (
    <section className={classes.section} aria-labelledby="accept-order-lines">
      <h2 id="accept-order-lines" className={classes.sectionTitle}>
        {t('linesTitle')}
      </h2>
      <table className={lineStyles.lines}>
        <caption className={lineStyles.caption}>{t('linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product')}</th>
            <th scope="col">{t('quantity')}</th>
            <th scope="col" className={lineStyles.price}>
              {t('priceNet')}
            </th>
            <th scope="col">{t('lineValueNet')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <span className={lineStyles.itemName}>{item.name}</span>
                <span className={classes.small}>{t('code', { code: item.code })}</span>
              </th>
              <td>
                {item.quantity} {item.uom}
              </td>
              <td className={lineStyles.price}>{formatMoney(item.priceObject, true)}</td>
              <td>{formatMoney(item.valueObject, true)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
