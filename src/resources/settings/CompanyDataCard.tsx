import { useState } from 'react';
import { useCan, useOne } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import type { CompanyDetails } from '../../generated/model';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { CompanyDataDialog } from './CompanyDataDialog';
import { CURRENT_COMPANY_ID, CURRENT_COMPANY_RESOURCE } from './settingsResource';

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <>
      {/* On phones a label sits above its value: smaller, with room above it. */}
      <Typography
        component="dt"
        color="text.secondary"
        sx={(theme) => ({
          fontSize: '1.3rem',
          mt: 1,
          '&:first-of-type': { mt: 0 },
          [theme.breakpoints.up('sm')]: { fontSize: theme.typography.body1.fontSize, mt: 0 },
        })}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </>
  );
}

/**
 * The company's data (GET companies/current): name, NIP, address and contact; its administrator
 * changes them in the "Zmień dane firmy" dialog, others are told who can.
 */
export function CompanyDataCard() {
  const { t } = useTranslation('account');
  const { query, result: company } = useOne<CompanyDetails>({ resource: CURRENT_COMPANY_RESOURCE, id: CURRENT_COMPANY_ID });
  const mayEdit = useCan({ resource: CURRENT_COMPANY_RESOURCE, action: 'edit' }).data?.can === true;
  const [editing, setEditing] = useState(false);
  const address = company?.address ? `${company.address.streetWithNumber}, ${company.address.zip} ${company.address.city}` : null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="company-data-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="company-data-title" component="h2" sx={{ fontSize: '1.8rem', fontWeight: 700, flex: 1 }}>
          {t('companyData.title')}
        </Typography>
        {mayEdit && company ? (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {t('companyData.change')}
          </Button>
        ) : null}
      </Box>
      {query.isError ? (
        <LoadErrorAlert retryLabel={t('companyData.retry')} onRetry={() => query.refetch()}>
          {t('companyData.loadError')}
        </LoadErrorAlert>
      ) : !company ? (
        <Box aria-busy="true" role="status" aria-label={t('companyData.loading')}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} width={index % 2 ? '50%' : '70%'} />
          ))}
        </Box>
      ) : (
        <>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 }, m: 0 }}>
            <Row label={t('companyData.fields.name')} value={company.name} />
            <Row label={t('companyData.fields.taxId')} value={company.taxId} />
            <Row label={t('companyData.address')} value={address} />
            <Row label={t('companyData.fields.email')} value={company.email} />
            <Row label={t('companyData.fields.phone1')} value={company.phone1} />
            <Row label={t('companyData.fields.eInvoiceEmail')} value={company.eInvoiceEmail} />
          </Box>
          {!mayEdit ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('companyData.adminOnly')}
            </Typography>
          ) : null}
          <CompanyDataDialog company={company} open={editing} onClose={() => setEditing(false)} />
        </>
      )}
    </Paper>
  );
}
