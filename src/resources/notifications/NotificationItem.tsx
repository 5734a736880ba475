import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/Done';
import type { Notification } from '../../generated/model';
import { useLocale } from '../../routing/routes';
import { formatDateTime } from '../../domain/format/date';

interface NotificationItemProps {
  notification: Notification;
  onOpen: () => void;
  onMarkRead: () => void;
  /** Its "mark read" is on the way. */
  marking: boolean;
}

/**
 * One notification in the list: the title opens it, two lines of its text and when it came. An
 * unread one stands out (a bar, bold title, "Nowe") and has its own "mark read" button.
 */
export function NotificationItem({ notification, onOpen, onMarkRead, marking }: NotificationItemProps) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const unread = !notification.read;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-unread={unread || undefined}
      sx={{
        p: 2,
        display: 'flex',
        gap: { xs: 1, sm: 2 },
        alignItems: 'flex-start',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        // Unread: a bar at the start and a light tint; "Nowe" says it in words.
        boxShadow: unread ? (theme) => `inset 4px 0 0 ${theme.palette.primary.main}` : 'none',
        bgcolor: unread ? 'action.hover' : 'background.paper',
      }}
    >
      {/* On phones the "mark read" button goes under the text, which keeps the whole width. */}
      <Box sx={{ flex: 1, minWidth: 0, flexBasis: { xs: '100%', sm: 'auto' } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" sx={{ fontSize: '1.6rem', fontWeight: unread ? 700 : 500, m: 0 }}>
            <Link component="button" type="button" onClick={onOpen} underline="hover" color="inherit" sx={{ textAlign: 'left', font: 'inherit' }}>
              {notification.title}
            </Link>
          </Typography>
          {unread ? <Chip size="small" color="primary" label={t('notifications.new')} /> : null}
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {notification.message}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt, locale)}</time>
        </Typography>
      </Box>
      {unread ? (
        <Button
          size="small"
          startIcon={<DoneIcon />}
          onClick={onMarkRead}
          disabled={marking}
          aria-label={t('notifications.markReadNamed', { title: notification.title })}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {t('notifications.markRead')}
        </Button>
      ) : null}
    </Paper>
  );
}
