import { useCallback, useMemo } from 'react';
import { useCan, type CrudFilter } from '@refinedev/core';
import { useAccountTable } from '../useAccountTable';
import { ACCOUNT_PAGE_SIZES } from '../listQuery';
import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import AddIcon from '@mui/icons-material/Add';
import { COMPLAINT, COMPLAINTS_PAGE_SIZE, RETURN } from '../../domain/complaints';
import type { ComplaintSummary, ComplaintType } from '../../generated/model';
import { importWithReload } from '../../platform/chunkReload';
import { useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { useSession } from '../../session';
import { ClearFiltersButton, FilterBar } from '../filters/FilterBar';
import { useListFilters } from '../filters/useListFilters';
import { GridPage } from '../ui/GridPage';
import { complaintColumns, PHONE_HIDDEN_COLUMNS } from './complaintColumns';
import { complaintDetailHref, complaintListHref, useComplaintsEmbedded, WIZARD_PARAM, wizardFromSearch } from './complaintLinks';
import { COMPLAINTS_RESOURCE } from './complaintsResource';
import { complaintFilterTexts, listKey } from './complaintTexts';
import { withoutFilter } from './listFilters';
import { ReturnRights } from './ReturnRights';
import { usePhoneLayout } from '../ui/usePhoneLayout';
import { componentOnDemand } from '../../ui/componentOnDemand';

// The wizard is a chunk of its own, loaded when opened (a lost chunk reloads the page once, spec §4).
const ComplaintWizard = componentOnDemand(
  () => importWithReload(() => import('./wizard/ComplaintWizard')),
  function WizardLoading() {
    const { t } = useTranslation('account');
    return <Skeleton variant="rounded" height={420} role="status" aria-label={t('complaints.wizard.loading')} />;
  },
);

const NO_HIDDEN_COLUMNS: Record<string, boolean> = {};
/** Shown when the user asks for them ("Kolumny"): the number, date, status, value and actions fit the screen first. */
const SECONDARY_COLUMNS = ['quantity'];
/** The type of each list, fixed (useTable's permanent filters keep it through every filter change). */
const TYPE_FILTERS: Record<ComplaintType, CrudFilter[]> = {
  [RETURN]: [{ field: 'type', operator: 'in', value: [RETURN] }],
  [COMPLAINT]: [{ field: 'type', operator: 'in', value: [COMPLAINT] }],
};
const NO_FILTERS: CrudFilter[] = [];

/** The two account lists side by side: returns and complaints (embedded, one list holds both). */
function ListSwitch({ type }: { type: ComplaintType }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <Box component="nav" aria-label={t('complaints.lists.all.title')} sx={{ display: 'flex', gap: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      {([RETURN, COMPLAINT] as const).map((listType) => {
        const current = listType === type;
        return (
          <Button
            key={listType}
            component={RouterLink}
            to={complaintListHref(listType, false, locale)}
            aria-current={current ? 'page' : undefined}
            color={current ? 'primary' : 'inherit'}
            sx={{ borderRadius: 0, fontWeight: current ? 700 : 500, borderBottom: 3, borderColor: current ? 'primary.main' : 'transparent', mb: '-1px', px: 2 }}
          >
            {t(`complaints.lists.${listKey(listType)}.title`)}
          </Button>
        );
      })}
    </Box>
  );
}

function ComplaintsGrid({ type, onNew }: { type: ComplaintType | null; onNew: (type: ComplaintType) => void }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const embedded = useComplaintsEmbedded();
  const { showNetPrices } = useSession();
  const key = listKey(type);
  const table = useAccountTable<ComplaintSummary>({
    resource: COMPLAINTS_RESOURCE,
    pagination: { pageSize: COMPLAINTS_PAGE_SIZE, pageSizes: ACCOUNT_PAGE_SIZES },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    filters: { mode: 'server', defaultBehavior: 'replace', permanent: type ? TYPE_FILTERS[type] : NO_FILTERS },
  });
  const listFilters = useListFilters(table);
  const filters = type ? withoutFilter(listFilters, 'type') : listFilters;
  const narrow = usePhoneLayout();
  const columns = useMemo(
    () => complaintColumns(t, { locale, showNetPrices, withType: type === null, detailHref: (row) => complaintDetailHref(row.id, embedded, locale) }),
    [t, locale, showNetPrices, type, embedded],
  );
  // The onlyData role looks at the data but files nothing (the API would refuse it with 403).
  const mayFile = useCan({ resource: COMPLAINTS_RESOURCE, action: 'create' }).data?.can === true;
  const newTypes: ComplaintType[] = type ? [type] : [RETURN, COMPLAINT];

  return (
    <GridPage
      titleId="complaints-title"
      title={t(`complaints.lists.${key}.title`)}
      countLabel={(count) => t('complaints.count', { count })}
      loadError={t('complaints.loadError')}
      retryLabel={t('complaints.retry')}
      firstLoad={filters.firstLoad}
      loadingLabel={t('complaints.loading')}
      toolbar={
        <>
          <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            {type && !embedded ? <ListSwitch type={type} /> : <span />}
            {mayFile ? (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {newTypes.map((newType, index) => (
                  <Button key={newType} variant={index === 0 ? 'contained' : 'outlined'} startIcon={<AddIcon />} onClick={() => onNew(newType)}>
                    {t(`complaints.lists.${listKey(newType)}.new`)}
                  </Button>
                ))}
              </Box>
            ) : null}
          </Box>
          {type === RETURN ? <ReturnRights /> : null}
          <FilterBar filters={filters} texts={complaintFilterTexts(t)} applyOn="submit" collapsible={narrow} />
        </>
      }
      table={table}
      resource={COMPLAINTS_RESOURCE}
      listKey={`${COMPLAINTS_RESOURCE}-${key}`}
      columns={columns}
      secondaryColumns={SECONDARY_COLUMNS}
      rowHref={(row) => complaintDetailHref(row.id, embedded, locale)}
      label={t(`complaints.lists.${key}.gridLabel`)}
      noRowsLabel={t('complaints.empty')}
      columnVisibilityModel={narrow ? PHONE_HIDDEN_COLUMNS : NO_HIDDEN_COLUMNS}
      emptyAction={<ClearFiltersButton filters={filters} label={t('complaints.filters.reset')} />}
    />
  );
}

/**
 * A list of complaints and returns (24 a page, sorted and filtered on the server, all of it in the URL)
 * with the wizard that files a new one as a full-page panel over it (`?new=<type>`).
 * `type`: the returns or the complaints list; null, the one list of both (embedded).
 */
export function ComplaintsListScreen({ type }: { type: ComplaintType | null }) {
  const { t } = useTranslation('account');
  const key = listKey(type);
  usePageMeta({ title: t(`complaints.lists.${key}.title`), description: t(`complaints.lists.${key}.description`), noindex: true });
  const [search, setSearch] = useSearchParams();
  // The onlyData role files nothing: a link to the wizard shows it the list.
  const mayFile = useCan({ resource: COMPLAINTS_RESOURCE, action: 'create' }).data?.can !== false;
  const wizard = mayFile ? wizardFromSearch(search) : undefined;

  const openWizard = useCallback(
    (wizardType: ComplaintType) =>
      setSearch((previous) => {
        const next = new URLSearchParams(previous);
        next.set(WIZARD_PARAM, wizardType);
        return next;
      }),
    [setSearch],
  );
  // Closing puts the list back in the wizard's place in the history: back does not open it again empty.
  const closeWizard = useCallback(
    () =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(WIZARD_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  if (wizard !== undefined) {
    return (
      <ComplaintWizard initialType={wizard} listType={type} onClose={closeWizard} />
    );
  }
  return <ComplaintsGrid type={type} onNew={openWizard} />;
}
