import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { useFocusMainOnNavigate } from './useFocusMainOnNavigate';

/** The default layout: skip link, header, the page, footer. */
export function DefaultLayout() {
  useFocusMainOnNavigate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header />
      <Container component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none', '&:focus-visible': { outline: 'none' } }}>
        <Outlet />
      </Container>
      <Footer />
    </Box>
  );
}
