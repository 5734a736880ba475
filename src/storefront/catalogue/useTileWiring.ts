import { localePath } from '../../routing/routes';
import { selectItemEvent } from '../../domain/analytics';
import type { ProductSummary } from '../../generated/model';
import { useSession } from '../../session';
import { pushToDataLayer } from '../../ui/dataLayer';
import type { ProductTileProps } from '../../ui/ProductTile';
import { useAddToCart } from '../cart/useAddToCart';
import { useShoppingList } from '../product/useShoppingList';

const productHref = (slug: string) => localePath('product-slug', { slug });

/** Tile props wired to the cart, the shopping list and analytics (select_item): for grids, sliders and carousels. */
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
