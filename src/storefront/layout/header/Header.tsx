import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense } from 'react';
import { BREAKPOINTS } from '../../../app/theme';
import { CartEntry } from '../CartEntry';
import { Logo } from '../Logo';
import { SearchBox } from '../SearchBox';
import { MobileMenuButton } from '../mobile/MobileMenuButton';
import { AccountDropdown } from './AccountDropdown';
import { AnnouncementBar } from './AnnouncementBar';
import { InfoBar } from './InfoBar';
import { ShoppingListLink } from './ShoppingListLink';
import { useStickyHeader } from './useStickyHeader';

/**
 * The page header (spec §2): announcement, info bar, then logo, search, shopping list, account
 * and cart, and the category menu on wide screens. Fixed once the info part scrolled away;
 * hidden on phones while scrolling down.
 */
const MegaMenu = lazy(() => import('../menu/MegaMenu'));

export function Header() {
  const { infoRef, infoHeight, fixed, hidden } = useStickyHeader();
  // The category mega-menu is for wide screens only (≥ 1366 px); phones never load its code.
  const desktop = useMediaQuery(`(min-width:${BREAKPOINTS.xl}px)`, { noSsr: true });
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: -infoHeight,
        zIndex: 1100,
        bgcolor: 'background.paper',
        transform: hidden ? 'translateY(-100%)' : 'none',
        transition: 'transform 200ms ease, box-shadow 200ms ease',
        boxShadow: fixed ? '0 2px 8px rgba(15, 23, 42, 0.12)' : 'none',
      }}
    >
      <div ref={infoRef}>
        <AnnouncementBar />
        <InfoBar />
      </div>
      <Container
        sx={{
          display: 'grid',
          alignItems: 'center',
          columnGap: { xs: 0.25, md: 1.5 },
          rowGap: 1,
          py: { xs: 1, md: 1.5 },
          gridTemplateColumns: { xs: 'auto 1fr auto auto auto', md: 'auto auto 1fr auto auto auto', xl: 'auto 1fr auto auto auto' },
          gridTemplateAreas: {
            xs: '"menu logo list account cart" "search search search search search"',
            md: '"menu logo search list account cart"',
            xl: '"logo search list account cart"',
          },
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ gridArea: 'menu', display: { xl: 'none' } }}>
          <MobileMenuButton />
        </Box>
        <Box sx={{ gridArea: 'logo', mr: { md: 2, xl: 6 } }}>
          <Logo />
        </Box>
        <Box sx={{ gridArea: 'search', maxWidth: { md: 720 }, width: '100%', justifySelf: 'center' }}>
          <SearchBox />
        </Box>
        <Box sx={{ gridArea: 'list' }}>
          <ShoppingListLink />
        </Box>
        <Box sx={{ gridArea: 'account', justifySelf: 'end' }}>
          <AccountDropdown />
        </Box>
        <Box sx={{ gridArea: 'cart', minWidth: { lg: 120 } }}>
          <CartEntry />
        </Box>
      </Container>
      {desktop ? (
        <Suspense fallback={<Box sx={{ minHeight: 47, borderBottom: 1, borderColor: 'divider' }} />}>
          <MegaMenu />
        </Suspense>
      ) : null}
    </Box>
  );
}
