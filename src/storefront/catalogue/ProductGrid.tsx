import { Fragment, memo, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { reservedSlotIndex } from '../../domain/pageSize';
import type { ProductSummary } from '../../generated/model';
import { Skeleton } from '../../ui/Skeleton';
import { useIdleStages } from '../../ui/useIdleStages';
import { useMountedOnServerPage } from '../../ui/useRenderedOnServer';
import { ProductTile } from '../../ui/ProductTile';
import classes from './ProductGrid.module.css';
import { useTileWiring } from './useTileWiring';

interface ProductGridProps {
  products: ProductSummary[];
  headingComponent?: 'h2' | 'h3';
  /** Named in the select_item event. */
  listName?: string;
  /** A tile in the reserved slot (spec §6), placed among the products. */
  reservedSlot?: ReactNode;
  /** Next to the facet sidebar: one column fewer from 1024 px. */
  withSidebar?: boolean;
}

/** Tiles rendered at once; the rest follow in groups of this size when the browser is idle. */
const TILES_AT_ONCE = 12;

/**
 * A grid of product tiles wired to the cart, the shopping list and analytics.
 *
 * The tiles render from a deferred copy of `products`: React renders them in a background lane, in
 * small slices, instead of one long task right after the data arrives (a query update is rendered
 * synchronously). Until the tiles are ready the placeholder tiles stand in their places (the same
 * count and grid); a new page renders behind the tiles shown, which stay until it is ready. Of a
 * long page the first tiles come first and the others, still placeholders, follow in groups. A page
 * rendered on the server has all its tiles in the HTML: the browser hydrates them instead of
 * rendering them again in groups (no placeholders, no second layout of the grid), all laid out in
 * the page's first layout (ADR 0023, addendum 9).
 */
export function ProductGrid(props: ProductGridProps) {
  // A page rendered on the server has its tiles in the HTML: no placeholders first there. Whether
  // it was is read once, when the grid mounts: the hook renders this wrapper again after hydration
  // (at once, in one task), and the grid below, with the same props, is not rendered again.
  const renderedOnServer = useMountedOnServerPage();
  return <Grid {...props} renderedOnServer={renderedOnServer} />;
}

const Grid = memo(function Grid({
  products,
  headingComponent = 'h2',
  listName,
  reservedSlot,
  withSidebar = false,
  renderedOnServer,
}: ProductGridProps & { renderedOnServer: boolean }) {
  // Placeholders first (null), except where the server rendered the tiles: there no initial value,
  // which would have React render every tile a second time in the background.
  const shown = useDeferredValue(products, renderedOnServer ? undefined : null);
  const tileProps = useTileWiring(listName);
  // The first placeholder is watched: near the viewport, all groups come at once. None on a page
  // the server rendered: its tiles are all there.
  const groups = renderedOnServer ? 0 : Math.ceil(Math.max(0, (shown?.length ?? 0) - TILES_AT_ONCE) / TILES_AT_ONCE);
  const { ref: rest, stage } = useIdleStages<HTMLLIElement>(groups, { rootMargin: '400px' });
  const limit = stage < groups ? TILES_AT_ONCE * (stage + 1) : Infinity;
  if (shown === null) return <ProductGridSkeleton count={products.length + (reservedSlot ? 1 : 0)} withSidebar={withSidebar} />;
  const slot = reservedSlot ? reservedSlotIndex(shown.length) : -1;
  const reserved = <li key="reserved-slot">{reservedSlot}</li>;
  return (
    // Busy while tiles are placeholders yet (screen readers wait; a position being put back waits too).
    <ul className={withSidebar ? classes.withSidebar : classes.grid} aria-busy={limit < shown.length ? true : undefined}>
      {shown.map((product, index) => (
        <Fragment key={product.id}>
          {index === slot ? reserved : null}
          {index < limit ? (
            <li>
              <ProductTile {...tileProps(product, index)} headingComponent={headingComponent} eager={index < 4} />
            </li>
          ) : (
            <li ref={index === limit ? rest : undefined} aria-hidden="true">
              <SkeletonTile />
            </li>
          )}
        </Fragment>
      ))}
      {slot === shown.length ? reserved : null}
    </ul>
  );
});

/** The shape of a tile (picture, name, a line, price, button) in placeholders. */
function SkeletonTile() {
  return (
    <div className={classes.tile}>
      <Skeleton variant="rectangular" height="auto" style={{ aspectRatio: '1 / 1' }} />
      <Skeleton style={{ marginTop: 8 }} />
      <Skeleton width="60%" />
      <Skeleton width="40%" className={classes.price} />
      <Skeleton variant="rectangular" height={40} style={{ marginTop: 8 }} />
    </div>
  );
}

/** Placeholder tiles while a page of products loads (plain elements: there may be 60 of them). */
export function ProductGridSkeleton({ count = 12, withSidebar = false }: { count?: number; withSidebar?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={withSidebar ? classes.withSidebar : classes.grid} role="status" aria-label={t('status.loading')} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index}>
          <SkeletonTile />
        </div>
      ))}
    </div>
  );
}
