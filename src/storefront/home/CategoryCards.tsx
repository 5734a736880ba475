import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { CategoryIcon } from '../../ui/CategoryIcon';
import { useCategoryTree } from '../catalogue/useCategoryTree';
import { ListingError } from '../catalogue/ListingStates';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', tablet: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' } } as const;

/** The top categories as cards with their first subcategories. */
export function CategoryCards() {
  const { t } = useTranslation(['home', 'common']);
  const tree = useCategoryTree();
  if (tree.isError) return <ListingError onRetry={() => void tree.refetch()} />;
  if (!tree.data) {
    return (
      <Box sx={grid} role="status" aria-label={t('common:status.loading')}>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={180} />
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
      {tree.data.categories.map((category) => (
        <li key={category.id}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <CategoryIcon iconClass={category.iconClass} />
              <Box>
                <Typography variant="h3" component="h3">
                  <Link href={localePath('category-slug', { slug: category.slug })} underline="hover" color="inherit">
                    {category.name}
                  </Link>
                </Typography>
                <Typography component="p" sx={{ fontSize: '1.3rem', color: 'text.secondary' }}>
                  {t('common:products.count', { count: category.productCount })}
                </Typography>
              </Box>
            </Box>
            {category.children.length > 0 ? (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                {category.children.slice(0, 4).map((child) => (
                  <li key={child.id}>
                    <Link href={localePath('category-slug', { slug: child.slug })} underline="hover" sx={{ fontSize: '1.4rem' }}>
                      {child.name}
                    </Link>
                  </li>
                ))}
              </Box>
            ) : null}
          </Paper>
        </li>
      ))}
    </Box>
  );
}
