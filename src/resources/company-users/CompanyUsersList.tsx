import { useMemo, useState } from 'react';
import { useAccountTable } from '../useAccountTable';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import type { CompanyUser } from '../../generated/model';
import { DEMO_API } from '../../platform/config';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { demoPath, withFilter } from '../../routing/demoPaths';
import { ACCOUNT_PAGE_SIZE, ACCOUNT_PAGE_SIZES } from '../listQuery';
import { AccessGate } from '../ui/AccessGate';
import { GridPage } from '../ui/GridPage';
import { AddCompanyUserDialog } from './AddCompanyUserDialog';
import { companyUserColumns } from './companyUserColumns';
import { COMPANY_USERS_RESOURCE } from './companyUsersResource';
import { usePhoneLayout } from '../ui/usePhoneLayout';

const NO_HIDDEN_COLUMNS: Record<string, boolean> = {};
/** Shown when the administrator asks for it ("Kolumny"): the rest fits the screen first. */
const SECONDARY_COLUMNS = ['phone1'];
const PHONE_HIDDEN_COLUMNS: Record<string, boolean> = { email: false, roleId: false, costCenters: false, phone1: false, isActive: false };

/** What was said after adding a user: the server's message and, in the demo, the way to the e-mail she got. */
function AddedNotice({ added, onClose }: { added: { user: CompanyUser; message: string }; onClose: () => void }) {
  const { t } = useTranslation('account');
  // In the demo no e-mail leaves the demo API: the demo mailbox has it (a build for a real API has no such page).
  const demoMailbox = DEMO_API ? withFilter(demoPath('mailbox'), added.user.email) : null;
  return (
    <Alert severity="success" onClose={onClose} sx={{ mb: 2 }}>
      {added.message}
      {demoMailbox ? (
        <>
          {' '}
          <Link href={demoMailbox} sx={{ fontWeight: 600 }}>
            {t('companyUsers.add.demoMailbox')}
          </Link>
        </>
      ) : null}
    </Alert>
  );
}

function CompanyUsers() {
  const { t } = useTranslation(['account', 'common']);
  const table = useAccountTable<CompanyUser>({
    resource: COMPANY_USERS_RESOURCE,
    pagination: { pageSize: ACCOUNT_PAGE_SIZE, pageSizes: ACCOUNT_PAGE_SIZES },
    // Newest first unless a column is sorted: the API's default order (by id, not a column of the grid).
    sorters: { initial: [] },
    filters: { mode: 'off' },
  });
  const narrow = usePhoneLayout();
  const columns = useMemo(() => companyUserColumns(t, narrow), [t, narrow]);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<{ user: CompanyUser; message: string } | null>(null);

  return (
    <GridPage
      titleId="company-users-title"
      title={t('companyUsers.title')}
      countLabel={(count) => t('companyUsers.count', { count })}
      loadError={t('companyUsers.loadError')}
      retryLabel={t('companyUsers.retry')}
      errorDetail
      toolbar={
        <>
          {added ? <AddedNotice added={added} onClose={() => setAdded(null)} /> : null}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <Box sx={{ color: 'text.secondary', maxWidth: '70ch' }}>{t('companyUsers.lead')}</Box>
            <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => setAdding(true)}>
              {t('companyUsers.add.open')}
            </Button>
          </Box>
        </>
      }
      table={table}
      resource={COMPANY_USERS_RESOURCE}
      columns={columns}
      secondaryColumns={SECONDARY_COLUMNS}
      label={t('companyUsers.gridLabel')}
      noRowsLabel={t('companyUsers.empty')}
      columnVisibilityModel={narrow ? PHONE_HIDDEN_COLUMNS : NO_HIDDEN_COLUMNS}
      getRowHeight={() => 'auto'}
      sx={{ '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
    >
      <AddCompanyUserDialog
        open={adding}
        onClose={() => setAdding(false)}
        // The notice is an alert (read out at once) and stays, with the way to the e-mail; no toast besides.
        onAdded={(user, message) => setAdded({ user, message })}
      />
    </GridPage>
  );
}

/** /moje-konto/uzytkownicy (administrators of a company customer): the company's users, 24 a page, and "Dodaj użytkownika". */
export default function CompanyUsersList() {
  const { t } = useTranslation('account');
  usePageMeta({ title: t('companyUsers.title'), description: t('companyUsers.description') });
  return (
    <AccessGate resource={COMPANY_USERS_RESOURCE} title={t('companyUsers.title')}>
      <CompanyUsers />
    </AccessGate>
  );
}
