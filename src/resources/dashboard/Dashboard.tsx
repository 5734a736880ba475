import { useCan } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { useSession } from '../../session';
import { AcceptanceWidget } from './AcceptanceWidget';
import { CostCentresWidget } from './CostCentresWidget';
import { MonthlySpendWidget } from './MonthlySpendWidget';
import { RecentOrdersWidget } from './RecentOrdersWidget';
import { UnpaidInvoicesWidget } from './UnpaidInvoicesWidget';
import { roleLabelKey } from '../../domain/roleLabel';
import { SALES_INVOICES_RESOURCE } from '../invoices/resource';

/**
 * The account root: who is logged in and for which company, then the day's work — orders waiting for
 * the approver, invoices to pay, the newest orders, cost-centre usage and the monthly spend. Each card
 * loads (and fails) on its own; the cards a user's permissions do not open are left out.
 */
export default function Dashboard() {
  const { t } = useTranslation(['account', 'common']);
  const current = useSession().currentUser;
  usePageMeta({ title: t('dashboard.title'), description: t('dashboard.ordersLead') });
  const invoices = useCan({ resource: SALES_INVOICES_RESOURCE, action: 'list' }).data?.can === true;
  if (!current) return null;
  const { user, company, customerServicePerson, acl } = current;
  const business = Boolean(company && !company.isPrivateCustomer);
  // A private customer has no role in a company to name.
  const roleKey = roleLabelKey(user, company);
  return (
    <Box component="section" aria-labelledby="dashboard-title">
      <Typography id="dashboard-title" variant="h1" sx={{ fontSize: '2.8rem', fontWeight: 700 }}>
        {t('dashboard.greeting', { name: user.firstName })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {[
          business && company ? company.name : t('dashboard.privateCustomer'),
          company?.taxId ? `NIP ${company.taxId}` : null,
          roleKey ? `${t('dashboard.role')}: ${t(roleKey, { defaultValue: user.roleName })}` : null,
          customerServicePerson
            ? `${t('dashboard.servicePerson')}: ${customerServicePerson.firstName} ${customerServicePerson.lastName}, ${customerServicePerson.phone}`
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}>
        {acl.ordersForAcceptance && <AcceptanceWidget />}
        {invoices && <UnpaidInvoicesWidget />}
        <RecentOrdersWidget />
        <MonthlySpendWidget />
        {business && <CostCentresWidget />}
      </Box>
    </Box>
  );
}
