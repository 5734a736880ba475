import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { usePageMeta } from '../../app/seo/usePageMeta';
import type { ProductGoneResponse } from '../../generated/model';
import { LinkBehavior } from '../../ui/LinkBehavior';
import { ProductGrid } from '../catalogue/ProductGrid';

/** 410: "Przepraszamy, ten produkt nie jest już w naszej ofercie." with similar products and categories. */
export function ProductGonePage({ gone }: { gone: ProductGoneResponse | undefined }) {
  const { t } = useTranslation(['errors', 'common']);
  usePageMeta({ title: t('errors:gone.title'), noindex: true });
  const similar = gone?.similarProducts ?? [];
  const categories = gone?.categories ?? [];
  return (
    <Box sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('errors:gone.title')}
      </Typography>
      {categories.length > 0 ? (
        <Box component="nav" aria-label={t('errors:gone.categories')} sx={{ mb: 3 }}>
          <Typography component="p" sx={{ mb: 1 }}>
            {t('errors:gone.categories')}
          </Typography>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
            {categories.map((category) => (
              <li key={category.id}>
                <Chip component={LinkBehavior} clickable href={localePath('category-slug', { slug: category.slug })} label={category.name} variant="outlined" />
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      <Button variant="contained" href={localePath('home')} sx={{ mb: 4 }}>
        {t('common:actions.backHome')}
      </Button>
      {similar.length > 0 ? (
        <Box component="section" aria-labelledby="similar-products">
          <Typography variant="h2" id="similar-products" sx={{ mb: 2 }}>
            {t('errors:gone.similar')}
          </Typography>
          <ProductGrid products={similar} headingComponent="h3" />
        </Box>
      ) : null}
    </Box>
  );
}
