/** Analytics events for the tag manager's dataLayer (spec §2: select_item on a tile click, currency PLN). */
export const ANALYTICS_CURRENCY = 'PLN';

export interface AnalyticsProduct {
  id: number;
  name: string;
  code: string;
  brand: { name: string } | null;
  category: { namesInPath: string[] };
  priceObject: { net: number; gross: number };
}

export interface SelectItemEvent {
  event: 'select_item';
  ecommerce: {
    item_list_name?: string;
    currency: typeof ANALYTICS_CURRENCY;
    items: Array<Record<string, string | number>>;
  };
}

/** The select_item event of a product chosen in a list (price: gross, as the shop's public price). */
export function selectItemEvent(product: AnalyticsProduct, options: { listName?: string; index?: number } = {}): SelectItemEvent {
  const item: Record<string, string | number> = {
    item_id: product.code || String(product.id),
    item_name: product.name,
    price: product.priceObject.gross,
    quantity: 1,
  };
  if (product.brand) item.item_brand = product.brand.name;
  product.category.namesInPath.slice(0, 5).forEach((name, level) => {
    item[level === 0 ? 'item_category' : `item_category${level + 1}`] = name;
  });
  if (options.listName) item.item_list_name = options.listName;
  if (options.index !== undefined) item.index = options.index;
  return {
    event: 'select_item',
    ecommerce: { ...(options.listName ? { item_list_name: options.listName } : {}), currency: ANALYTICS_CURRENCY, items: [item] },
  };
}
