import { useTranslation } from '../../i18n/useTranslation';
import Chip from '@mui/material/Chip';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import type { SalesInvoiceSummary } from '../../generated/model';
import { TONE_PALETTE, invoiceStatusTone, type InvoiceStatusTone } from './invoiceStatus';

const ICONS: Record<InvoiceStatusTone, typeof CheckCircleOutline> = {
  paid: CheckCircleOutline,
  settled: TaskAltOutlined,
  unpaid: ScheduleOutlined,
  overdue: ErrorOutline,
};

/**
 * The payment state in words with an icon; the colour only repeats it (border and icon), and the
 * label keeps the body text colour so it reads at AA contrast on any row background.
 */
export function InvoiceStatusChip({ invoice }: { invoice: Pick<SalesInvoiceSummary, 'status' | 'type' | 'isOverdue' | 'isPaid'> }) {
  const { t } = useTranslation('account');
  const tone = invoiceStatusTone(invoice);
  const Icon = ICONS[tone];
  const palette = TONE_PALETTE[tone];
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<Icon aria-hidden />}
      label={t(`invoices.status.${tone}`)}
      sx={{
        borderColor: `${palette}.main`,
        borderWidth: tone === 'overdue' ? 2 : 1,
        fontWeight: tone === 'overdue' ? 700 : 400,
        color: 'text.primary',
        bgcolor: 'background.paper',
        '& .MuiChip-icon': { color: `${palette}.main` },
      }}
    />
  );
}
