import { useTranslation } from '../../i18n/useTranslation';
import { formatDate } from '../../domain/format/date';
import type { Report } from '../../generated/model';
import { useLocale } from '../../routing/routes';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { useDeleteReport } from './useReportMutations';

/**
 * Deleting a report asks first; done, the toast says "Raport został usunięty." (spec §8); a refusal
 * shows the server's message here and the report stays.
 */
export function DeleteReportDialog({ report, onClose }: { report: Report | null; onClose: () => void }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const remove = useDeleteReport();
  return (
    <ConfirmDeleteDialog
      open={report !== null}
      title={t('reports.delete.title')}
      lead={report ? t('reports.delete.lead', { type: report.typeName, from: formatDate(report.from, locale), to: formatDate(report.to, locale) }) : ''}
      cancelLabel={t('reports.delete.cancel')}
      confirmLabel={t('reports.delete.confirm')}
      onConfirm={async () => (report ? remove(report.id) : undefined)}
      deletedMessage={t('reports.delete.deleted')}
      failedMessage={t('reports.delete.failed')}
      onClose={onClose}
    />
  );
}
