import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { CompanyUser } from '../../generated/model';

/** Whether she can log in already, in words; the colour marks the border and a dot. */
function StateChip({ t, active }: { t: TFunction; active: boolean }) {
  const colour = active ? 'success.main' : 'warning.main';
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(active ? 'companyUsers.active' : 'companyUsers.invited')}
      sx={{ borderColor: colour, '&::before': { content: '""', width: 8, height: 8, ml: 1, borderRadius: '50%', bgcolor: colour } }}
    />
  );
}

/**
 * Columns of the company users grid: name, e-mail, role, cost centres, phone and whether she can log
 * in already (an invited user sets her password first). Name, e-mail and role sort on the server.
 * On phones (`narrow`) the name cell holds the e-mail, role and state (see CompanyUsersList).
 */
export function companyUserColumns(t: TFunction, narrow = false): GridColDef<CompanyUser>[] {
  return [
    {
      field: 'lastName',
      headerName: t('companyUsers.columns.name'),
      minWidth: narrow ? 140 : 180,
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
                <StateChip t={t} active={row.isActive} />
              </Box>
            </>
          ) : null}
        </Box>
      ),
    },
    {
      field: 'email',
      headerName: t('companyUsers.columns.email'),
      minWidth: 200,
      flex: 1,
      renderCell: ({ value }) => <Box sx={{ whiteSpace: 'normal', wordBreak: 'break-all', py: 1 }}>{value as string}</Box>,
    },
    {
      field: 'roleId',
      headerName: t('companyUsers.columns.role'),
      minWidth: 130,
      valueGetter: (_value, row) => t(`common:roles.${row.roleName}`, { defaultValue: row.roleName }),
    },
    {
      field: 'costCenters',
      headerName: t('companyUsers.columns.costCenters'),
      minWidth: 200,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => row.costCenters.map((centre) => centre.name).join(', ') || '—',
      renderCell: ({ value }) => <Box sx={{ whiteSpace: 'normal', py: 1 }}>{value as string}</Box>,
    },
    { field: 'phone1', headerName: t('companyUsers.columns.phone'), minWidth: 150, sortable: false, valueGetter: (value: string | null) => value ?? '—' },
    {
      field: 'isActive',
      headerName: t('companyUsers.columns.state'),
      minWidth: 170,
      sortable: false,
      // In words for an export; the grid draws the chip.
      valueFormatter: (value: boolean) => t(value ? 'companyUsers.active' : 'companyUsers.invited'),
      renderCell: ({ row }) => <StateChip t={t} active={row.isActive} />,
    },
  ];
}
