import { useMemo } from 'react';
import type { TFunction } from '../../i18n/texts';
import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import type { AuditEntry } from '../../generated/model';
import { useNamespaceReady } from '../../i18n/useNamespaceReady';
import { useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { ACCOUNT_PAGE_SIZE, ACCOUNT_PAGE_SIZES } from '../listQuery';
import { useAccountTable } from '../useAccountTable';
import { AccessGate } from '../ui/AccessGate';
import { ListSkeleton } from '../ui/ListSkeleton';
import { GridPage } from '../ui/GridPage';
import { usePhoneLayout } from '../ui/usePhoneLayout';
import { ClearFiltersButton, FilterBar, type FilterBarTexts } from '../filters/FilterBar';
import { useListFilters } from '../filters/useListFilters';
import { auditLogColumns } from './auditLogColumns';
import { AUDIT_LOG_RESOURCE } from './resource';

/** The filter bar's texts: the filters apply together with "Filtruj"; on phones the bar folds. */
const auditLogFilterTexts = (t: TFunction): FilterBarTexts => ({
  label: t('auditLog.filters.label'),
  apply: t('auditLog.filters.apply'),
  reset: t('auditLog.filters.reset'),
  all: t('auditLog.filters.all'),
  endBeforeStart: t('auditLog.filters.endBeforeStart'),
  toggle: t('auditLog.filters.toggle'),
  toggleActive: (count) => t('auditLog.filters.toggleActive', { count }),
});

/** A log with no entries yet: what will appear here (the grid above says that it is empty). */
function EmptyLog({ t }: { t: TFunction }) {
  return (
    <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: 3, mt: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover' }}>
      <HistoryOutlined sx={{ color: 'text.secondary', mt: 0.25 }} aria-hidden />
      <Typography color="text.secondary" sx={{ maxWidth: '70ch' }}>
        {t('auditLog.empty.text')}
      </Typography>
    </Box>
  );
}

function AuditLogGrid() {
  const { t } = useTranslation('company');
  const locale = useLocale();
  const narrow = usePhoneLayout();
  const table = useAccountTable<AuditEntry>({
    resource: AUDIT_LOG_RESOURCE,
    pagination: { pageSize: ACCOUNT_PAGE_SIZE, pageSizes: ACCOUNT_PAGE_SIZES },
    sorters: { initial: [{ field: 'at', order: 'desc' }] },
    filters: { mode: 'server', defaultBehavior: 'replace' },
  });
  const filters = useListFilters(table);
  const columns = useMemo(() => auditLogColumns(t, locale, narrow), [t, locale, narrow]);
  const { filtered } = filters;

  return (
    <GridPage
      titleId="audit-log-title"
      title={t('auditLog.title')}
      countLabel={(count) => t('auditLog.count', { count })}
      loadError={t('auditLog.loadError')}
      retryLabel={t('auditLog.retry')}
      errorDetail
      firstLoad={filters.firstLoad}
      loadingLabel={t('auditLog.loading')}
      toolbar={
        <>
          <Typography color="text.secondary" sx={{ maxWidth: '80ch', mb: 2 }}>
            {t('auditLog.lead')}
          </Typography>
          <FilterBar filters={filters} texts={auditLogFilterTexts(t)} applyOn="submit" collapsible={narrow} />
        </>
      }
      table={table}
      resource={AUDIT_LOG_RESOURCE}
      columns={columns}
      label={t('auditLog.gridLabel')}
      noRowsLabel={filtered ? t('auditLog.emptyFiltered.title') : t('auditLog.empty.title')}
      getRowHeight={() => 'auto'}
      sx={{ '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
      emptyAction={
        <>
          {filtered ? null : <EmptyLog t={t} />}
          <ClearFiltersButton filters={filters} label={t('auditLog.filters.reset')} />
        </>
      }
    />
  );
}

/** /moje-konto/dziennik-zdarzen: who did what and when in the company (its administrator), 24 a page, filtered on the server. */
export default function AuditLogList() {
  const { t } = useTranslation('company');
  // The company namespace loads on first use (the account area brings only its own texts).
  // The log's texts are in the company namespace, which the account area does not bring by itself.
  const ready = useNamespaceReady('company');
  usePageMeta({ title: t('auditLog.title'), description: t('auditLog.description') });
  return (
    <AccessGate resource={AUDIT_LOG_RESOURCE} title={t('auditLog.title')}>
      {/* The grid's columns are built with the texts: only once they are there. */}
      {ready ? <AuditLogGrid /> : <ListSkeleton label={t('common:status.loading')} />}
    </AccessGate>
  );
}
