import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { loadOnDemand } from '../../ui/loadOnDemand';
import type { OrderApprovalValidationDialogProps } from '../../ui/order-acceptance/OrderApprovalValidationDialog';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { queryClient } from '../../api/queryClient';
import { useFormatPln } from '../../ui/useFormatPln';
import { acceptSalesOrder, rejectSalesOrder } from '../../generated/api/lists/lists';
import type { SalesOrder } from '../../generated/model';
import { useSession } from '../../session';
import controls from '../../ui/controls.module.css';
import { LoadingButton } from '../../ui/LoadingButton';
import classes from './AcceptOrderPage.module.css';
import formStyles from './DecisionForm.module.css';
import { decisionFailure, failureText, invalidateAfterDecision } from '../../ui/order-acceptance/orderDecision';
import type { Decided } from './DecisionResult';
import { REJECTION_REASON_MAX, rejectionSchema, type RejectionValues } from './rejectionSchema';

// The confirmation every way of accepting shows (cost centre, value, the amount over the limit); MUI, so loaded when needed.
// Not lazy() in Suspense: React would show it no sooner than 300 ms after the click (loadOnDemand).
const validationDialog = loadOnDemand<OrderApprovalValidationDialogProps>(() =>
  import('../../ui/order-acceptance/OrderApprovalValidationDialog').then((module) => ({ default: module.OrderApprovalValidationDialog })),
  { reloadWhenGone: true },
);

/** Accept (after the confirmation dialog) or reject with a reason; a refusal says why, or shows the order as it is now. */
export function DecisionForm({ order, onDecided, onStale, onNotAllowed }: { order: SalesOrder; onDecided: (decided: Decided) => void; onStale: () => void; onNotAllowed: () => void }) {
  const { t } = useTranslation(['acceptOrder', 'common']);
  const formatPln = useFormatPln();
  const [rejecting, setRejecting] = useState(false);
  const [pending, setPending] = useState<'accept' | 'reject' | null>(null);
  const [error, setError] = useState<{ title: string; reason: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const OrderApprovalValidationDialog = validationDialog.useComponent(confirming);
  const { showNetPrices } = useSession();
  const over = Math.max(0, order.amountOverLimit ?? 0);
  const schema = useMemo(
    () => rejectionSchema({ required: t('common:validation.required'), maxLength: t('common:validation.maxLength', { length: REJECTION_REASON_MAX }) }),
    [t],
  );
  const { register, handleSubmit, formState, setFocus } = useForm<RejectionValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { reason: '' } });
  const rejectButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (rejecting) setFocus('reason');
  }, [rejecting, setFocus]);

  async function decide(decision: 'accept' | 'reject', reason?: string) {
    setPending(decision);
    setError(null);
    try {
      const { salesOrder } = decision === 'accept' ? await acceptSalesOrder(order.id, { seenRevision: order.revision }) : await rejectSalesOrder(order.id, { reason: reason ?? '', seenRevision: order.revision });
      setConfirming(false);
      void invalidateAfterDecision(queryClient, [order.id]);
      // A level of the order's approval chain that is not the last: the order waits at the next one.
      const next = salesOrder.status.id === 'awaitingAcceptance' && salesOrder.approval
        ? { level: salesOrder.approval.level, levels: salesOrder.approval.levels, waitingFor: salesOrder.approval.waitingFor?.name ?? null }
        : undefined;
      onDecided({ decision: decision === 'accept' ? 'accepted' : 'rejected', number: salesOrder.number, reason, next });
    } catch (failure) {
      const refused = decisionFailure(failure);
      setConfirming(false);
      // Whatever happened, the lists and the count show the order as it is now.
      void invalidateAfterDecision(queryClient, [order.id]);
      // Decided by someone else meanwhile: the order as it is now says so.
      if (refused.kind === 'decided') onStale();
      else if (refused.kind === 'notAllowed') onNotAllowed();
      else setError(failureText(t, decision, order.number, refused));
      setPending(null);
    }
  }

  const reasonError = formState.errors.reason?.message;
  return (
    <section className={classes.section} aria-labelledby="accept-order-decision">
      <h2 id="accept-order-decision" className={classes.sectionTitle}>
        {t('decisionTitle')}
      </h2>
      {over > 0 ? <p className={classes.warning}>{t('overLimit', { amount: formatPln(over) })}</p> : null}
      {error ? (
        <p className={formStyles.error} role="alert">
          <strong>{error.title}</strong> {error.reason}
        </p>
      ) : null}
      {rejecting ? (
        <form className={formStyles.rejectForm} noValidate onSubmit={handleSubmit(({ reason }) => decide('reject', reason.trim()))}>
          <div className={reasonError ? `${formStyles.field} ${formStyles.invalid}` : formStyles.field}>
            <label htmlFor="accept-order-reason" className={formStyles.label}>
              {t('rejectReason')}
              <span aria-hidden="true"> *</span>
            </label>
            <textarea
              id="accept-order-reason"
              rows={4}
              required
              aria-required="true"
              aria-invalid={Boolean(reasonError)}
              aria-describedby="accept-order-reason-helper"
              className={formStyles.textarea}
              {...register('reason')}
            />
            <p id="accept-order-reason-helper" className={reasonError ? formStyles.fieldError : classes.small}>
              {reasonError ?? t('rejectHint')}
            </p>
          </div>
          <div className={classes.actions}>
            <LoadingButton className={`${controls.button} ${controls.contained} ${formStyles.danger}`} loading={pending === 'reject'} disabled={pending !== null}>
              {t('rejectConfirm')}
            </LoadingButton>
            <button
              type="button"
              className={`${controls.button} ${controls.outlined}`}
              disabled={pending !== null}
              onClick={() => {
                setRejecting(false);
                // Back to the button that opened the form (it renders again on the next frame).
                requestAnimationFrame(() => rejectButton.current?.focus());
              }}
            >
              {t('cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className={classes.actions}>
          <LoadingButton className={`${controls.button} ${controls.contained} ${formStyles.decide}`} loading={pending === 'accept'} disabled={pending !== null} onClick={() => setConfirming(true)}>
            {t('accept')}
          </LoadingButton>
          <button ref={rejectButton} type="button" className={`${controls.button} ${controls.outlined} ${formStyles.decide}`} disabled={pending !== null} onClick={() => setRejecting(true)}>
            {t('reject')}
          </button>
        </div>
      )}
      {OrderApprovalValidationDialog ? (
        <OrderApprovalValidationDialog
          open
          orders={[order]}
          showNetPrices={showNetPrices}
          onClose={() => setConfirming(false)}
          onConfirm={() => decide('accept')}
          pending={pending === 'accept'}
        />
      ) : null}
    </section>
  );
}
