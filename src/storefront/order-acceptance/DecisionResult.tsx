import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { SalesOrder } from '../../generated/model';
import classes from './AcceptOrderPage.module.css';
import { OrderLink, QueueLink } from './AcceptOrderLinks';

/** A decision just made on this page. */
export interface Decided {
  decision: 'accepted' | 'rejected';
  number: string;
  reason?: string;
  /** After accepting a level that is not the last: the level the order now waits at, and whom for (null: any approver). */
  next?: { level: number; levels: number; waitingFor: string | null };
}

/** The decision just made, with the ways on: the order in the account and the acceptance queue. */
export function DecisionResult({ decided, order }: { decided: Decided; order: SalesOrder }) {
  const { t } = useTranslation('acceptOrder');
  const heading = useRef<HTMLHeadingElement>(null);
  // The buttons are gone: the focus goes to the result, which screen readers read out.
  useEffect(() => heading.current?.focus(), []);
  const accepted = decided.decision === 'accepted';
  const { next } = decided;
  const levelHeading = next ? t('levelAccepted', { number: decided.number, level: next.level - 1, levels: next.levels }) : null;
  const text = next ? (next.waitingFor ? t('levelAcceptedText', { level: next.level, levels: next.levels, name: next.waitingFor }) : t('levelAcceptedAnyText', { level: next.level, levels: next.levels })) : null;
  return (
    <section className={`${classes.section} ${accepted ? classes.success : classes.rejected}`} aria-labelledby="accept-order-result">
      <h2 id="accept-order-result" ref={heading} tabIndex={-1} className={classes.sectionTitle}>
        {levelHeading ?? (accepted ? t('accepted', { number: decided.number }) : t('rejected', { number: decided.number }))}
      </h2>
      <p className={classes.text}>{text ?? (accepted ? t('acceptedText') : t('rejectedText', { reason: decided.reason ?? '' }))}</p>
      <div className={classes.actions}>
        <OrderLink order={order} />
        <QueueLink />
      </div>
    </section>
  );
}
