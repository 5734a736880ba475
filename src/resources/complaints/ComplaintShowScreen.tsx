import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ComplaintDetails } from '../../generated/model';
import { formatDate } from '../../domain/format/date';
import { useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { DetailCrumbs } from '../ui/detail/DetailCrumbs';
import { DetailProblem } from '../ui/detail/DetailProblem';
import { useDetailRecord } from '../ui/detail/useDetailRecord';
import { OrderHistory } from '../orders/OrderHistory';
import { formatMoney } from '../orders/orderFormat';
import { AttachmentPreview } from './AttachmentPreview';
import { complaintListHref, useComplaintsEmbedded } from './complaintLinks';
import { COMPLAINTS_RESOURCE } from './complaintsResource';
import { listKey, typeKey } from './complaintTexts';
import { ComplaintStatusChip } from './ComplaintStatusChip';
import { DetailSection } from '../ui/detail/DetailSection';
import { Facts } from '../ui/detail/Facts';

/**
 * /moje-konto/zwroty/{id} (embedded: /moje-konto/zwroty-iframe/{id}): one complaint or return — its
 * product and quantity, the reason as the shop reads it, the typical reasons chosen, serial number and
 * device model, the attachments, the contact, and the status history.
 */
export function ComplaintShowScreen() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const embedded = useComplaintsEmbedded();
  const { slug } = useParams();
  const historyId = useId();
  const { record: complaint, query, error } = useDetailRecord<ComplaintDetails>(COMPLAINTS_RESOURCE, slug);
  const type = complaint?.type ?? null;
  const key = type ? typeKey(type) : 'complaint';
  usePageMeta({
    title: complaint ? t(`complaints.detail.title.${key}`, { number: complaint.number }) : t('complaints.lists.all.title'),
    description: complaint ? t('complaints.detail.description', { number: complaint.number }) : t('complaints.lists.all.description'),
    noindex: true,
  });
  // Embedded, the one list; otherwise the list of the complaint's type.
  const listHref = complaintListHref(embedded ? null : type, embedded, locale);
  const listLabel = t(`complaints.lists.${listKey(embedded ? null : type)}.title`);
  const backLabel = t(`complaints.lists.${listKey(embedded ? null : type)}.back`);

  const breadcrumbs = <DetailCrumbs label={t('complaints.detail.breadcrumbs')} list={{ href: listHref, label: listLabel }} current={complaint?.number} withoutAccount={embedded} />;

  if (error) {
    return (
      <DetailProblem
        error={error}
        onRetry={() => query.refetch()}
        headingId="complaint-title"
        breadcrumbs={breadcrumbs}
        texts={{
          notFound: t('complaints.detail.notFound'),
          notFoundLead: t('complaints.detail.notFoundLead'),
          title: t('complaints.lists.all.title'),
          loadError: t('complaints.detail.loadError'),
          retry: t('complaints.retry'),
          back: { href: listHref, label: backLabel },
        }}
      />
    );
  }
  if (!complaint) {
    return (
      <Box component="section">
        {breadcrumbs}
        <Box role="status" aria-busy="true" aria-label={t('complaints.detail.loading')}>
          <Skeleton variant="text" width={320} height={48} />
          <Skeleton variant="text" width={260} />
          <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
            <Skeleton variant="rounded" height={300} />
            <Skeleton variant="rounded" height={300} />
          </Box>
        </Box>
      </Box>
    );
  }

  const none = t('complaints.detail.none');
  return (
    <Box component="article" aria-labelledby="complaint-title">
      {breadcrumbs}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="complaint-title" variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '2.8rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}>
          {t(`complaints.detail.title.${key}`, { number: complaint.number })}
        </Typography>
        <ComplaintStatusChip status={complaint.status} size="medium" />
      </Box>
      <Box sx={{ mb: 2 }}>
        <Facts
          rows={[
            [t('complaints.detail.createdAt'), formatDate(complaint.createdAt, locale)],
            [t('complaints.detail.document'), complaint.documentNumber],
            [t('complaints.detail.order'), complaint.salesOrderNumber ?? none],
            [t('complaints.detail.quantity'), String(complaint.quantity)],
            [t('complaints.detail.value'), `${formatMoney(complaint.grandTotal, 'net')} / ${formatMoney(complaint.grandTotal, 'gross')}`],
          ]}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {complaint.items.map((item) => (
            <DetailSection key={item.id} title={t('complaints.detail.itemTitle', { name: item.name })}>
              <Facts
                rows={[
                  [t('complaints.detail.code'), item.code],
                  [t('complaints.detail.quantity'), String(item.quantity)],
                  [t('complaints.detail.itemStatus'), item.status.name],
                  [t('complaints.detail.reason'), <Box key="reason" component="span" sx={{ whiteSpace: 'pre-line' }}>{item.reason}</Box>],
                  item.additionalList.length > 0 && [t('complaints.detail.additionalList'), item.additionalList.join(', ')],
                  item.serialNumber ? [t('complaints.detail.serialNumber'), item.serialNumber] : null,
                  item.deviceModel ? [t('complaints.detail.deviceModel'), item.deviceModel] : null,
                ]}
              />
              <Typography variant="h3" sx={{ fontSize: '1.6rem', fontWeight: 700, mt: 2, mb: 1 }}>
                {t('complaints.detail.attachments')}
              </Typography>
              {item.attachments.length ? (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                  {item.attachments.map((attachment, index) => (
                    <AttachmentPreview key={`${attachment.fileName}-${index}`} attachment={attachment} />
                  ))}
                </Box>
              ) : (
                <Typography color="text.secondary">{t('complaints.detail.noAttachments')}</Typography>
              )}
            </DetailSection>
          ))}
          <DetailSection title={t('complaints.detail.contact')}>
            <Facts
              rows={[
                [t('complaints.detail.contactName'), complaint.contactName || none],
                [t('complaints.detail.contactEmail'), complaint.contactEmail || none],
                [t('complaints.detail.contactPhone'), complaint.contactPhone || none],
                [t('complaints.detail.comment'), <Box key="comment" component="span" sx={{ whiteSpace: 'pre-line' }}>{complaint.comment || none}</Box>],
              ]}
            />
          </DetailSection>
        </Box>
        <DetailSection title={t('complaints.detail.history')} id={historyId}>
          <OrderHistory history={complaint.statusHistory} labelledBy={historyId} />
        </DetailSection>
      </Box>
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={listHref}>
          ← {backLabel}
        </Link>
      </Typography>
    </Box>
  );
}
