import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { queryClient } from '../../api/queryClient';
import { localePath, useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { formatDate } from '../../domain/format/date';
import { useFormatPln } from '../../ui/useFormatPln';
import { formatMoney } from '../../domain/price';
import { acceptSalesOrder, rejectSalesOrder, useGetSalesOrder } from '../../generated/api/lists/lists';
import type { SalesOrder } from '../../generated/model';
import { useSession } from '../../session';
import controls from '../../ui/controls.module.css';
import { LinkBehavior } from '../../ui/LinkBehavior';
import { LoadingButton } from '../../ui/LoadingButton';
import { Spinner } from '../../ui/Spinner';
import classes from './AcceptOrderPage.module.css';
import { decisionFailure, decisionState, failureText, invalidateAfterDecision } from '../../ui/order-acceptance/orderDecision';
import { REJECTION_REASON_MAX, rejectionSchema, type RejectionValues } from './rejectionSchema';

// The confirmation every way of accepting shows (cost centre, value, the amount over the limit); MUI, so loaded when needed.
const OrderApprovalValidationDialog = lazy(() =>
  import('../../ui/order-acceptance/OrderApprovalValidationDialog').then((module) => ({ default: module.OrderApprovalValidationDialog })),
);

/** The order in the link: `?id=<order id>` (the approval e-mail's accept link). */
const ID_PARAM = 'id';

/** A decision just made on this page. */
interface Decided {
  decision: 'accepted' | 'rejected';
  number: string;
  reason?: string;
}

/**
 * Accept order (/zaakceptuj-zamowienie?id=…, logged-in only: a guest logs in first and comes back
 * here). The approver sees the order — number, buyer, date, cost centre, value, the amount over the
 * limit and its products — and accepts it or rejects it with a reason.
 */
export function AcceptOrderPage() {
  const { t } = useTranslation('acceptOrder');
  const [params] = useSearchParams();
  const { status } = useSession();
  const raw = (params.get(ID_PARAM) ?? '').trim();
  const orderId = /^\d+$/.test(raw) ? Number(raw) : 0;
  const query = useGetSalesOrder(orderId, { query: { enabled: orderId > 0 && status === 'ready', staleTime: 0, retry: false } });
  const [decided, setDecided] = useState<Decided | null>(null);
  usePageMeta({ title: t('title'), description: t('description'), noindex: true });

  let content: ReactNode;
  if (orderId <= 0) {
    content = <Problem title={t('missingIdTitle')} text={t('missingIdText')} />;
  } else if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 403)) {
    content = <Problem title={t('notFoundTitle')} text={t('notFoundText')} />;
  } else if (query.error) {
    content = (
      <Problem title={t('loadErrorTitle')} text={t('loadError')} alert>
        <button type="button" className={`${controls.button} ${controls.outlined}`} onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </Problem>
    );
  } else if (!query.data) {
    content = (
      <div className={classes.loading}>
        <Spinner aria-label={t('loading')} />
      </div>
    );
  } else {
    content = <OrderToDecide order={query.data.salesOrder} decided={decided} onDecided={setDecided} onStale={() => void query.refetch()} />;
  }

  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t('title')}</h1>
      {content}
    </div>
  );
}

/** A message instead of the order, with the way to the acceptance queue. */
function Problem({ title, text, alert = false, children }: { title: string; text: string; alert?: boolean; children?: ReactNode }) {
  return (
    <section className={classes.problem} role={alert ? 'alert' : undefined} aria-labelledby="accept-order-problem">
      <h2 id="accept-order-problem" className={classes.sectionTitle}>
        {title}
      </h2>
      <p className={classes.text}>{text}</p>
      <div className={classes.actions}>
        {children}
        <QueueLink />
      </div>
    </section>
  );
}

function QueueLink({ primary = false }: { primary?: boolean }) {
  const { t } = useTranslation('acceptOrder');
  return (
    <LinkBehavior href={localePath('dashboard-acceptance')} className={`${controls.button} ${primary ? controls.contained : controls.outlined}`}>
      {t('queue')}
    </LinkBehavior>
  );
}

function OrderLink({ order }: { order: Pick<SalesOrder, 'id'> }) {
  const { t } = useTranslation('acceptOrder');
  return (
    <LinkBehavior href={localePath('dashboard-orders-slug', { slug: order.id })} className={`${controls.button} ${controls.contained}`}>
      {t('viewOrder')}
    </LinkBehavior>
  );
}

function OrderToDecide({ order, decided, onDecided, onStale }: { order: SalesOrder; decided: Decided | null; onDecided: (decided: Decided) => void; onStale: () => void }) {
  return (
    <>
      <OrderFacts order={order} />
      {decided ? <DecisionResult decided={decided} order={order} /> : <DecisionSection order={order} onDecided={onDecided} onStale={onStale} />}
      <OrderLines order={order} />
    </>
  );
}

function OrderFacts({ order }: { order: SalesOrder }) {
  const { t } = useTranslation('acceptOrder');
  const formatPln = useFormatPln();
  const locale = useLocale();
  const over = Math.max(0, order.amountOverLimit ?? 0);
  return (
    <section className={classes.section} aria-labelledby="accept-order-number">
      <div className={classes.numberRow}>
        <h2 id="accept-order-number" className={classes.sectionTitle}>
          {t('number', { number: order.number })}
        </h2>
        <span className={`${classes.status} ${classes[`status-${order.status.id}`] ?? ''}`}>{t('status', { status: order.status.name })}</span>
      </div>
      <dl className={classes.facts} aria-label={t('factsLabel')}>
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
        <p className={classes.comment}>
          <span className={classes.commentLabel}>{t('comment')}:</span> {order.comment}
        </p>
      ) : null}
    </section>
  );
}

