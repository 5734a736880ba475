import { useState, type ReactNode } from 'react';
import { useCan, type HttpError } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PaymentOutlined from '@mui/icons-material/PaymentOutlined';
import { formatLongDate } from '../../domain/format/date';
import { formatPln } from '../../domain/money';
import { quantityWithUnit } from '../../domain/quantityWithUnit';
import type { SalesInvoice } from '../../generated/model';
import { localePath, useLocale, type Locale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { useSession } from '../../session';
import { AccessGate } from '../ui/AccessGate';
import { DetailProblem } from '../ui/detail/DetailProblem';
import { useDetailRecord } from '../ui/detail/useDetailRecord';
import { moneyText } from './invoiceColumns';
import { daysOverdue, invoiceStatusTone } from './invoiceStatus';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { PayInvoiceDialog, type PayableInvoice } from './PayInvoiceDialog';
import { PaymentReturnNotice } from './PaymentReturnNotice';
import { useInvoicePdf } from './useInvoicePdf';
import { DetailSection } from '../ui/detail/DetailSection';
import { Facts } from '../ui/detail/Facts';
import { SALES_INVOICES_RESOURCE } from './resource';

/**
 * A wide table scrolls on its own on phones; the scrolling part can be reached with the keyboard. It is
 * a named group, not a second region: the section around it is the region of that name.
 */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="group" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Table size="small">{children}</Table>
    </Box>
  );
}

