import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OUTLET_PROMOTION_SLUG } from '../../app/config';
import { localePath } from '../../app/routes';
import { useCategoryTree } from '../catalogue/useCategoryTree';

const itemSx = {
  display: 'block',
  px: 1.5,
  py: 1.25,
  fontWeight: 500,
  fontSize: '1.4rem',
  color: 'text.primary',
  whiteSpace: 'nowrap',
  borderBottom: 3,
  borderColor: 'transparent',
  '&:hover': { color: 'primary.main', borderColor: 'primary.main' },
  '&[aria-current="page"]': { color: 'primary.main', borderColor: 'primary.main' },
} as const;

/** Top categories on wide screens (desktop navigation from 1366 px), then Promocje and Outlet. */
export function CategoryNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const categories = useCategoryTree().data?.categories ?? [];
  const links = [
    ...categories.map((category) => ({ key: category.slug, label: category.name, href: localePath('category-slug', { slug: category.slug }), promo: false })),
    { key: 'promotions', label: t('nav.promotions'), href: localePath('promotions'), promo: true },
    { key: 'outlet', label: t('nav.outlet'), href: localePath('promotions-slug', { slug: OUTLET_PROMOTION_SLUG }), promo: true },
  ];
  return (
    <Box component="nav" aria-label={t('nav.categories')} sx={{ display: { xs: 'none', xl: 'block' }, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container>
        <Box component="ul" sx={{ display: 'flex', listStyle: 'none', p: 0, m: 0, minHeight: 46 }}>
          {links.map((link) => (
            <li key={link.key}>
              <Link
                href={link.href}
                underline="none"
                aria-current={pathname === link.href || pathname.startsWith(`${link.href}/`) ? 'page' : undefined}
                sx={{ ...itemSx, ...(link.promo ? { color: 'promo.main' } : {}) }}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