function Fact({ label, strong = false, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd className={strong ? classes.over : undefined}>{children}</dd>
    </div>
  );
}

function OrderLines({ order }: { order: SalesOrder }) {
  const { t } = useTranslation('acceptOrder');
  return (
    <section className={classes.section} aria-labelledby="accept-order-lines">
      <h2 id="accept-order-lines" className={classes.sectionTitle}>
        {t('linesTitle')}
      </h2>
      <table className={classes.lines}>
        <caption className={classes.caption}>{t('linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product')}</th>
            <th scope="col">{t('quantity')}</th>
            <th scope="col" className={classes.price}>
              {t('priceNet')}
            </th>
            <th scope="col">{t('lineValueNet')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <span className={classes.itemName}>{item.name}</span>
                <span className={classes.small}>{t('code', { code: item.code })}</span>
              </th>
              <td>
                {item.quantity} {item.uom}
              </td>
              <td className={classes.price}>{formatMoney(item.priceObject, true)}</td>
              <td>{formatMoney(item.valueObject, true)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Accept / reject, or why there is nothing to decide (decided already, not awaiting, not an approver). */
function DecisionSection({ order, onDecided, onStale }: { order: SalesOrder; onDecided: (decided: Decided) => void; onStale: () => void }) {
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
        {order.rejectionReason ? <span className={classes.block}>{t('alreadyRejectedReason', { reason: order.rejectionReason })}</span> : null}
      </>
    );
  } else if (state === 'notAwaiting') message = t('notAwaiting', { number: order.number, status: order.status.name });
  else message = t('notAllowed');
  return (
    <section className={classes.section} aria-labelledby="accept-order-decision">
      <h2 id="accept-order-decision" className={classes.sectionTitle}>
        {t('decisionTitle')}
      </h2>
      <p className={state === 'notAllowed' ? classes.warning : classes.notice} role="status">
        {message}
      </p>
      <div className={classes.actions}>
        <OrderLink order={order} />
        <QueueLink />
      </div>
    </section>
  );
}

function DecisionForm({ order, onDecided, onStale, onNotAllowed }: { order: SalesOrder; onDecided: (decided: Decided) => void; onStale: () => void; onNotAllowed: () => void }) {
  const { t } = useTranslation(['acceptOrder', 'common']);
  const formatPln = useFormatPln();
  const [rejecting, setRejecting] = useState(false);
  const [pending, setPending] = useState<'accept' | 'reject' | null>(null);
  const [error, setError] = useState<{ title: string; reason: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
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
      const { salesOrder } = decision === 'accept' ? await acceptSalesOrder(order.id) : await rejectSalesOrder(order.id, { reason: reason ?? '' });
      setConfirming(false);
      void invalidateAfterDecision(queryClient, [order.id]);
      onDecided({ decision: decision === 'accept' ? 'accepted' : 'rejected', number: salesOrder.number, reason });
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
        <p className={classes.error} role="alert">
          <strong>{error.title}</strong> {error.reason}
        </p>
      ) : null}
      {rejecting ? (
        <form className={classes.rejectForm} noValidate onSubmit={handleSubmit(({ reason }) => decide('reject', reason.trim()))}>
          <div className={reasonError ? `${classes.field} ${classes.invalid}` : classes.field}>
            <label htmlFor="accept-order-reason" className={classes.label}>
              {t('rejectReason')}
              <span aria-hidden="true"> *</span>
            </label>
            <textarea
              id="accept-order-reason"
              rows={4}
              maxLength={REJECTION_REASON_MAX}
              required
              aria-required="true"
              aria-invalid={Boolean(reasonError)}
              aria-describedby="accept-order-reason-helper"
              className={classes.textarea}
              {...register('reason')}
            />
            <p id="accept-order-reason-helper" className={reasonError ? classes.fieldError : classes.small}>
              {reasonError ?? t('rejectHint')}
            </p>
          </div>
          <div className={classes.actions}>
            <LoadingButton className={`${controls.button} ${controls.contained} ${classes.danger}`} loading={pending === 'reject'} disabled={pending !== null}>
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
          <LoadingButton className={`${controls.button} ${controls.contained} ${classes.decide}`} loading={pending === 'accept'} disabled={pending !== null} onClick={() => setConfirming(true)}>
            {t('accept')}
          </LoadingButton>
          <button ref={rejectButton} type="button" className={`${controls.button} ${controls.outlined} ${classes.decide}`} disabled={pending !== null} onClick={() => setRejecting(true)}>
            {t('reject')}
          </button>
        </div>
      )}
      {confirming ? (
        <Suspense fallback={null}>
          <OrderApprovalValidationDialog
            open
            orders={[order]}
            showNetPrices={showNetPrices}
            onClose={() => setConfirming(false)}
            onConfirm={() => decide('accept')}
            pending={pending === 'accept'}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The decision just made, with the ways on: the order in the account and the acceptance queue. */
function DecisionResult({ decided, order }: { decided: Decided; order: SalesOrder }) {
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
