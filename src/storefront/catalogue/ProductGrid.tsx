import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Paper from '@mui/material/Paper';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { selectItemEvent } from '../../domain/analytics';
import { reservedSlotIndex } from '../../domain/pageSize';
import type { ProductSummary } from '../../generated/model';
import { useSession } from '../../session';
import { pushToDataLayer } from '../../ui/dataLayer';
import { ProductTile, type ProductTileProps } from '../../ui/ProductTile';
import { useAddToCart } from '../cart/useAddToCart';
import { useShoppingList } from '../product/useShoppingList';

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

/** A grid of product tiles wired to the cart, the shopping list and analytics. */
export function ProductGrid({ products, headingComponent = 'h2', listName, reservedSlot, columns }: ProductGridProps) {
  const tileProps = useTileWiring(listName);
  const slot = reservedSlot ? reservedSlotIndex(products.length) : -1;
  const reserved = <li key="reserved-slot">{reservedSlot}</li>;
  return (
    <Box component="ul" sx={{ ...gridSx, ...(columns ? { gridTemplateColumns: columns } : {}) }}>
      {products.map((product, index) => (
        <Fragment key={product.id}>
          {index === slot ? reserved : null}
          <li>
            <ProductTile {...tileProps(product, index)} headingComponent={headingComponent} eager={index < 4} />
          </li>
        </Fragment>
      ))}
      {slot === products.length ? reserved : null}
    </Box>
  );
}

/** Placeholder tiles while a page of products loads. */
export function ProductGridSkeleton({ count = 12 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={gridSx} role="status" aria-label={t('status.loading')} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Box key={index}>
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
            <Skeleton sx={{ mt: 1 }} />
            <Skeleton width="60%" />
            <Skeleton width="40%" sx={{ fontSize: '2rem' }} />
            <Skeleton variant="rectangular" height={40} sx={{ mt: 1 }} />
          </Paper>
        </Box>
      ))}
    </Box>
  );
}