function InvoiceDetail({ invoice }: { invoice: SalesInvoice }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const company = useSession().currentUser?.company;
  const { download, pendingId } = useInvoicePdf();
  const [paying, setPaying] = useState<PayableInvoice | null>(null);
  const mayPay = useCan({ resource: SALES_INVOICES_RESOURCE, action: 'pay' }).data?.can === true;
  const day = (value: string | null | undefined) => (value ? formatLongDate(value.slice(0, 10), locale) : '—');
  const tone = invoiceStatusTone(invoice);
  const late = tone === 'overdue' ? daysOverdue(invoice.dueDate, new Date()) : 0;
  const address = invoice.billingAddress;
  const pln = (amount: number) => formatPln(amount, locale);

  return (
    <Box component="article" aria-labelledby="invoice-title" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography id="invoice-title" variant="h1" sx={{ fontSize: '2.8rem', fontWeight: 700 }}>
          {t(`invoices.type.${invoice.type}`)} {invoice.number}
        </Typography>
        <InvoiceStatusChip invoice={invoice} />
      </Box>
      <PaymentReturnNotice several={false} />
      {tone === 'overdue' && (
        <Alert severity="error">{t('invoices.detail.overdue', { count: late, amount: moneyText(invoice.amountDue, false) })}</Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<PictureAsPdfOutlined />} disabled={pendingId === invoice.id} onClick={() => void download(invoice)}>
          {t('invoices.detail.pdf')}
        </Button>
        {invoice.canPay && mayPay && (
          <Button variant="contained" startIcon={<PaymentOutlined />} onClick={() => setPaying(invoice)}>
            {t('invoices.detail.pay', { amount: moneyText(invoice.amountDue, false) })}
          </Button>
        )}
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <DetailSection title={t('invoices.detail.dates')}>
          <Facts
            rows={[
              [t('invoices.detail.issuedAt'), day(invoice.issuedAt)],
              [t('invoices.detail.saleDate'), day(invoice.saleDate)],
              [t('invoices.detail.dueDate'), day(invoice.dueDate)],
              [t('invoices.detail.paidAt'), invoice.paidAt ? day(invoice.paidAt) : t('invoices.detail.notPaid')],
              [t('invoices.detail.paymentMethod'), invoice.paymentMethod.name],
            ]}
          />
        </DetailSection>
        <DetailSection title={t('invoices.detail.buyer')}>
          <Typography sx={{ fontWeight: 600 }}>{address.name}</Typography>
          <Typography>{address.streetWithNumber}</Typography>
          {address.addressLine1 && <Typography>{address.addressLine1}</Typography>}
          <Typography>{`${address.zip} ${address.city}`}</Typography>
          {company?.taxId && <Typography color="text.secondary">{t('invoices.detail.taxId', { taxId: company.taxId })}</Typography>}
        </DetailSection>
      </Box>

      <DetailSection title={t('invoices.detail.lines')}>
        <ScrollTable label={t('invoices.detail.lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('invoices.detail.lp')}</TableCell>
              <TableCell>{t('invoices.detail.name')}</TableCell>
              <TableCell align="right">{t('invoices.detail.quantity')}</TableCell>
              <TableCell align="right">{t('invoices.detail.unitNet')}</TableCell>
              <TableCell align="right">{t('invoices.detail.vatRate')}</TableCell>
              <TableCell align="right">{t('invoices.detail.valueNet')}</TableCell>
              <TableCell align="right">{t('invoices.detail.valueGross')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.items.map((item, index) => (
              <TableRow key={item.id}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>
                  {item.name}
                  {item.code && (
                    <Typography variant="body2" color="text.secondary">
                      {item.code}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{quantityWithUnit(item.quantity, item.uom, locale)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{moneyText(item.priceObject, true)}</TableCell>
                <TableCell align="right">{`${item.vatRate}%`}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{moneyText(item.valueObject, true)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{moneyText(item.valueObject, false)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      </DetailSection>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <DetailSection title={t('invoices.detail.vatSummary')}>
          <ScrollTable label={t('invoices.detail.vatSummary')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('invoices.detail.vatRate')}</TableCell>
                <TableCell align="right">{t('invoices.detail.net')}</TableCell>
                <TableCell align="right">{t('invoices.detail.vat')}</TableCell>
                <TableCell align="right">{t('invoices.detail.gross')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(invoice.vatSummary ?? []).map((line) => (
                <TableRow key={line.vatRate}>
                  <TableCell>{`${line.vatRate}%`}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{pln(line.net)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{pln(line.vat)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{pln(line.gross)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                  {t('invoices.detail.total')}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{moneyText(invoice.grandTotal, true)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{pln(invoice.grandTotal.gross - invoice.grandTotal.net)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{moneyText(invoice.grandTotal, false)}</TableCell>
              </TableRow>
            </TableBody>
          </ScrollTable>
        </DetailSection>
        <DetailSection title={t('invoices.detail.toPay')}>
          <Facts
            rows={[
              [t('invoices.detail.totalGross'), <strong key="total">{moneyText(invoice.grandTotal, false)}</strong>],
              [t('invoices.detail.amountDue'), moneyText(invoice.amountDue, false)],
              ...(invoice.amountInWords ? ([[t('invoices.detail.inWords'), invoice.amountInWords]] as Array<[string, ReactNode]>) : []),
            ]}
          />
        </DetailSection>
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <DetailSection title={t('invoices.detail.orders')}>
          {invoice.salesOrders.length ? (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {invoice.salesOrders.map((order) => (
                <li key={order.id}>
                  <Link component={RouterLink} to={localePath('dashboard-orders-slug', { slug: order.id }, undefined, locale)}>
                    {order.number}
                  </Link>
                </li>
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">{t('invoices.detail.noOrders')}</Typography>
          )}
        </DetailSection>
        <DetailSection title={invoice.type === 'correctionInvoice' ? t('invoices.detail.corrected') : t('invoices.detail.corrections')}>
          {invoice.correctionOf ? (
            <>
              <Link component={RouterLink} to={localePath('dashboard-invoices-slug', { slug: invoice.correctionOf.id }, undefined, locale)}>
                {invoice.correctionOf.number}
              </Link>
              {invoice.correctionReason && <Typography sx={{ mt: 1 }}>{t('invoices.detail.correctionReason', { reason: invoice.correctionReason })}</Typography>}
            </>
          ) : invoice.corrections?.length ? (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {invoice.corrections.map((correction) => (
                <li key={correction.id}>
                  <Link component={RouterLink} to={localePath('dashboard-invoices-slug', { slug: correction.id }, undefined, locale)}>
                    {correction.number}
                  </Link>
                </li>
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">{t('invoices.detail.noCorrections')}</Typography>
          )}
        </DetailSection>
      </Box>
      <PayInvoiceDialog invoice={paying} onClose={() => setPaying(null)} />
    </Box>
  );
}

function InvoiceLoader({ slug }: { slug: string | undefined }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { record: result, query, error } = useDetailRecord<SalesInvoice>(SALES_INVOICES_RESOURCE, slug);
  usePageMeta({
    title: result?.number ? t('invoices.detail.title', { number: result.number }) : t('invoices.title'),
    description: t('invoices.description'),
  });
  if (error) return <InvoiceProblem error={error} onRetry={() => query.refetch()} locale={locale} />;
  if (query.isLoading) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }} role="status" aria-busy="true" aria-label={t('invoices.detail.loading')}>
        <Skeleton variant="text" width="50%" height={48} />
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={260} />
      </Box>
    );
  }
  return result ? <InvoiceDetail invoice={result} /> : null;
}

function InvoiceProblem({ error, onRetry, locale }: { error: HttpError | null; onRetry: () => unknown; locale: Locale }) {
  const { t } = useTranslation('account');
  return (
    <DetailProblem
      error={error}
      onRetry={onRetry}
      headingId="invoice-title"
      texts={{
        notFound: t('invoices.detail.notFound'),
        notFoundLead: t('invoices.detail.notFoundLead'),
        title: t('invoices.title'),
        loadError: t('invoices.detail.loadError'),
        retry: t('invoices.retry'),
        back: { href: localePath('dashboard-invoices', undefined, undefined, locale), label: t('invoices.detail.back') },
      }}
    />
  );
}

/** /moje-konto/faktury/{id}: one invoice with its lines, VAT summary, orders, corrections, PDF and payment. */
export default function InvoiceShow() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { slug } = useParams();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Link component={RouterLink} to={localePath('dashboard-invoices', undefined, undefined, locale)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, justifySelf: 'start' }}>
        <ArrowBack fontSize="small" aria-hidden />
        {t('invoices.detail.back')}
      </Link>
      <AccessGate resource={SALES_INVOICES_RESOURCE} action="show" title={t('invoices.title')}>
        <InvoiceLoader slug={slug} />
      </AccessGate>
    </Box>
  );
}
