import { memo, useDeferredValue } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import { CATEGORY_SLIDER } from '../../domain/sliders';
import type { Category } from '../../generated/model';
import { CategoryIcon } from '../../ui/CategoryIcon';
import { Skeleton } from '../../ui/Skeleton';
import { Slider } from '../../ui/slider/Slider';
import { TextLink } from '../../ui/TextLink';
import { useMenuTree } from '../layout/menu/useMenuTree';
import classes from './CategorySlider.module.css';

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
      <div role="status" aria-label={t('status.loading')} className={classes.loading}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={TILE_HEIGHT} />
        ))}
      </div>
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
          <TextLink href={localePath('category-slug', { slug: category.slug })} underline="none" color="textPrimary" className={classes.tile}>
            <CategoryIcon iconClass={category.iconClass} />
            {category.name}
          </TextLink>
        ),
      }))}
    />
  );
});
