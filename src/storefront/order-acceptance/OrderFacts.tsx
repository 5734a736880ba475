import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocale } from '../../routing/routes';
import { formatDate } from '../../domain/format/date';
import { formatMoney } from '../../domain/price';
import type { SalesOrder } from '../../generated/model';
import { useFormatPln } from '../../ui/useFormatPln';
import classes from './AcceptOrderPage.module.css';
import factStyles from './OrderFacts.module.css';

/** The order to decide on: number, status, buyer, date, cost centre, value, the amount over the limit and the comment. */
export function OrderFacts({ order }: { order: SalesOrder }) {
  const { t } = useTranslation('acceptOrder');
  const formatPln = useFormatPln();
  const locale = useLocale();
  const over = Math.max(0, order.amountOverLimit ?? 0);
  return (
    <section className={classes.section} aria-labelledby="accept-order-number">
      <div className={factStyles.numberRow}>
        <h2 id="accept-order-number" className={classes.sectionTitle}>
          {t('number', { number: order.number })}
        </h2>
        <span className={`${factStyles.status} ${factStyles[`status-${order.status.id}`] ?? ''}`}>{t('status', { status: order.status.name })}</span>
      </div>
      <dl className={factStyles.facts} aria-label={t('factsLabel')}>
        <Fact label={t('createdBy')}>{order.createdBy.name}</Fact>
        <Fact label={t('createdAt')}>{formatDate(order.createdAt, locale)}</Fact>
        <Fact label={t('costCenter')}>{order.costCenter?.name ?? t('noCostCenter')}</Fact>
        {order.clientOrderNumber ? <Fact label={t('clientOrderNumber')}>{order.clientOrderNumber}</Fact> : null}
        <Fact label={t('valueNet')}>{formatMoney(order.grandTotal, true)}</Fact>
        <Fact label={t('valueGross')}>{formatMoney(order.grandTotal, false)}</Fact>
        {order.status.id === 'awaitingAcceptance' ? (
          <Fact label={t('amountOverLimit')} strong={over > 0}>
            {over > 0 ? formatPln(over) : t('withinLimit')}
          </Fact>
        ) : null}
      </dl>
      {order.comment ? (
        <p className={factStyles.comment}>
          <span className={factStyles.commentLabel}>{t('comment')}:</span> {order.comment}
        </p>
      ) : null}
    </section>
  );
}

function Fact({ label, strong = false, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <div className={factStyles.fact}>
      <dt>{label}</dt>
      <dd className={strong ? factStyles.over : undefined}>{children}</dd>
    </div>
  );
}
