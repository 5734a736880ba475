import type { TFunction } from '../../i18n/texts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import type { CompanyUser } from '../../generated/model';

const STATE_COLOURS = { active: 'success.main', invited: 'warning.main', deactivated: 'text.disabled' } as const;

/** Whether she can log in (active), has not set her password yet (invited) or was turned off (deactivated), in words; the colour marks the border and a dot. */
function StateChip({ t, status }: { t: TFunction; status: CompanyUser['status'] }) {
  const colour = STATE_COLOURS[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`companyUsers.${status}`)}
      sx={{ borderColor: colour, '&::before': { content: '""', width: 8, height: 8, ml: 1, borderRadius: '50%', bgcolor: colour } }}
    />
  );
}

/** What the administrator does to a row (edit, deactivate, reactivate, send the invitation again). */
export interface CompanyUserRowActions {
  onEdit: (user: CompanyUser) => void;
  onDeactivate: (user: CompanyUser) => void;
  onReactivate: (user: CompanyUser) => void;
  onResendInvitation: (user: CompanyUser) => void;
}

/**
 * Columns of the company users grid: name, e-mail, role, cost centres, phone and whether she can log
 * in already (an invited user sets her password first). Name, e-mail and role sort on the server.
 * On phones (`narrow`) the name cell holds the e-mail, role and state (see CompanyUsersList). From
 * 1024 px every column, the actions last, fits the grid without scrolling sideways (names and e-mails wrap).
 */
export function companyUserColumns(t: TFunction, narrow = false, actions?: CompanyUserRowActions): GridColDef<CompanyUser>[] {
  return [
    {
      field: 'lastName',
      headerName: t('companyUsers.columns.name'),
      minWidth: narrow ? 140 : 150,
      flex: 1,
      valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
      renderCell: ({ row, value }) => (
        <Box sx={{ whiteSpace: 'normal', py: 1 }}>
          <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {value as string}
          </Box>
          {narrow ? (
            // Phones: the e-mail, role and account state under the name (their own columns are hidden).
            <>
              <Box component="span" sx={{ display: 'block', wordBreak: 'break-all' }}>
                {row.email}
              </Box>
              <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
                {t(`common:roles.${row.roleName}`, { defaultValue: row.roleName })}
                <StateChip t={t} status={row.status} />
              </Box>
            </>
          ) : null}
        </Box>
      ),
    },
    {
      field: 'email',
      headerName: t('companyUsers.columns.email'),
      minWidth: 160,
      flex: 1,
      renderCell: ({ value }) => <Box sx={{ whiteSpace: 'normal', wordBreak: 'break-all', py: 1 }}>{value as string}</Box>,
    },
    {
      field: 'roleId',
      headerName: t('companyUsers.columns.role'),
      minWidth: 110,
      valueGetter: (_value, row) => t(`common:roles.${row.roleName}`, { defaultValue: row.roleName }),
    },
    {
      field: 'costCenters',
      headerName: t('companyUsers.columns.costCenters'),
      minWidth: 150,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => row.costCenters.map((centre) => centre.name).join(', ') || '—',
      renderCell: ({ value }) => <Box sx={{ whiteSpace: 'normal', py: 1 }}>{value as string}</Box>,
    },
    { field: 'phone1', headerName: t('companyUsers.columns.phone'), minWidth: 120, sortable: false, valueGetter: (value: string | null) => value ?? '—' },
    {
      field: 'isActive',
      headerName: t('companyUsers.columns.state'),
      // The longest state whole in its pill ("Awaiting password"; the Polish ones are shorter).
      minWidth: 170,
      sortable: false,
      // In words for an export; the grid draws the chip.
      valueFormatter: (_value: boolean, row) => t(`companyUsers.${row.status}`),
      renderCell: ({ row }) => <StateChip t={t} status={row.status} />,
    },
    ...(actions
      ? [
          {
            field: 'actions',
            type: 'actions',
            headerName: t('companyUsers.columns.actions'),
            minWidth: 120,
            getActions: ({ row }) => {
              const name = `${row.firstName} ${row.lastName}`;
              const items = [
                <GridActionsCellItem key="edit" icon={<EditOutlined />} label={t('companyUsers.actions.edit', { name })} onClick={() => actions.onEdit(row)} />,
              ];
              if (row.status === 'invited') {
                items.push(<GridActionsCellItem key="invite" icon={<ForwardToInboxOutlined />} label={t('companyUsers.actions.resendInvitation', { name })} onClick={() => actions.onResendInvitation(row)} />);
              }
              items.push(
                row.status === 'deactivated'
                  ? <GridActionsCellItem key="reactivate" icon={<LockOpenOutlined />} label={t('companyUsers.actions.reactivate', { name })} onClick={() => actions.onReactivate(row)} />
                  : <GridActionsCellItem key="deactivate" icon={<BlockOutlined />} label={t('companyUsers.actions.deactivate', { name })} onClick={() => actions.onDeactivate(row)} />,
              );
              return items;
            },
          } satisfies GridColDef<CompanyUser>,
        ]
      : []),
  ];
}
