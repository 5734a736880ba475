import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { SalesOrder } from '../../generated/model';
import { visuallyHidden } from './orderFormat';

/** Spec §2 "track delivery": the carrier, the parcel number and the carrier's tracking page (a new tab). */
export function TrackDeliveryDialog({ order, open, onClose }: { order: SalesOrder; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('orders.dialogs.track.title', { number: order.number })}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0, '& dd': { m: 0, fontWeight: 600 } }}>
          <dt>{t('orders.dialogs.track.carrier')}</dt>
          <dd>{order.carrier?.name ?? order.deliveryMethod.name}</dd>
          <dt>{t('orders.dialogs.track.trackingNumber')}</dt>
          <dd>{order.trackingNumber}</dd>
        </Box>
        {!order.trackingUrl && <Typography sx={{ mt: 2 }}>{t('orders.dialogs.track.noLink')}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('orders.dialogs.close')}</Button>
        {order.trackingUrl && (
          <Button variant="contained" href={order.trackingUrl} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon />}>
            {t('orders.dialogs.track.open')}
            <Box component="span" sx={visuallyHidden}>
              {' '}
              {t('orders.detail.newTab')}
            </Box>
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
