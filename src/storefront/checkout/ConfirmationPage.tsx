import { useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { isApiError, serverMessageOr } from '../../api/ApiError';
import { localePath } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { awaitsPayment, orderPaymentState, type OrderPaymentState } from '../../domain/orderPayment';
import { formatDate } from '../../domain/format/date';
import { formatMoney } from '../../domain/price';
import { paySalesOrder, useGetSalesOrder } from '../../generated/api/lists/lists';
import type { OrderAddress, SalesOrder } from '../../generated/model';
import { useSession } from '../../session';
import { useNetPrices } from '../../session/netPrices';
import { useCartInsteadOfCheckout } from '../punch-out/useCartInsteadOfCheckout';
import controls from '../../ui/controls.module.css';
import { LinkBehavior } from '../../ui/LinkBehavior';
import { LoadingButton } from '../../ui/LoadingButton';
import { Spinner } from '../../ui/Spinner';
import checkout from './Checkout.module.css';
import classes from './ConfirmationPage.module.css';
import { OrderLinesTable } from '../../ui/order/OrderLinesTable';
import { deliveryPointLines } from '../../domain/deliveryPoint';
import { PAYMENT_RESULT_PARAM, placedOrderNote } from './placedOrder';

/** The order confirmation /proces-zamowienia/{id}: number, what happens next, the summary, where to go on. */
export function ConfirmationPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('checkout');
  const { status } = useSession();
  const orderId = Number(id);
  const backToCart = useCartInsteadOfCheckout();
  const valid = Number.isInteger(orderId) && orderId > 0;
  const query = useGetSalesOrder(orderId, { query: { enabled: status === 'ready' && valid, staleTime: 0 } });
  const [params] = useSearchParams();
  const loaded = query.data?.salesOrder;
  const payment = loaded ? orderPaymentState(loaded, params.get(PAYMENT_RESULT_PARAM)) : 'settled';
  usePageMeta({ title: t(unpaidTitleKey(payment) ?? 'confirmation.title'), description: t('description'), noindex: true });
  if (backToCart) return null;

  const notFound = !valid || (isApiError(query.error) && [403, 404].includes(query.error.status));
  if (notFound) {
    return (
      <Problem title={t('confirmation.notFoundTitle')} text={t('confirmation.notFoundText')} />
    );
  }
  if (query.error) {
    return (
      <Problem title={t('errors.loadTitle')} text={serverMessageOr(query.error, t('errors.loadText'))}>
        <button type="button" className={`${controls.button} ${controls.contained}`} onClick={() => void query.refetch()}>
          {t('errors.retry')}
        </button>
      </Problem>
    );
  }
  const order = query.data?.salesOrder;
  if (!order) {
    return (
      <div className={checkout.loading}>
        <Spinner aria-label={t('loading')} />
      </div>
    );
  }
  return <Confirmation order={order} payment={payment} />;
}

/** The heading of an order still to be paid; null when the usual thanks apply. */
function unpaidTitleKey(payment: OrderPaymentState): string | null {
  if (payment === 'failed') return 'confirmation.unpaid.failedTitle';
  if (payment === 'awaiting') return 'confirmation.unpaid.awaitingTitle';
  return null;
}

