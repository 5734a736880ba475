import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { localePath, useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { useSession } from '../../session';
import { CompanyDataCard } from './CompanyDataCard';
import { SettingSwitchesCard } from './SettingSwitchesCard';

/**
 * /moje-konto/ustawienia: the user's switches (each saved at once), the way to the delivery
 * addresses and, for a company account, the company's data with its "change" dialog.
 */
export default function SettingsPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  usePageMeta({ title: t('settings.title'), description: t('settings.description') });
  const company = useSession().currentUser?.company;
  return (
    <Box component="section" aria-labelledby="settings-title">
      <Typography id="settings-title" variant="h1" sx={{ fontSize: { xs: '2.4rem', md: '2.8rem' }, fontWeight: 700, mb: 2 }}>
        {t('settings.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <SettingSwitchesCard />
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Paper variant="outlined" component="section" aria-labelledby="settings-addresses-title" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography id="settings-addresses-title" component="h2" sx={{ fontSize: '1.8rem', fontWeight: 700 }}>
              {t('settings.addressesTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('settings.addressesLead')}
            </Typography>
            <Button variant="outlined" component={RouterLink} to={localePath('dashboard-addresses', undefined, undefined, locale)}>
              {t('settings.addressesLink')}
            </Button>
          </Paper>
          {company && !company.isPrivateCustomer ? <CompanyDataCard /> : null}
        </Box>
      </Box>
    </Box>
  );
}
