import { useCallback, useMemo, useState } from 'react';
import { useCustomMutation, useInvalidate, type HttpError } from '@refinedev/core';
import { useAccountTable } from '../useAccountTable';
import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import type { CompanyUser, CompanyUserResponse } from '../../generated/model';
import type { CompanyMember } from '../../domain/companyUserAdmin';
import { useSession } from '../../session';
import { showToast } from '../../ui/toasts/toastStore';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { messageOf } from '../orders/orderMessages';
import { EditCompanyUserDialog } from './EditCompanyUserDialog';
import { DEMO_API } from '../../platform/config';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { demoPath, withFilter } from '../../routing/demoPaths';
import { ACCOUNT_PAGE_SIZE, ACCOUNT_PAGE_SIZES } from '../listQuery';
import { AccessGate } from '../ui/AccessGate';
import { GridPage } from '../ui/GridPage';
import { AddCompanyUserDialog } from './AddCompanyUserDialog';
import { companyUserColumns } from './companyUserColumns';
import { COMPANY_USERS_RESOURCE, type CompanyUserAction } from './companyUsersResource';
import { usePhoneLayout } from '../ui/usePhoneLayout';

const NO_HIDDEN_COLUMNS: Record<string, boolean> = {};
/** Shown when the administrator asks for it ("Kolumny"): the rest fits the screen first. */
const SECONDARY_COLUMNS = ['phone1'];
/** On phones the card holds the state under the name. */
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

/** One action on a user (deactivate, reactivate, send the invitation again) through the data provider; the list loads again after it. */
function useUserAction() {
  const { mutateAsync } = useCustomMutation<CompanyUserResponse & Record<string, unknown>, HttpError, Record<string, never>>();
  const invalidate = useInvalidate();
  return useCallback(
    async (action: CompanyUserAction, user: CompanyUser): Promise<string> => {
      try {
        const response = await mutateAsync({
          url: '', method: 'post', values: {}, meta: { resource: COMPANY_USERS_RESOURCE, action, id: user.id }, successNotification: false, errorNotification: false,
        });
        return response.data.message ?? '';
      } finally {
        await invalidate({ resource: COMPANY_USERS_RESOURCE, invalidates: ['list'] });
      }
    },
    [mutateAsync, invalidate],
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
  const selfId = useSession().currentUser?.user.id ?? null;
  const [editing, setEditing] = useState<{ open: boolean; user: CompanyUser | null }>({ open: false, user: null });
  const [deactivating, setDeactivating] = useState<{ open: boolean; user: CompanyUser | null }>({ open: false, user: null });
  const act = useUserAction();
  const runAction = useCallback(
    (action: 'reactivate' | 'resendInvitation', user: CompanyUser) => {
      act(action, user)
        .then((message) => showToast({ message: message || t(`companyUsers.actions.${action}Done`) }))
        .catch((error: unknown) => showToast({ message: messageOf(error, t('companyUsers.actions.failed')), severity: 'error' }));
    },
    [act, t],
  );
  const columns = useMemo(
    () =>
      companyUserColumns(t, narrow, {
        onEdit: (user) => setEditing({ open: true, user }),
        onDeactivate: (user) => setDeactivating({ open: true, user }),
        onReactivate: (user) => runAction('reactivate', user),
        onResendInvitation: (user) => runAction('resendInvitation', user),
      }),
    [t, narrow, runAction],
  );
  const rows = table.tableQuery.data?.data;
  const members: CompanyMember[] = useMemo(() => (rows ?? []).map((user) => ({ id: user.id, roleName: user.roleName, status: user.status })), [rows]);
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
      {editing.user ? (
        <EditCompanyUserDialog open={editing.open} user={editing.user} selfId={selfId} members={members} onClose={() => setEditing((state) => ({ ...state, open: false }))} />
      ) : null}
      {deactivating.user ? (
        <ConfirmDeleteDialog
          open={deactivating.open}
          title={t('companyUsers.deactivate.title')}
          lead={t('companyUsers.deactivate.lead', { name: `${deactivating.user.firstName} ${deactivating.user.lastName}` })}
          cancelLabel={t('companyUsers.add.cancel')}
          confirmLabel={t('companyUsers.deactivate.confirm')}
          onConfirm={() => act('deactivate', deactivating.user!)}
          deletedMessage={t('companyUsers.deactivate.done')}
          failedMessage={t('companyUsers.actions.failed')}
          onClose={() => setDeactivating((state) => ({ ...state, open: false }))}
        />
      ) : null}
    </GridPage>
  );
}

/**
 * /moje-konto/uzytkownicy (administrators of a company customer): the company's users, 24 a page,
 * "Dodaj użytkownika", and each user's edit (name, role, cost centres, approval right), deactivation
 * (asked first) and reactivation, and the invitation sent again.
 */
export default function CompanyUsersList() {
  const { t } = useTranslation('account');
  usePageMeta({ title: t('companyUsers.title'), description: t('companyUsers.description') });
  return (
    <AccessGate resource={COMPANY_USERS_RESOURCE} title={t('companyUsers.title')}>
      <CompanyUsers />
    </AccessGate>
  );
}
