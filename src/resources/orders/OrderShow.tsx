import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { OrderAddress, SalesOrder, SalesOrderItem } from '../../generated/model';
import { localePath, useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { deliveryPointLines } from '../../domain/deliveryPoint';
import { formatDate } from '../../domain/format/date';
import { formatPln, round2 } from '../../domain/money';
import { useSession } from '../../session';
import { orderActions } from './orderActions';
import { OrderActionsBar } from './OrderActionsBar';
import { OrderDocuments } from './OrderDocuments';
import { formatMoney, visuallyHidden } from './orderFormat';
import { OrderHistory } from './OrderHistory';
import { OrderLines } from './OrderLines';
import { OrderStatusChip } from './OrderStatusChip';
import { RemoveOrderItemDialog } from './RemoveOrderItemDialog';
import { DetailCrumbs } from '../ui/detail/DetailCrumbs';
import { DetailProblem } from '../ui/detail/DetailProblem';
import { useDetailRecord } from '../ui/detail/useDetailRecord';
import { usePhoneLayout } from '../ui/usePhoneLayout';
import { DetailSection } from '../ui/detail/DetailSection';
import { Facts } from '../ui/detail/Facts';
import { SALES_ORDERS_RESOURCE } from './resource';

function Address({ address }: { address: OrderAddress }) {
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      {address.name}
      <br />
      {address.streetWithNumber}
      {address.addressLine1 ? (
        <>
          <br />
          {address.addressLine1}
        </>
      ) : null}
      <br />
      {address.zip} {address.city}
      {address.phone1 ? (
        <>
          <br />
          {address.phone1}
        </>
      ) : null}
    </Box>
  );
}

function OrderSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      <Skeleton variant="text" width={280} height={48} />
      <Skeleton variant="text" width={360} />
      <Skeleton variant="rounded" height={40} sx={{ my: 2 }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
        <Skeleton variant="rounded" height={280} />
        <Skeleton variant="rounded" height={280} />
      </Box>
    </Box>
  );
}