function Confirmation({ order, payment }: { order: SalesOrder; payment: OrderPaymentState }) {
  const { t } = useTranslation('checkout');
  const { isLoggedIn } = useSession();
  const note = placedOrderNote(order.id);
  const unpaid = awaitsPayment(payment);
  return (
    <div className={checkout.page}>
      <div className={unpaid ? `${classes.hero} ${classes.unpaidHero}` : classes.hero}>
        <h1 className={checkout.title}>{t(unpaidTitleKey(payment) ?? 'confirmation.title')}</h1>
        <p className={classes.number}>
          {t('confirmation.number')} <strong>{order.number}</strong>
        </p>
      </div>

      <section className={checkout.section} aria-labelledby="confirmation-next-title">
        <h2 id="confirmation-next-title" className={checkout.sectionTitle}>
          {t('confirmation.nextTitle')}
        </h2>
        <NextSteps order={order} payment={payment} />
        {note?.accountCreated && !isLoggedIn ? (
          <div className={checkout.notice}>
            <p className={classes.noMargin}>{t('confirmation.accountCreated', { email: note.email ?? '' })}</p>
            <LinkBehavior href={localePath('login')} className={`${controls.button} ${controls.contained} ${classes.noticeAction}`}>
              {t('confirmation.logIn')}
            </LinkBehavior>
          </div>
        ) : null}
        <div className={classes.links}>
          {isLoggedIn ? (
            <LinkBehavior href={localePath('dashboard-orders-slug', { slug: order.id })} className={`${controls.button} ${controls.contained}`}>
              {t('confirmation.orderInAccount')}
            </LinkBehavior>
          ) : null}
          <LinkBehavior href={localePath('home')} className={`${controls.button} ${controls.outlined}`}>
            {t('confirmation.backToShop')}
          </LinkBehavior>
        </div>
      </section>

      <OrderDetails order={order} unpaid={unpaid} />
    </div>
  );
}

