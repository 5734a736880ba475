import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/useTranslation';
import { demoPath } from '../../routing/demoPaths';

/** The demo API's accounts, beside the login form of a demo build (src/app hands them to the login page). */
export const DEMO_ACCOUNTS = ['klient@spinacz.demo', 'kupiec@firma.demo', 'akceptant@firma.demo', 'dane@firma.demo'] as const;
export const DEMO_PASSWORD = 'Spinacz123!';

export function DemoAccounts() {
  const { t } = useTranslation('auth');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, bgcolor: '#f0f6fc' }}>
      <Typography variant="h2" sx={{ fontSize: '1.6rem', mb: 1 }}>
        {t('demo.title')}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.3rem', mb: 1 }}>
        {t('demo.text', { password: DEMO_PASSWORD })}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, fontSize: '1.3rem' }}>
        {DEMO_ACCOUNTS.map((email) => (
          <Box key={email} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontFamily: 'monospace', fontSize: '1.3rem' }}>
              {email}
            </Box>
            <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
              {t(`demo.accounts.${email.split('@')[0]}`)}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography component="p" sx={{ fontSize: '1.3rem', mt: 1.5 }}>
        <Link href={demoPath('panel')}>{t('demo.panelLink')}</Link>
      </Typography>
    </Paper>
  );
}
