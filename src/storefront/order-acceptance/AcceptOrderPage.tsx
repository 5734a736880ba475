import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { isApiError } from '../../api/ApiError';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { useGetSalesOrder } from '../../generated/api/lists/lists';
import type { SalesOrder } from '../../generated/model';
import { useSession } from '../../session';
import controls from '../../ui/controls.module.css';
import { Spinner } from '../../ui/Spinner';
import classes from './AcceptOrderPage.module.css';
import { QueueLink } from './AcceptOrderLinks';
import { DecisionResult, type Decided } from './DecisionResult';
import { DecisionSection } from './DecisionSection';
import { OrderFacts } from './OrderFacts';
import { OrderLines } from './OrderLines';

/** The order in the link: `?id=<order id>` (the approval e-mail's accept link). */
const ID_PARAM = 'id';

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

function OrderToDecide({ order, decided, onDecided, onStale }: { order: SalesOrder; decided: Decided | null; onDecided: (decided: Decided) => void; onStale: () => void }) {
  return (
    <>
      <OrderFacts order={order} />
      {decided ? <DecisionResult decided={decided} order={order} /> : <DecisionSection order={order} onDecided={onDecided} onStale={onStale} />}
      <OrderLines order={order} />
    </>
  );
}
