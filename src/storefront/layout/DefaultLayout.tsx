import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { SkipLink } from './SkipLink';
import { useFocusMainOnNavigate } from './useFocusMainOnNavigate';

/**
 * The default layout (spec §2): skip link, header, the page, footer. The page area is at least
 * one screen high, so the footer never shows above the fold while a page loads (no layout shift).
 */
export function DefaultLayout() {
  useFocusMainOnNavigate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header />
      <Container component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, minHeight: '100vh', outline: 'none', '&:focus-visible': { outline: 'none' } }}>
        <Outlet />
      </Container>
      <Footer />
    </Box>
  );
}
