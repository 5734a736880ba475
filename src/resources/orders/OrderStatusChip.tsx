import Chip from '@mui/material/Chip';
import type { OrderStatus, OrderStatusId } from '../../generated/model';

const STATUS_COLOURS: Record<OrderStatusId, 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info'> = {
  awaitingAcceptance: 'warning',
  rejected: 'error',
  accepted: 'info',
  inProgress: 'primary',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'default',
};

/** An order's status as the API names it. */
export function OrderStatusChip({ status, size = 'small', dense = false }: { status: OrderStatus; size?: 'small' | 'medium'; dense?: boolean }) {
  const colour = STATUS_COLOURS[status.id];
  // The status colour marks the border and a dot; the label keeps the body text colour for contrast.
  const tone =
    colour === 'default'
      ? undefined
      : { borderColor: `${colour}.main`, '&::before': { content: '""', width: 8, height: 8, ml: 1, borderRadius: '50%', bgcolor: `${colour}.main` } };
  // Phones: a smaller label, so more of it fits the narrow status column.
  return <Chip size={size} variant="outlined" label={status.name} sx={{ ...tone, ...(dense ? { fontSize: '1.1rem', maxWidth: '100%' } : {}) }} />;
}
