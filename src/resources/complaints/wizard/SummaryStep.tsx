import { useTranslation } from '../../../i18n/useTranslation';
import type { UseFormReturn } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { buildComplaintReason, itemsToSubmit, type ComplaintWizardState } from '../../../domain/complaints';
import { formatDate } from '../../../domain/format/date';
import type { ComplaintDocument } from '../../../generated/model';
import { useLocale } from '../../../routing/routes';
import { FormTextField } from '../../../ui/form/FormTextField';
import { formatMoney } from '../../orders/orderFormat';
import { typeKey } from '../complaintTexts';
import type { ContactFormValues } from './contactForm';
import { complaintEstimate, positionValue } from './itemFields';

interface SummaryStepProps {
  state: ComplaintWizardState & { document: ComplaintDocument };
  contact: UseFormReturn<ContactFormValues>;
  showNetPrices: boolean;
  /** A refusal that belongs to no field (the document, the whole submission). */
  formError: string | null;
}

/** Label/value pairs. */
function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, auto) 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' } }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Step 3: what will be sent — the type, the document, each complete item with its amount, the reason
 * as the shop will read it (spec §5 prefix) and its files, the totals at the document's prices — and
 * the contact for collecting the goods.
 */
export function SummaryStep({ state, contact, showNetPrices, formError }: SummaryStepProps) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { document, complaintType } = state;
  if (!complaintType) return null;
  const positions = new Map(document.positions.map((position) => [position.id, position]));
  const items = itemsToSubmit(state);
  const estimate = complaintEstimate(state);
  const side = showNetPrices ? 'net' : 'gross';

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Facts
        rows={[
          [t('complaints.wizard.summary.type'), t(`complaints.types.${typeKey(complaintType)}`)],
          [t('complaints.wizard.summary.document'), document.number],
          ...(document.salesOrderNumber ? [[t('complaints.wizard.summary.order'), document.salesOrderNumber] as [string, string]] : []),
          ...(document.deliveredAt ? [[t('complaints.wizard.summary.deliveredAt'), formatDate(document.deliveredAt, locale)] as [string, string]] : []),
        ]}
      />
      <Box component="section" aria-labelledby="complaint-summary-items">
        <Typography id="complaint-summary-items" variant="h3" sx={{ fontSize: '1.8rem', fontWeight: 700, mb: 1 }}>
          {t('complaints.wizard.summary.items')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {items.map((item) => {
            const position = positions.get(item.position);
            if (!position) return null;
            return (
              <Paper component="li" variant="outlined" key={item.position} sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{position.name}</Typography>
                  <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {t('complaints.wizard.summary.line', { quantity: item.amount, uom: position.uom, value: formatMoney(positionValue(position, item.amount), side) })}
                  </Typography>
                </Box>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', color: 'text.secondary' }}>
                  {buildComplaintReason(complaintType, item)}
                </Typography>
                {item.deviceModel.trim() ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('complaints.wizard.items.deviceModel')}: {item.deviceModel.trim()}
                  </Typography>
                ) : null}
                <Typography variant="body2" color="text.secondary">
                  {item.attachments.length
                    ? t('complaints.wizard.summary.attachments', { count: item.attachments.length, names: item.attachments.map((file) => file.fileName).join(', ') })
                    : t('complaints.wizard.summary.noAttachments')}
                </Typography>
              </Paper>
            );
          })}
        </Box>
        <Box sx={{ mt: 1.5, display: 'flex', flexDirection: 'column', alignItems: { xs: 'stretch', sm: 'flex-end' }, gap: 0.25 }}>
          <Typography>
            {t('complaints.wizard.summary.totalQuantity')}: <strong>{estimate.quantity}</strong>
          </Typography>
          <Typography>
            {t('complaints.wizard.summary.estimatedValue')}: <strong>{formatMoney(estimate.value, 'net')}</strong> / <strong>{formatMoney(estimate.value, 'gross')}</strong>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('complaints.wizard.summary.estimateHint')}
          </Typography>
        </Box>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Box component="legend" sx={{ p: 0, mb: 0.5, fontSize: '1.8rem', fontWeight: 700 }}>
          {t('complaints.wizard.summary.contact')}
        </Box>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('complaints.wizard.summary.contactLead')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
          <FormTextField control={contact.control} name="contactName" label={t('complaints.wizard.summary.contactName')} autoComplete="name" />
          <FormTextField control={contact.control} name="contactEmail" label={t('complaints.wizard.summary.contactEmail')} type="email" autoComplete="email" inputMode="email" />
          <FormTextField control={contact.control} name="contactPhone" label={t('complaints.wizard.summary.contactPhone')} type="tel" autoComplete="tel" inputMode="tel" />
        </Box>
        <Box sx={{ mt: 2 }}>
          <FormTextField control={contact.control} name="comment" label={t('complaints.wizard.summary.comment')} />
        </Box>
      </Box>
    </Box>
  );
}
