import { useTranslation } from '../../i18n/useTranslation';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReportStatus } from '../../generated/model';

const COLOURS = { pending: 'info', ready: 'success', failed: 'error' } as const;

/**
 * The report's status in words; the colour marks the border and a dot (the label keeps the body text
 * colour for contrast, as the order status does); a pending report's dot turns while it is prepared.
 */
export function ReportStatusChip({ status }: { status: ReportStatus }) {
  const { t } = useTranslation('account');
  const colour = COLOURS[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`reports.status.${status}`)}
      icon={status === 'pending' ? <CircularProgress size={12} aria-hidden="true" sx={{ color: `${colour}.main` }} /> : undefined}
      sx={{
        borderColor: `${colour}.main`,
        fontWeight: 600,
        ...(status === 'pending' ? {} : { '&::before': { content: '""', width: 8, height: 8, ml: 1, borderRadius: '50%', bgcolor: `${colour}.main` } }),
      }}
    />
  );
}
