import { useState } from 'react';
import { useAccountTable } from '../useAccountTable';
import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { serverMessageOr } from '../../api/ApiError';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import type { Notification } from '../../generated/model';
import { showToast } from '../../ui/toasts/toastStore';
import { ACCOUNT_PAGE_SIZE } from '../listQuery';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { ListPagination } from '../ui/ListPagination';
import { NotificationDialog } from './NotificationDialog';
import { NotificationItem } from './NotificationItem';
import { NOTIFICATIONS_RESOURCE } from './notificationsResource';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from './useNotificationMutations';

/**
 * /moje-konto/powiadomienia: the user's notifications, newest first, 24 a page (the page in the URL).
 * Opening one shows its whole text and link and marks it read; each unread one can be marked read,
 * or all at once. Every change brings the unread count beside "Powiadomienia" down at once.
 */
export default function NotificationsList() {
  const { t } = useTranslation('account');
  usePageMeta({ title: t('notifications.title'), description: t('notifications.description') });
  const table = useAccountTable<Notification>({
    resource: NOTIFICATIONS_RESOURCE,
    pagination: { pageSize: ACCOUNT_PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { mode: 'off' },
  });
  const { tableQuery, result, currentPage, setCurrentPage, pageCount } = table;
  const countUnread = (tableQuery.data as { countUnread?: number } | undefined)?.countUnread;
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const [opened, setOpened] = useState<Notification | null>(null);
  const [readingId, setReadingId] = useState<number | null>(null);

  const read = async (notification: Notification) => {
    if (notification.read) return;
    setReadingId(notification.id);
    try {
      await markRead.run(notification.id);
    } catch (error) {
      showToast({ severity: 'error', message: serverMessageOr(error, t('notifications.readFailed')) });
    } finally {
      setReadingId(null);
    }
  };
  const open = (notification: Notification) => {
    setOpened(notification);
    void read(notification);
  };
  const readAll = async () => {
    try {
      await markAll.run();
      showToast({ message: t('notifications.allRead') });
    } catch (error) {
      showToast({ severity: 'error', message: serverMessageOr(error, t('notifications.readAllFailed')) });
    }
  };

  const notifications = result.data ?? [];
  return (
    <Box component="section" aria-labelledby="notifications-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', flex: 1 }}>
          <Typography id="notifications-title" variant="h1" sx={{ fontSize: { xs: '2.4rem', md: '2.8rem' }, fontWeight: 700 }}>
            {t('notifications.title')}
          </Typography>
          {countUnread !== undefined && (result.total ?? 0) > 0 && (
            <Typography color="text.secondary" role="status">
              {countUnread > 0 ? t('notifications.unread', { count: countUnread }) : t('notifications.noneUnread')}
            </Typography>
          )}
        </Box>
        {/* Shown once the count is known: it appears as it is, not greyed out first and then fading in. */}
        {countUnread !== undefined ? (
          <Button
            variant="outlined"
            startIcon={<DoneAllIcon />}
            onClick={() => void readAll()}
            disabled={!countUnread || markAll.isPending}
          >
            {t('notifications.markAllRead')}
          </Button>
        ) : null}
      </Box>
      {tableQuery.isError ? (
        <LoadErrorAlert retryLabel={t('notifications.retry')} onRetry={() => tableQuery.refetch()}>
          {t('notifications.loadError')}
        </LoadErrorAlert>
      ) : tableQuery.isLoading ? (
        <Box role="status" aria-busy="true" aria-label={t('notifications.loading')} sx={{ display: 'grid', gap: 1 }}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} variant="rounded" height={88} />
          ))}
        </Box>
      ) : notifications.length === 0 ? (
        <Alert severity="info">
          <Typography sx={{ fontWeight: 700 }}>{t('notifications.empty')}</Typography>
          {t('notifications.emptyLead')}
        </Alert>
      ) : (
        <Box component="ul" aria-label={t('notifications.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={() => open(notification)}
              onMarkRead={() => void read(notification)}
              marking={readingId === notification.id}
            />
          ))}
        </Box>
      )}
      <ListPagination
        page={currentPage}
        pageCount={pageCount}
        onChange={setCurrentPage}
        label={t('notifications.pagination')}
      />
      <NotificationDialog notification={opened} onClose={() => setOpened(null)} />
    </Box>
  );
}
