import type { ShoppingList } from '../../generated/model';
import type { StoredShoppingList } from '../db/buyerRecords';
import type { ViewContext } from './context';
import { toProductSummary } from './product';

/**
 * A stored list as the contract's ShoppingList: each item is the product's tile summary at today's
 * price (marked as on a list); products no longer in the catalogue are left out, and `itemsCount` counts what is shown.
 */
export function toShoppingList(list: StoredShoppingList, ctx: ViewContext): ShoppingList {
  const items = list.items.flatMap((line) => {
    const product = ctx.seed.productById.get(line.productId);
    return product ? [{ item: { ...toProductSummary(product, ctx), isInShoppingList: true }, quantity: line.quantity }] : [];
  });
  return {
    id: list.id,
    type: list.type,
    name: list.name,
    isDefault: list.isDefault,
    startDate: list.startDate,
    reminderAgreement: list.reminderAgreement,
    cycleType: list.cycleType,
    cycleStep: list.cycleStep,
    items,
    itemsCount: items.length,
  };
}
