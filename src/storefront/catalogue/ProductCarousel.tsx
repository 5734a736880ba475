import { useId, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ProductSummary } from '../../generated/model';
import controls from '../../ui/controls.module.css';
import { ChevronLeftSvg, ChevronRightSvg } from '../../ui/icons';
import { ProductTile } from '../../ui/ProductTile';
import { useTileWiring } from './useTileWiring';
import classes from './ProductCarousel.module.css';

const NAV = `${controls.iconButton} ${classes.nav}`;

/** A titled, horizontally scrolling row of product tiles with previous/next buttons. */
export function ProductCarousel({ title, products }: { title: string; products: ProductSummary[] }) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const track = useRef<HTMLUListElement>(null);
  const tileProps = useTileWiring(title);
  if (!products.length) return null;
  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
  };
  return (
    <section aria-labelledby={`${id}-title`} className={classes.carousel}>
      <div className={classes.head}>
        <h2 id={`${id}-title`} className={classes.title}>
          {title}
        </h2>
        <button type="button" aria-label={t('carousel.previous')} aria-controls={`${id}-track`} onClick={() => scroll(-1)} className={NAV}>
          <ChevronLeftSvg />
        </button>
        <button type="button" aria-label={t('carousel.next')} aria-controls={`${id}-track`} onClick={() => scroll(1)} className={NAV}>
          <ChevronRightSvg />
        </button>
      </div>
      <ul id={`${id}-track`} ref={track} tabIndex={0} aria-label={title} className={classes.track}>
        {products.map((product, index) => (
          <li key={product.id} className={classes.slide}>
            <ProductTile {...tileProps(product, index)} headingComponent="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