/** What happens next: acceptance, the online payment's state (pay again when it failed), or shipping. */
function NextSteps({ order, payment }: { order: SalesOrder; payment: OrderPaymentState }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const unpaid = awaitsPayment(payment);

  async function pay() {
    setPaying(true);
    setPayError(null);
    try {
      const { redirectUrl } = await paySalesOrder(order.id);
      if (/^https?:\/\//.test(redirectUrl) && new URL(redirectUrl).origin !== window.location.origin) window.location.assign(redirectUrl);
      else await navigate(redirectUrl.replace(/^https?:\/\/[^/]+/, ''));
    } catch (error) {
      setPayError(serverMessageOr(error, t('confirmation.payFailed')));
    } finally {
      setPaying(false);
    }
  }

  return (
    <div className={classes.next}>
      {order.status.id === 'awaitingAcceptance' ? <p className={checkout.warning}>{t('confirmation.awaitingAcceptance')}</p> : null}
      {payment === 'paid' ? (
        <p className={classes.paid} role="status">
          <span aria-hidden="true">✓ </span>
          {t('confirmation.paid')}
        </p>
      ) : null}
      {payment === 'failed' ? (
        <p className={checkout.formError} role="alert">
          {t('confirmation.paymentFailed')}
        </p>
      ) : null}
      {payment === 'awaiting' ? <p className={checkout.notice}>{t('confirmation.paymentPending')}</p> : null}
      {unpaid && !order.canPay ? <p className={checkout.notice}>{t('confirmation.unpaid.cannotPay')}</p> : null}
      {unpaid && order.canPay ? (
        <div>
          <LoadingButton className={`${controls.button} ${controls.contained}`} loading={paying} onClick={() => void pay()}>
            {payment === 'failed' ? t('confirmation.payAgain') : t('confirmation.payNow')}
          </LoadingButton>
          {payError ? (
            <p className={checkout.formError} role="alert">
              {payError}
            </p>
          ) : null}
        </div>
      ) : null}
      {order.status.id !== 'awaitingAcceptance' && payment === 'settled' ? <p className={classes.noMargin}>{t('confirmation.processing')}</p> : null}
      {/* An unpaid order is not under way yet: its status would promise what the payment has not settled. */}
      <p className={`${classes.noMargin} ${checkout.small}`}>
        {unpaid ? t('confirmation.unpaid.status') : t('confirmation.status', { status: order.status.name })}
      </p>
    </div>
  );
}

function OrderDetails({ order, unpaid }: { order: SalesOrder; unpaid: boolean }) {
  const { t, i18n } = useTranslation('checkout');
  const net = (money: SalesOrder['total']) => formatMoney(money, true);
  // Lines, goods, deposit and delivery net or gross as the net/gross switch says.
  const { showNetPrices } = useNetPrices();
  const shown = (money: SalesOrder['total']) => formatMoney(money, showNetPrices);
  const locale = i18n.language === 'en' ? 'en' : 'pl';
  return (
    <section className={checkout.section} aria-labelledby="confirmation-summary-title">
      <h2 id="confirmation-summary-title" className={checkout.sectionTitle}>
        {t('confirmation.summaryTitle')}
      </h2>
      <OrderLinesTable
        items={order.items}
        net={showNetPrices}
        labels={{
          caption: t('confirmation.linesCaption'),
          product: t('confirmation.product'),
          quantity: t('confirmation.quantity'),
          price: t(showNetPrices ? 'confirmation.price' : 'confirmation.priceGross'),
          value: t(showNetPrices ? 'confirmation.value' : 'confirmation.valueGross'),
        }}
        codeText={(code) => t('confirmation.code', { code })}
      />
      <dl className={classes.totals}>
        <Fact label={t(showNetPrices ? 'summary.goodsNet' : 'summary.goodsGross')}>{shown(order.total)}</Fact>
        {order.depositValue.gross > 0 ? <Fact label={t('summary.deposit')}>{shown(order.depositValue)}</Fact> : null}
        <Fact label={t(showNetPrices ? 'summary.delivery' : 'summary.deliveryGross')}>{order.deliveryFee.gross > 0 ? shown(order.deliveryFee) : t('free')}</Fact>
        <Fact label={t('summary.totalNet')}>{net(order.grandTotal)}</Fact>
        <Fact label={t('summary.totalGross')} strong>
          {formatMoney(order.grandTotal, false)}
        </Fact>
      </dl>
      <dl className={classes.facts}>
        <Fact label={t('confirmation.deliveryMethod')}>{order.deliveryMethod.name}</Fact>
        {order.deliveryPoint ? (
          <Fact label={t('confirmation.deliveryPoint')}>
            {deliveryPointLines(order.deliveryPoint).map((line) => (
              <span key={line} className={classes.addressLine}>
                {line}
              </span>
            ))}
          </Fact>
        ) : null}
        {order.deliveryAddress ? <Fact label={t('confirmation.deliveryAddress')}>{addressLines(order.deliveryAddress)}</Fact> : null}
        <Fact label={t('confirmation.billingAddress')}>{addressLines(order.billingAddress)}</Fact>
        <Fact label={t('confirmation.paymentMethod')}>{order.paymentMethod.name}</Fact>
        {order.deliveryDate && !unpaid ? <Fact label={t('confirmation.deliveryDate')}>{formatDate(order.deliveryDate, locale)}</Fact> : null}
        {order.costCenter ? <Fact label={t('costCentre.label')}>{order.costCenter.name}</Fact> : null}
        {order.clientOrderNumber ? <Fact label={t('order.clientOrderNumber')}>{order.clientOrderNumber}</Fact> : null}
        {order.comment ? <Fact label={t('note.label')}>{order.comment}</Fact> : null}
      </dl>
    </section>
  );
}

function addressLines(address: OrderAddress): ReactNode {
  return [address.name, address.streetWithNumber, address.addressLine1, `${address.zip} ${address.city}`, address.phone1]
    .filter(Boolean)
    .map((line) => (
      <span key={line} className={classes.addressLine}>
        {line}
      </span>
    ));
}

function Fact({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? `${classes.fact} ${classes.strong}` : classes.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What stands in the confirmation's place (an order not found, a failed load): the page's title says it too, not the thanks. */
function Problem({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  const { t } = useTranslation('checkout');
  usePageMeta({ title, noindex: true, inPlaceOfPage: true });
  return (
    <div className={checkout.page}>
      <div className={checkout.empty}>
        <h1 className={checkout.title}>{title}</h1>
        <p>{text}</p>
        <div className={classes.links}>
          {children}
          <LinkBehavior href={localePath('home')} className={`${controls.button} ${controls.outlined}`}>
            {t('confirmation.backToShop')}
          </LinkBehavior>
        </div>
      </div>
    </div>
  );
}
