import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { SalesOrder } from '../../generated/model';
import { decisionState } from '../../ui/order-acceptance/orderDecision';
import classes from './AcceptOrderPage.module.css';
import noticeStyles from './DecisionSection.module.css';
import { OrderLink, QueueLink } from './AcceptOrderLinks';
import { DecisionForm } from './DecisionForm';
import type { Decided } from './DecisionResult';

/** Accept / reject, or why there is nothing to decide (decided already, not awaiting, not an approver). */
export function DecisionSection({ order, onDecided, onStale }: { order: SalesOrder; onDecided: (decided: Decided) => void; onStale: () => void }) {
  const { t } = useTranslation('acceptOrder');
  const [refusedHere, setRefusedHere] = useState(false);
  const state = refusedHere ? 'notAllowed' : decisionState(order);
  if (state === 'decide') return <DecisionForm order={order} onDecided={onDecided} onStale={onStale} onNotAllowed={() => setRefusedHere(true)} />;
  let message: ReactNode;
  if (state === 'accepted') message = order.acceptedBy ? t('alreadyAcceptedBy', { number: order.number, name: order.acceptedBy.name }) : t('alreadyAccepted', { number: order.number });
  else if (state === 'rejected') {
    message = (
      <>
        {t('alreadyRejected', { number: order.number })}
        {order.rejectionReason ? <span className={noticeStyles.block}>{t('alreadyRejectedReason', { reason: order.rejectionReason })}</span> : null}
      </>
    );
  } else if (state === 'notAwaiting') message = t('notAwaiting', { number: order.number, status: order.status.name });
  else if (order.approval?.waitingFor && order.approval.levels > 1) {
    // A chain of approval rules: the level it waits at is someone else's.
    message = t('notYourLevel', { level: order.approval.level, levels: order.approval.levels, name: order.approval.waitingFor.name });
  } else message = t('notAllowed');
  return (
    <section className={classes.section} aria-labelledby="accept-order-decision">
      <h2 id="accept-order-decision" className={classes.sectionTitle}>
        {t('decisionTitle')}
      </h2>
      <p className={state === 'notAllowed' ? classes.warning : noticeStyles.notice} role="status">
        {message}
      </p>
      <div className={classes.actions}>
        <OrderLink order={order} />
        <QueueLink />
      </div>
    </section>
  );
}
