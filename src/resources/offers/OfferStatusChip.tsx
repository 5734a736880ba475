import Chip from '@mui/material/Chip';
import type { NamedRef } from '../../generated/model';

/** Offer statuses of the API: active, expired, being prepared, a request sent. */
const COLOURS: Record<string, 'success' | 'warning' | 'info' | 'primary' | undefined> = {
  active: 'success',
  expired: undefined,
  inPreparation: 'warning',
  requested: 'info',
};

/** An offer's status as the API names it; the colour marks the border and a dot, the label keeps the text colour. */
export function OfferStatusChip({ status }: { status: NamedRef }) {
  const colour = COLOURS[String(status.id)];
  const tone = colour
    ? { borderColor: `${colour}.main`, '&::before': { content: '""', width: 8, height: 8, ml: 1, borderRadius: '50%', bgcolor: `${colour}.main` } }
    : undefined;
  return <Chip size="small" variant="outlined" label={status.name} sx={tone} />;
}
