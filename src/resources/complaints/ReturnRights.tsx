import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { BUSINESS_RETURN_DAYS, CONSUMER_WITHDRAWAL_DAYS, returnDaysLeft, returnDeadline } from '../../domain/complaints';
import { formatDate } from '../../domain/format/date';
import { localePath, useLocale } from '../../routing/routes';
import { useSession } from '../../session';
import { useComplaintsEmbedded } from './complaintLinks';

/** Whether the logged-in customer is a private one (consumer rights) rather than a company. */
export function useIsPrivateCustomer(): boolean {
  return useSession().currentUser?.company?.isPrivateCustomer ?? false;
}

/**
 * Beside returns: a private customer's statutory right to withdraw from a distance contract within
 * 14 days without giving a reason; a company's return terms of the shop (30 days, no statutory right).
 */
export function ReturnRights({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const embedded = useComplaintsEmbedded();
  const isPrivate = useIsPrivateCustomer();
  const key = isPrivate ? 'private' : 'company';
  const days = isPrivate ? CONSUMER_WITHDRAWAL_DAYS : BUSINESS_RETURN_DAYS;
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 2, bgcolor: 'background.paper' }}>
      <AlertTitle component={`h${headingLevel}`} sx={{ fontSize: '1.6rem', fontWeight: 700 }}>
        {t(`complaints.rights.${key}.title`, { days })}
      </AlertTitle>
      <Box component="p" sx={{ m: 0 }}>
        {t(`complaints.rights.${key}.text`, { days })}
      </Box>
      {/* Embedded in another page, the customer stays in the frame. */}
      {embedded ? null : (
        <Box component="p" sx={{ m: 0, mt: 1 }}>
          <Link component={RouterLink} to={localePath('returns-and-complaints', undefined, undefined, locale)}>
            {t('complaints.rights.more')}
          </Link>
        </Box>
      )}
    </Alert>
  );
}

/** Until when goods delivered on `deliveredAt` may be returned, and how many days are left (or that the time is over). */
export function ReturnDeadline({ deliveredAt }: { deliveredAt: string | null }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const isPrivate = useIsPrivateCustomer();
  if (!deliveredAt) return null;
  const today = new Date().toISOString();
  const deadline = formatDate(returnDeadline(deliveredAt, isPrivate), locale);
  const left = returnDaysLeft(deliveredAt, today, isPrivate);
  if (left < 0) return <>{t('complaints.rights.expired', { date: deadline })}</>;
  return <>{t(left === 0 ? 'complaints.rights.lastDay' : 'complaints.rights.deadline', { date: deadline, count: left })}</>;
}
