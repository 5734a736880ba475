import Chip from '@mui/material/Chip';
import type { ComplaintStatusId } from '../../domain/complaints';
import type { NamedRef } from '../../generated/model';

const STATUS_COLOURS: Record<ComplaintStatusId, 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info'> = {
  registered: 'info',
  awaitingGoods: 'warning',
  inReview: 'primary',
  accepted: 'success',
  rejected: 'error',
  completed: 'default',
};

/** A complaint's status as the API names it; the colour marks the border and a dot, the text keeps body colour for contrast. */
export function ComplaintStatusChip({ status, size = 'small' }: { status: NamedRef; size?: 'small' | 'medium' }) {
  const colour = STATUS_COLOURS[status.id as ComplaintStatusId] ?? 'default';
  const tone =
    colour === 'default'
      ? undefined
      : { borderColor: `${colour}.main`, '&::before': { content: '""', width: 8, height: 8, ml: 1, borderRadius: '50%', bgcolor: `${colour}.main`, flexShrink: 0 } };
  return <Chip size={size} variant="outlined" label={status.name} sx={tone} />;
}
