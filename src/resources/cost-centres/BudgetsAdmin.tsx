import { useCallback, useState } from 'react';
import { useCustomMutation, useInvalidate, useList, type HttpError } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { formatDate } from '../../domain/format/date';
import type { CompanyCostCenter, CompanyCostCenterResponse } from '../../generated/model';
import { useLocale } from '../../routing/routes';
import { showToast } from '../../ui/toasts/toastStore';
import { useFormatPln } from '../../ui/useFormatPln';
import { COMPANY_USERS_RESOURCE } from '../company-users/resource';
import { messageOf } from '../orders/orderMessages';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { usePhoneLayout } from '../ui/usePhoneLayout';
import { BudgetDialog } from './BudgetDialog';
import type { BudgetAction } from './budgetsResource';
import { BUDGETS_RESOURCE, COST_CENTRES_RESOURCE } from './resource';

/** Archiving or restoring a centre through the data provider; the lists that show centres load again after it. */
function useBudgetAction() {
  const { mutateAsync } = useCustomMutation<CompanyCostCenterResponse & Record<string, unknown>, HttpError, Record<string, never>>();
  const invalidate = useInvalidate();
  return useCallback(
    async (action: BudgetAction, centre: CompanyCostCenter): Promise<string> => {
      try {
        const response = await mutateAsync({
          url: '', method: 'post', values: {}, meta: { resource: BUDGETS_RESOURCE, action, id: centre.id }, successNotification: false, errorNotification: false,
        });
        return response.data.message ?? '';
      } finally {
        await Promise.all([
          invalidate({ resource: BUDGETS_RESOURCE, invalidates: ['list'] }),
          invalidate({ resource: COST_CENTRES_RESOURCE, invalidates: ['list'] }),
          invalidate({ resource: COMPANY_USERS_RESOURCE, invalidates: ['list'] }),
        ]);
      }
    },
    [mutateAsync, invalidate],
  );
}

interface RowActions {
  onEdit: (centre: CompanyCostCenter) => void;
  onArchive: (centre: CompanyCostCenter) => void;
  onRestore: (centre: CompanyCostCenter) => void;
}

/** What the table and the cards show of a centre, in the page's language. */
function useCentreTexts() {
  const { t } = useTranslation('company');
  const locale = useLocale();
  const formatPln = useFormatPln();
  return {
    t,
    amount: (value: number | null) => (value === null ? t('budgets.noLimit') : formatPln(value)),
    period: (centre: CompanyCostCenter) => t(`budgets.period.${centre.period}`),
    range: (centre: CompanyCostCenter) => t('budgets.periodRange', { from: formatDate(centre.periodFrom, locale), to: formatDate(centre.periodTo, locale) }),
    users: (centre: CompanyCostCenter) => (centre.users.length ? centre.users.map((user) => user.name).join(', ') : t('budgets.noUsers')),
  };
}

function CentreActions({ centre, actions }: { centre: CompanyCostCenter; actions: RowActions }) {
  const { t } = useTranslation('company');
  return centre.isArchived ? (
    <Button size="small" variant="outlined" onClick={() => actions.onRestore(centre)} aria-label={t('budgets.actions.restoreLabel', { name: centre.name })}>
      {t('budgets.actions.restore')}
    </Button>
  ) : (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" onClick={() => actions.onEdit(centre)} aria-label={t('budgets.actions.editLabel', { name: centre.name })}>
        {t('budgets.actions.edit')}
      </Button>
      <Button size="small" color="error" onClick={() => actions.onArchive(centre)} aria-label={t('budgets.actions.archiveLabel', { name: centre.name })}>
        {t('budgets.actions.archive')}
      </Button>
    </Box>
  );
}

function CentreName({ centre }: { centre: CompanyCostCenter }) {
  const { t } = useTranslation('company');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Box component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {centre.name}
      </Box>
      {centre.isArchived ? <Chip size="small" label={t('budgets.archivedBadge')} /> : null}
    </Box>
  );
}

/** How many may order on the centre, and their names in two lines at most (all of them in the title and for screen readers). */
function UsersCell({ centre }: { centre: CompanyCostCenter }) {
  const texts = useCentreTexts();
  const names = texts.users(centre);
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {texts.t('budgets.usersCount', { count: centre.users.length })}
      </Typography>
      {centre.users.length ? (
        <Typography variant="body2" color="text.secondary" title={names} sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {names}
        </Typography>
      ) : null}
    </>
  );
}

