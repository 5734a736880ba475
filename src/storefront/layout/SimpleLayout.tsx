import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { AccountDropdown } from './header/AccountDropdown';
import { HelpDropdown } from './header/HelpDropdown';
import { LanguageLink } from './LanguageLink';
import { Logo } from './Logo';
import { SkipLink } from './SkipLink';
import { useFocusMainOnNavigate } from './useFocusMainOnNavigate';

/** Login and checkout (spec §2): a simplified header with a back link, the logo, help and the account. */
export function SimpleLayout() {
  useFocusMainOnNavigate();
  const { t } = useTranslation('layout');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container sx={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', minHeight: 64, gap: 1 }}>
          <Link href={localePath('home')} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, justifySelf: 'start' }}>
            <ArrowBackIcon fontSize="small" aria-hidden="true" />
            <Box component="span" sx={{ display: { xs: 'none', tablet: 'inline' } }}>
              {t('simple.backToShop')}
            </Box>
            <Box component="span" sx={{ display: { xs: 'inline', tablet: 'none' } }}>
              {t('simple.back')}
            </Box>
          </Link>
          <Logo />
          <Box sx={{ justifySelf: 'end', display: 'flex', gap: { xs: 0, md: 1 }, alignItems: 'center', fontSize: '1.3rem' }}>
            <Box sx={{ display: { xs: 'none', md: 'block' } }}>
              <HelpDropdown color="primary" />
            </Box>
            <AccountDropdown />
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
