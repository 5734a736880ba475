import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT } from '../../app/config';
import { localePath } from '../../app/routes';
import { LanguageLink } from './LanguageLink';
import { Logo } from './Logo';
import { SkipLink } from './SkipLink';
import { useFocusMainOnNavigate } from './useFocusMainOnNavigate';

/** Login and checkout: a simplified header with a back link, the logo and help. */
export function SimpleLayout() {
  useFocusMainOnNavigate();
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container sx={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', minHeight: 64, gap: 1 }}>
          <Link href={localePath('home')} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, justifySelf: 'start' }}>
            <ArrowBackIcon fontSize="small" aria-hidden="true" />
            <Box component="span" sx={{ display: { xs: 'none', tablet: 'inline' } }}>
              {t('layout.backToShop')}
            </Box>
            <Box component="span" sx={{ display: { xs: 'inline', tablet: 'none' } }}>
              {t('layout.back')}
            </Box>
          </Link>
          <Logo />
          <Box sx={{ justifySelf: 'end', display: 'flex', gap: 2, alignItems: 'center', fontSize: '1.3rem' }}>
            <Link href={CONTACT.phoneHref} underline="hover" aria-label={t('layout.helpPhone', { phone: CONTACT.phone })} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <PhoneOutlinedIcon fontSize="small" aria-hidden="true" />
              <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                {CONTACT.phone}
              </Box>
            </Link>
            <LanguageLink color="primary" />
          </Box>
        </Container>
      </Box>
      <Container component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none', '&:focus-visible': { outline: 'none' }, py: 4 }}>
        <Outlet />
      </Container>
      <Box component="footer" sx={{ py: 2, textAlign: 'center', fontSize: '1.3rem', color: 'text.secondary' }}>
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </Box>
    </Box>
  );
}
