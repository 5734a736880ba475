import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { SITEMAP_PAGES_SLUGS, localePath, matchRoute, type RouteName } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import type { Category } from '../../generated/model';
import { OneLineBreadcrumbs } from '../../ui/OneLineBreadcrumbs';
import { LazyNotFoundPage as NotFoundPage } from '../errors/LazyNotFoundPage';
import { useMenuTree } from '../layout/menu/useMenuTree';

const GENERIC: Array<{ group: string; routes: RouteName[] }> = [
  { group: 'shop', routes: ['home', 'promotions', 'brands', 'eco-products', 'pallets', 'blog', 'search'] },
  { group: 'customer', routes: ['login', 'registration', 'cart', 'shoppingList', 'dashboard'] },
  { group: 'information', routes: ['payment-methods', 'delivery-terms', 'returns-and-complaints', 'shop-terms', 'privacy-policy', 'accessibility-statement', 'contact', 'disposal'] },
];

function CategoryList({ categories }: { categories: Category[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, '& > li': { my: 0.5 } }}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link href={localePath('category-slug', { slug: category.slug })} underline="hover">
            {category.name}
          </Link>
          {category.children.length ? <CategoryList categories={category.children} /> : null}
        </li>
      ))}
    </Box>
  );
}

function CategoriesMap() {
  const { t } = useTranslation();
  const tree = useMenuTree('mobile');
  if (tree.isError) return <p role="alert">{t('content:sitemap.error')}</p>;
  if (!tree.data) return <Box role="status" aria-label={t('status.loading')}><Skeleton variant="rounded" height={400} /></Box>;
  return (
    <Box sx={{ columns: { xs: 1, md: 2, xl: 3 }, columnGap: 4, '& > ul > li': { breakInside: 'avoid', mb: 2, fontWeight: 700 }, '& ul ul': { fontWeight: 400 } }}>
      <CategoryList categories={tree.data.categories} />
    </Box>
  );
}

/** Site map (spec §2): every category, or the shop's pages. */
export function SitemapPage() {
  const { t } = useTranslation(['content', 'pages']);
  const { pathname } = useLocation();
  const { slug } = useParams();
  const categories = matchRoute(pathname)?.name === 'sitemap-categories';
  const title = categories ? t('sitemap.categoriesTitle') : t('sitemap.pagesTitle');
  usePageMeta({ title, description: t('sitemap.description') });
  if (!categories && !SITEMAP_PAGES_SLUGS.includes(slug ?? '')) return <NotFoundPage />;
  const other = categories ? { href: localePath('sitemap-slug', { slug: t('sitemap.pagesSlug') }), label: t('sitemap.pagesTitle') } : { href: localePath('sitemap-categories'), label: t('sitemap.categoriesTitle') };
  return (
    <Box sx={{ py: 2 }}>
      <OneLineBreadcrumbs items={[{ label: t('common:breadcrumbs.home'), href: localePath('home') }, { label: title }]} />
      <Box component="h1" sx={{ m: 0, mb: 1, fontSize: { xs: '2.6rem', md: '3.2rem' } }}>
        {title}
      </Box>
      <Box component="p" sx={{ mt: 0, mb: 3 }}>
        <Link href={other.href}>{other.label}</Link>
      </Box>
      {categories ? (
        <CategoriesMap />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {GENERIC.map((section) => (
            <Box component="section" key={section.group} aria-labelledby={`sitemap-${section.group}`}>
              <Box component="h2" id={`sitemap-${section.group}`} sx={{ m: 0, mb: 1, fontSize: '1.8rem' }}>
                {t(`sitemap.groups.${section.group}`)}
              </Box>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {section.routes.map((name) => (
                  <li key={name}>
                    <Link href={localePath(name)} underline="hover">
                      {t(`sitemap.routes.${name}`)}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
