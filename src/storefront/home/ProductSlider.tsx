import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { PRODUCT_SLIDER, PRODUCT_SLIDER_SPEED_MS } from '../../domain/sliders';
import type { ProductSummary } from '../../generated/model';
import { ProductTile } from '../../ui/ProductTile';
import { Skeleton } from '../../ui/Skeleton';
import { Slider } from '../../ui/slider/Slider';
import { useTileWiring } from '../catalogue/useTileWiring';
import { whenIdle } from '../../ui/useIdleStages';
import classes from './ProductSlider.module.css';

/** The height a product slider takes while it loads (no layout shift when the tiles arrive); also in ProductSlider.module.css. */
export const PRODUCT_SLIDER_MIN_HEIGHT = 560;

/** At most 4 tiles are in view (1366 px and wider); the others come in a second, background render. */
const FIRST_SLIDES = 4;

/** Product tiles in a slider (1, 2 at 600, 3 at 1024, 4 at 1280 px; speed 600 ms). */
export function ProductSlider({ label, products: received, loading = false }: { label: string; products: ProductSummary[] | undefined; loading?: boolean }) {
  const { t } = useTranslation();
  const tileProps = useTileWiring(label);
  // The tiles render in the background (a deferred value), not in the task that receives the data.
  const products = useDeferredValue(received);
  const [allSlides, setAllSlides] = useState(false);
  const ready = !loading && Boolean(products?.length);
  useEffect(() => {
    if (!ready || allSlides) return undefined;
    return whenIdle(() => startTransition(() => setAllSlides(true)));
  }, [ready, allSlides]);
  if (loading || !products) {
    return (
      <div role="status" aria-label={t('status.loading')} className={classes.loading}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={PRODUCT_SLIDER_MIN_HEIGHT - 60} />
        ))}
      </div>
    );
  }
  if (products.length === 0) return null;
  return (
    <div className={classes.slider}>
      <Slider
        label={label}
        perView={PRODUCT_SLIDER}
        speedMs={PRODUCT_SLIDER_SPEED_MS}
        slides={(allSlides ? products : products.slice(0, FIRST_SLIDES)).map((product, index) => ({ key: product.id, content: <ProductTile {...tileProps(product, index)} headingComponent="h3" /> }))}
      />
    </div>
  );
}
