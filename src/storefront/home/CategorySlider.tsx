import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { CATEGORY_SLIDER } from '../../domain/sliders';
import type { Category } from '../../generated/model';
import { CategoryIcon } from '../../ui/CategoryIcon';
import { Slider } from '../../ui/slider/Slider';
import { useMenuTree } from '../layout/menu/useMenuTree';

const TILE_HEIGHT = 132;

/**
 * The top categories as a slider (2, 3 at 480, 5 at 768, 6 at 1280 px); shared by home and 404.
 * The tiles render from a deferred value: React builds them in the background (interruptible)
 * instead of in the same task that receives the data.
 */
export function CategorySlider({ label }: { label: string }) {
  const { t } = useTranslation();
  const tree = useMenuTree('desktop');
  const categories = useDeferredValue(tree.data?.categories);
  if (tree.isError) return null;
  if (!categories) {
    return (
      <Box role="status" aria-label={t('status.loading')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)', desktop: 'repeat(6, 1fr)' }, pb: '44px' }}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={TILE_HEIGHT} sx={{ display: { xs: index < 2 ? 'block' : 'none', sm: index < 3 ? 'block' : 'none', md: index < 5 ? 'block' : 'none', desktop: 'block' } }} />
        ))}
      </Box>
    );
  }
  return <CategoryTiles label={label} categories={categories} />;
}

const CategoryTiles = memo(function CategoryTiles({ label, categories }: { label: string; categories: Category[] }) {
  return (
    <Slider
      label={label}
      perView={CATEGORY_SLIDER}
      slides={categories.map((category) => ({
        key: category.id,
        content: (
          <Link
            href={localePath('category-slug', { slug: category.slug })}
            underline="none"
            sx={{
              height: TILE_HEIGHT, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1, textAlign: 'center', p: 1.5,
              bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, color: 'text.primary', fontWeight: 500, lineHeight: 1.3,
              '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
            }}
          >
            <CategoryIcon iconClass={category.iconClass} />
            {category.name}
          </Link>
        ),
      }))}
    />
  );
});
