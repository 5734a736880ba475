import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { AccountEntry } from './AccountEntry';
import { CartEntry } from './CartEntry';
import { CategoryNav } from './CategoryNav';
import { InfoBar } from './InfoBar';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { SearchBox } from './SearchBox';

/** The shop header: info bar, logo, search, account, cart, categories. */
export function Header() {
  return (
    <Box component="header" sx={{ bgcolor: 'background.paper' }}>
      <InfoBar />
      <Container
        sx={{
          display: 'grid',
          alignItems: 'center',
          columnGap: { xs: 0.5, md: 2 },
          rowGap: 1,
          py: { xs: 1, md: 1.5 },
          gridTemplateColumns: { xs: 'auto 1fr auto auto', md: 'auto auto 1fr auto auto', xl: 'auto 1fr auto auto' },
          gridTemplateAreas: {
            xs: '"menu logo account cart" "search search search search"',
            md: '"menu logo search account cart"',
            xl: '"logo search account cart"',
          },
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ gridArea: 'menu', display: { xl: 'none' } }}>
          <MobileMenu />
        </Box>
        <Box sx={{ gridArea: 'logo', mr: { md: 2, xl: 6 } }}>
          <Logo />
        </Box>
        <Box sx={{ gridArea: 'search', maxWidth: { md: 720 }, width: '100%', justifySelf: 'center' }}>
          <SearchBox />
        </Box>
        <Box sx={{ gridArea: 'account', justifySelf: 'end' }}>
          <AccountEntry />
        </Box>
        <Box sx={{ gridArea: 'cart' }}>
          <CartEntry />
        </Box>
      </Container>
      <CategoryNav />
    </Box>
  );
}
