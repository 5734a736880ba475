import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesOrder } from '../../generated/model';
import classes from './AcceptOrderPage.module.css';
import { OrderLink, QueueLink } from './AcceptOrderLinks';

/** A decision just made on this page. */
export interface Decided {
  decision: 'accepted' | 'rejected';
  number: string;
  reason?: string;
}

/** The decision just made, with the ways on: the order in the account and the acceptance queue. */
export function DecisionResult({ decided, order }: { decided: Decided; order: SalesOrder }) {
  const { t } = useTranslation('acceptOrder');
  const heading = useRef<HTMLHeadingElement>(null);
  // The buttons are gone: the focus goes to the result, which screen readers read out.
  useEffect(() => heading.current?.focus(), []);
  const accepted = decided.decision === 'accepted';
  return (
    <section className={`${classes.section} ${accepted ? classes.success : classes.rejected}`} aria-labelledby="accept-order-result">
      <h2 id="accept-order-result" ref={heading} tabIndex={-1} className={classes.sectionTitle}>
        {accepted ? t('accepted', { number: decided.number }) : t('rejected', { number: decided.number })}
      </h2>
      <p className={classes.text}>{accepted ? t('acceptedText') : t('rejectedText', { reason: decided.reason ?? '' })}</p>
      <div className={classes.actions}>
        <OrderLink order={order} />
        <QueueLink />
      </div>
    </section>
  );
}