/** /moje-konto/zamowienia/{id}: one order with its lines, money, delivery, payment, documents, history and actions. */
export default function OrderShow() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { slug } = useParams();
  const session = useSession();
  const narrow = usePhoneLayout();
  const { record: order, query, error } = useDetailRecord<SalesOrder>(SALES_ORDERS_RESOURCE, slug);
  const [removing, setRemoving] = useState<SalesOrderItem | null>(null);
  const actionsId = useId();
  const historyId = useId();
  usePageMeta({
    title: order ? t('orders.detail.titleOf', { number: order.number }) : t('orders.title'),
    description: order ? t('orders.detail.description', { number: order.number }) : t('orders.description'),
    noindex: true,
  });
  const listHref = localePath('dashboard-orders', undefined, undefined, locale);

  const breadcrumbs = <DetailCrumbs label={t('orders.detail.breadcrumbs')} list={{ href: listHref, label: t('orders.title') }} current={order?.number} />;

  if (error) {
    return (
      <DetailProblem
        error={error}
        onRetry={() => query.refetch()}
        headingId="order-title"
        breadcrumbs={breadcrumbs}
        texts={{
          notFound: t('orders.detail.notFound'),
          notFoundLead: t('orders.detail.notFoundLead'),
          title: t('orders.title'),
          loadError: t('orders.detail.loadError'),
          retry: t('orders.retry'),
          back: { href: listHref, label: t('orders.detail.backToList') },
        }}
      />
    );
  }
  if (!order) {
    return (
      <Box component="section">
        {breadcrumbs}
        <OrderSkeleton label={t('orders.detail.loading')} />
      </Box>
    );
  }

  const actions = orderActions(order, session.currentUser);
  const both = (value: SalesOrder['total']) => `${formatMoney(value, 'net')} / ${formatMoney(value, 'gross')}`;
  // The API gives net and gross of the whole order; the VAT shown is their difference, no rate applied again.
  const vat = formatPln(round2(order.grandTotal.gross - order.grandTotal.net), locale);
  const none = t('orders.detail.none');

  return (
    <Box component="article" aria-labelledby="order-title">
      {breadcrumbs}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="order-title" variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '2.8rem' }, fontWeight: 700 }}>
          {t('orders.detail.titleOf', { number: order.number })}
        </Typography>
        <OrderStatusChip status={order.status} size="medium" />
      </Box>
      <Box sx={{ mb: 2 }}>
        <Facts
          rows={[
            [t('orders.detail.placedAt'), formatDate(order.createdAt, locale)],
            [t('orders.detail.createdBy'), order.createdBy.name],
            [t('orders.detail.costCenter'), order.costCenter?.name ?? t('orders.detail.noCostCenter')],
            order.acceptedBy && [t('orders.detail.acceptedBy'), order.acceptedBy.name],
            order.rejectionReason && [t('orders.detail.rejectionReason'), order.rejectionReason],
            order.status.id === 'awaitingAcceptance' && Boolean(order.amountOverLimit) && [t('orders.detail.amountOverLimit'), formatPln(order.amountOverLimit ?? 0, locale)],
            // Where it stands in its chain of approval rules, and whom it waits for.
            order.approval && order.approval.levels > 1 && [
              t('orders.detail.approval'),
              `${t('acceptance.approvalLevel', { level: order.approval.level, levels: order.approval.levels })}, ${order.approval.waitingFor ? t('acceptance.waitingFor', { name: order.approval.waitingFor.name }) : t('acceptance.anyApprover')}`,
            ],
          ]}
        />
      </Box>
      <OrderActionsBar order={order} actions={actions} labelledBy={actionsId} />

      <Box sx={{ display: 'grid', gap: 2 }}>
        <DetailSection title={t('orders.detail.lines')}>
          <OrderLines order={order} showNetPrices={session.showNetPrices} narrow={narrow} onRemove={actions.removeItem ? setRemoving : undefined} />
        </DetailSection>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'start' }}>
          <DetailSection title={t('orders.detail.totals')}>
            <Facts
              rows={[
                [t('orders.detail.goods'), both(order.total)],
                [t('orders.detail.deliveryFee'), both(order.deliveryFee)],
                order.depositValue.gross > 0 && [t('orders.detail.deposit'), both(order.depositValue)],
                [t('orders.detail.totalNet'), formatMoney(order.grandTotal, 'net')],
                [t('orders.detail.totalVat'), vat],
                [t('orders.detail.totalGross'), <strong key="gross">{formatMoney(order.grandTotal, 'gross')}</strong>],
              ]}
            />
          </DetailSection>
          <DetailSection title={t('orders.detail.delivery')}>
            <Facts
              rows={[
                [t('orders.detail.deliveryMethod'), order.deliveryMethod.name],
                order.deliveryPoint && [
                  t('orders.detail.pickupPoint'),
                  <Box key="point" component="span" sx={{ display: 'block' }}>
                    {deliveryPointLines(order.deliveryPoint).map((line) => (
                      <Box key={line} component="span" sx={{ display: 'block' }}>
                        {line}
                      </Box>
                    ))}
                  </Box>,
                ],
                order.deliveryAddress && [t('orders.detail.deliveryAddress'), <Address key="address" address={order.deliveryAddress} />],
                [t('orders.detail.deliveryDate'), order.deliveryDate ? formatDate(order.deliveryDate, locale) : t('orders.detail.noDeliveryDate')],
                order.trackingNumber && [
                  t('orders.detail.trackingNumber'),
                  order.trackingUrl ? (
                    <Link key="tracking" href={order.trackingUrl} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                      {order.trackingNumber}
                      <Box component="span" sx={visuallyHidden}>
                        {t('orders.detail.trackLink', { carrier: order.carrier?.name ?? order.deliveryMethod.name })} {t('orders.detail.newTab')}
                      </Box>
                      <OpenInNewIcon fontSize="inherit" aria-hidden />
                    </Link>
                  ) : (
                    order.trackingNumber
                  ),
                ],
              ]}
            />
          </DetailSection>
          <DetailSection title={t('orders.detail.payment')}>
            <Facts
              rows={[
                [t('orders.detail.paymentMethod'), order.paymentMethod.name],
                [t('orders.detail.paymentStatus'), order.isPaid ? t('orders.detail.paid') : t('orders.detail.unpaid')],
                [t('orders.detail.billingAddress'), <Address key="billing" address={order.billingAddress} />],
              ]}
            />
          </DetailSection>
          <DetailSection title={t('orders.detail.details')}>
            <Facts
              rows={[
                [t('orders.detail.clientOrderNumber'), order.clientOrderNumber || none],
                [t('orders.detail.comment'), <Box key="comment" component="span" sx={{ whiteSpace: 'pre-line' }}>{order.comment || none}</Box>],
              ]}
            />
          </DetailSection>
          <DetailSection title={t('orders.detail.documents')}>
            <OrderDocuments documents={order.documents} />
          </DetailSection>
          <DetailSection title={t('orders.detail.history')} id={historyId}>
            <OrderHistory history={order.statusHistory ?? []} labelledBy={historyId} levels={order.approval?.levels} />
          </DetailSection>
        </Box>
      </Box>
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={listHref}>
          ← {t('orders.detail.backToList')}
        </Link>
      </Typography>
      <RemoveOrderItemDialog order={order} item={removing} onClose={() => setRemoving(null)} />
    </Box>
  );
}
