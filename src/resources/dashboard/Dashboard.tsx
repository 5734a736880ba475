import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { localePath, useLocale } from '../../app/routes';
import { usePageMeta } from '../../app/seo/usePageMeta';
import { useSession } from '../../session';

/** The account root: who is logged in, for which company, and where to go next. */
export default function Dashboard() {
  const { t } = useTranslation(['account', 'common']);
  const locale = useLocale();
  const current = useSession().currentUser;
  usePageMeta({ title: t('dashboard.title'), description: t('dashboard.ordersLead') });
  if (!current) return null;
  const { user, company, customerServicePerson } = current;
  return (
    <Box component="section" aria-labelledby="dashboard-title">
      <Typography id="dashboard-title" variant="h1" sx={{ fontSize: '2.8rem', fontWeight: 700, mb: 2 }}>
        {t('dashboard.greeting', { name: user.firstName })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.8rem', fontWeight: 700, mb: 1 }}>
              {t('dashboard.company')}
            </Typography>
            <Typography>{company && !company.isPrivateCustomer ? company.name : t('dashboard.privateCustomer')}</Typography>
            {company?.taxId && <Typography color="text.secondary">NIP {company.taxId}</Typography>}
            <Typography color="text.secondary">
              {t('dashboard.role')}: {t(`common:roles.${user.roleName}`, { defaultValue: user.roleName })}
            </Typography>
          </CardContent>
        </Card>
        {customerServicePerson && (
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: '1.8rem', fontWeight: 700, mb: 1 }}>
                {t('dashboard.servicePerson')}
              </Typography>
              <Typography>{`${customerServicePerson.firstName} ${customerServicePerson.lastName}`}</Typography>
              <Typography color="text.secondary">{customerServicePerson.email}</Typography>
              <Typography color="text.secondary">{customerServicePerson.phone}</Typography>
            </CardContent>
          </Card>
        )}
        <Card variant="outlined" sx={{ gridColumn: { md: '1 / -1' } }}>
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.8rem', fontWeight: 700, mb: 1 }}>
              {t('nav.orders')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('dashboard.ordersLead')}
            </Typography>
            <Button variant="contained" component={RouterLink} to={localePath('dashboard-orders', undefined, undefined, locale)}>
              {t('dashboard.ordersLink')}
            </Button>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
