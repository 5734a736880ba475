import { useTranslation } from '../../i18n/useTranslation';
import type { SalesOrder } from '../../generated/model';
import { OrderLinesTable } from '../../ui/order/OrderLinesTable';
import classes from './AcceptOrderPage.module.css';

/** The order's products: name and code, quantity, net price and net value. */
export function OrderLines({ order }: { order: SalesOrder }) {
  const { t } = useTranslation('acceptOrder');
  return (
    <section className={classes.section} aria-labelledby="accept-order-lines">
      <h2 id="accept-order-lines" className={classes.sectionTitle}>
        {t('linesTitle')}
      </h2>
      <OrderLinesTable
        items={order.items}
        net
        labels={{ caption: t('linesCaption'), product: t('product'), quantity: t('quantity'), price: t('priceNet'), value: t('lineValueNet') }}
        codeText={(code) => t('code', { code })}
      />
    </section>
  );
}