/** From 768 px: one row a centre. */
function CentreTable({ centres, actions }: { centres: CompanyCostCenter[]; actions: RowActions }) {
  const texts = useCentreTexts();
  const { t } = texts;
  const number = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label={t('budgets.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('budgets.columns.name')}</TableCell>
            <TableCell>{t('budgets.columns.kind')}</TableCell>
            <TableCell>{t('budgets.columns.period')}</TableCell>
            <TableCell sx={number}>{t('budgets.columns.limit')}</TableCell>
            <TableCell sx={number}>{t('budgets.columns.used')}</TableCell>
            <TableCell sx={number}>{t('budgets.columns.available')}</TableCell>
            <TableCell>{t('budgets.columns.users')}</TableCell>
            <TableCell>{t('budgets.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {centres.map((centre) => (
            <TableRow key={centre.id} sx={centre.isArchived ? { bgcolor: 'action.hover' } : undefined}>
              <TableCell component="th" scope="row">
                <CentreName centre={centre} />
              </TableCell>
              <TableCell>{t(`budgets.kind.${centre.kind}`)}</TableCell>
              <TableCell>
                {texts.period(centre)}
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {texts.range(centre)}
                </Typography>
              </TableCell>
              <TableCell sx={number}>{texts.amount(centre.limit)}</TableCell>
              <TableCell sx={number}>{texts.amount(centre.limitUsed)}</TableCell>
              <TableCell sx={number}>{texts.amount(centre.limitAvailable)}</TableCell>
              <TableCell sx={{ maxWidth: '24ch' }}>
                <UsersCell centre={centre} />
              </TableCell>
              <TableCell>
                <CentreActions centre={centre} actions={actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** On phones: one card a centre, its figures stacked. */
function CentreCards({ centres, actions }: { centres: CompanyCostCenter[]; actions: RowActions }) {
  const texts = useCentreTexts();
  const { t } = texts;
  return (
    <Box component="ul" aria-label={t('budgets.tableLabel')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {centres.map((centre) => (
        <Box
          component="li"
          key={centre.id}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, bgcolor: centre.isArchived ? 'action.hover' : 'background.paper', display: 'grid', gap: 1 }}
        >
          <CentreName centre={centre} />
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, m: 0 }}>
            {(
              [
                ['kind', t(`budgets.kind.${centre.kind}`)],
                ['period', `${texts.period(centre)}, ${texts.range(centre)}`],
                ['limit', texts.amount(centre.limit)],
                ['used', texts.amount(centre.limitUsed)],
                ['available', texts.amount(centre.limitAvailable)],
                ['users', texts.users(centre)],
              ] as const
            ).map(([key, value]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t(`budgets.columns.${key}`)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: key === 'available' ? 700 : 400, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <CentreActions centre={centre} actions={actions} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * The cost-centres screen of the company's administrator: every centre with its kind, period, limit,
 * what is spent and left in the current period and its users ("Pokaż zarchiwizowane" adds the archived
 * ones); "Dodaj centrum kosztowe", "Edytuj", "Archiwizuj" (asked first) and "Przywróć".
 */
export function BudgetsAdmin() {
  const { t } = useTranslation('company');
  const narrow = usePhoneLayout();
  const { query, result } = useList<CompanyCostCenter>({ resource: BUDGETS_RESOURCE, pagination: { mode: 'off' } });
  const [showArchived, setShowArchived] = useState(false);
  const [editing, setEditing] = useState<{ open: boolean; centre: CompanyCostCenter | null }>({ open: false, centre: null });
  const [archiving, setArchiving] = useState<{ open: boolean; centre: CompanyCostCenter | null }>({ open: false, centre: null });
  const act = useBudgetAction();
  const all = result.data ?? [];
  const centres = showArchived ? all : all.filter((centre) => !centre.isArchived);
  const actions: RowActions = {
    onEdit: (centre) => setEditing({ open: true, centre }),
    onArchive: (centre) => setArchiving({ open: true, centre }),
    onRestore: (centre) => {
      act('restore', centre)
        .then((message) => showToast({ message: message || t('budgets.actions.restored') }))
        .catch((error: unknown) => showToast({ message: messageOf(error, t('budgets.actions.failed')), severity: 'error' }));
    },
  };

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <FormControlLabel control={<Switch checked={showArchived} onChange={(_event, checked) => setShowArchived(checked)} />} label={t('budgets.showArchived')} />
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing({ open: true, centre: null })}>
          {t('budgets.add')}
        </Button>
      </Box>
      {query.isError ? (
        <LoadErrorAlert retryLabel={t('budgets.retry')} onRetry={() => query.refetch()}>
          {t('budgets.loadError')}
        </LoadErrorAlert>
      ) : query.isLoading ? (
        <Box role="status" sx={{ display: 'grid', gap: 1 }} aria-busy="true" aria-label={t('budgets.loading')}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} variant="rounded" height={narrow ? 160 : 48} />
          ))}
        </Box>
      ) : centres.length === 0 ? (
        <Alert severity="info">{t(all.length ? 'budgets.emptyActive' : 'budgets.empty')}</Alert>
      ) : narrow ? (
        <CentreCards centres={centres} actions={actions} />
      ) : (
        <CentreTable centres={centres} actions={actions} />
      )}
      <BudgetDialog open={editing.open} centre={editing.centre} onClose={() => setEditing((state) => ({ ...state, open: false }))} />
      {archiving.centre ? (
        <ConfirmDeleteDialog
          open={archiving.open}
          title={t('budgets.archive.title')}
          lead={t('budgets.archive.lead', { name: archiving.centre.name })}
          cancelLabel={t('budgets.archive.cancel')}
          confirmLabel={t('budgets.archive.confirm')}
          onConfirm={() => act('archive', archiving.centre!)}
          deletedMessage={t('budgets.archive.done')}
          failedMessage={t('budgets.actions.failed')}
          onClose={() => setArchiving((state) => ({ ...state, open: false }))}
        />
      ) : null}
    </>
  );
}
