import Box from '@mui/material/Box';
import { Fragment, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { selectItemEvent } from '../../domain/analytics';
import { reservedSlotIndex } from '../../domain/pageSize';
import type { ProductSummary } from '../../generated/model';
import { useSession } from '../../session';
import { pushToDataLayer } from '../../ui/dataLayer';
import { useIdleStages } from '../../ui/useIdleStages';
import { ProductTile, type ProductTileProps } from '../../ui/ProductTile';
import { useAddToCart } from '../cart/useAddToCart';
import { useShoppingList } from '../product/useShoppingList';
import classes from './ProductGrid.module.css';

/** 2 tiles a row on phones, 3 from 600 px, 4 from 1024 px, 5 from 1366 px, 6 from 1600 px. */
export const gridSx = {
  display: 'grid',
  gap: { xs: 1, md: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', tablet: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))', xl: 'repeat(5, minmax(0, 1fr))', xxl: 'repeat(6, minmax(0, 1fr))' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

interface ProductGridProps {
  products: ProductSummary[];
  headingComponent?: 'h2' | 'h3';
  /** Named in the select_item event. */
  listName?: string;
  /** A tile in the reserved slot (spec §6), placed among the products. */
  reservedSlot?: ReactNode;
  /** Grid columns override (e.g. fewer next to the facet panel). */
  columns?: Partial<Record<keyof typeof gridSx.gridTemplateColumns, string>>;
}

const productHref = (slug: string) => localePath('product-slug', { slug });

/** Tile props wired to the cart, the shopping list and analytics (select_item). */
export function useTileWiring(listName?: string) {
  const { showNetPrices } = useSession();
  const { add, addingId } = useAddToCart();
  const list = useShoppingList();
  return (product: ProductSummary, index: number): ProductTileProps => ({
    product,
    hrefFor: productHref,
    showNetPrices,
    onAdd: (chosen, quantity) => add(chosen, quantity),
    addingId,
    onSelect: (chosen) => pushToDataLayer(selectItemEvent(chosen, { listName, index })),
    inShoppingList: list.isOnList(product),
    onToggleShoppingList: (chosen) => void list.toggle(chosen),
  });
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
 * long page the first tiles come first and the others, still placeholders, follow in groups.
 */
export function ProductGrid({ products, headingComponent = 'h2', listName, reservedSlot, columns }: ProductGridProps) {
  const shown = useDeferredValue(products, null);
  const tileProps = useTileWiring(listName);
  // The first placeholder is watched: near the viewport, all groups come at once.
  const groups = Math.ceil(Math.max(0, (shown?.length ?? 0) - TILES_AT_ONCE) / TILES_AT_ONCE);
  const { ref: rest, stage } = useIdleStages<HTMLLIElement>(groups, { rootMargin: '400px' });
  const limit = TILES_AT_ONCE * (stage + 1);
  const gridColumns = columns ? { gridTemplateColumns: columns } : {};
  if (shown === null) return <ProductGridSkeleton count={products.length + (reservedSlot ? 1 : 0)} sx={gridColumns} />;
  const slot = reservedSlot ? reservedSlotIndex(shown.length) : -1;
  const reserved = <li key="reserved-slot">{reservedSlot}</li>;
  return (
    <Box component="ul" sx={{ ...gridSx, ...gridColumns }}>
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
    </Box>
  );
}

function SkeletonTile() {
  return (
    <div className={classes.tile}>
      <span className={classes.picture} />
      <span className={classes.name} />
      <span className={classes.line} />
      <span className={classes.price} />
      <span className={classes.button} />
    </div>
  );
}

/** Placeholder tiles while a page of products loads (plain elements: there may be 60 of them). */
export function ProductGridSkeleton({ count = 12, sx }: { count?: number; sx?: { gridTemplateColumns?: ProductGridProps['columns'] } }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ ...gridSx, ...sx }} role="status" aria-label={t('status.loading')} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index}>
          <SkeletonTile />
        </div>
      ))}
    </Box>
  );
}
