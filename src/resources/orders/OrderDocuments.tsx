import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SalesDocument } from '../../generated/model';
import { localePath, useLocale } from '../../routing/routes';
import { formatDate } from '../../domain/format/date';

/** Invoices and corrections have their own page in the account (by sales-invoice id); a WZ note is listed only. */
const HAS_INVOICE_PAGE = new Set<SalesDocument['type']>(['invoice', 'correctionInvoice']);

/** The order's documents: WZ delivery notes, invoices and corrections. */
export function OrderDocuments({ documents }: { documents: SalesDocument[] }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  if (!documents.length) return <Typography color="text.secondary">{t('orders.detail.noDocuments')}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {documents.map((document) => (
        <Box component="li" key={`${document.type}-${document.id}`}>
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {t(`orders.detail.documentTypes.${document.type}`)}
          </Typography>
          {HAS_INVOICE_PAGE.has(document.type) ? (
            <Link component={RouterLink} to={localePath('dashboard-invoices-slug', { slug: document.id }, undefined, locale)} sx={{ fontWeight: 600 }}>
              {document.number}
            </Link>
          ) : (
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {document.number}
            </Typography>
          )}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            ({t('orders.detail.issuedAt', { date: formatDate(document.issuedAt, locale) })})
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
