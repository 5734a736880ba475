import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { Notification } from '../../generated/model';
import { useLocale } from '../../routing/routes';
import { formatDateTime } from '../../domain/format/date';
import { visuallyHidden } from '../orders/orderFormat';
import { notificationTarget } from './notificationLink';

/** One notification opened: its whole text, when it came, and the page it is about (when it names one). */
export function NotificationDialog({ notification, onClose }: { notification: Notification | null; onClose: () => void }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const titleId = useId();
  const target = notification ? notificationTarget(notification.link, locale) : null;
  return (
    <Dialog open={Boolean(notification)} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {notification ? (
        <>
          <DialogTitle id={titleId}>{notification.title}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt, locale)}</time>
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{notification.message}</Typography>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose}>{t('notifications.close')}</Button>
            {target?.kind === 'internal' ? (
              <Button variant="contained" component={RouterLink} to={target.href} onClick={onClose}>
                {t('notifications.openLink')}
              </Button>
            ) : target?.kind === 'external' ? (
              <Button variant="contained" href={target.href} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon />}>
                {t('notifications.openLink')}
                <Box component="span" sx={visuallyHidden}>{` (${t('notifications.newTab')})`}</Box>
              </Button>
            ) : null}
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
