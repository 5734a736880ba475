/** The guest's local shopping list (spec §6): product ids with quantities, and a counter. */
export interface LocalListItem {
  id: number;
  quantity: number;
  /**
   * The product's slug, kept so the list page can fetch the product (GET products/{slug}; the API
   * reads products by slug, not by id). Entries stored before it was kept have none.
   */
  slug?: string;
}

export function isOnList(list: readonly LocalListItem[], id: number): boolean {
  return list.some((item) => item.id === id);
}

/** Adds a product (quantity 1 by default); a product already there keeps its place and gets the new quantity. */
export function addToList(list: readonly LocalListItem[], id: number, quantity = 1, slug?: string): LocalListItem[] {
  const amount = Math.max(1, Math.floor(quantity));
  const entry = (previous?: LocalListItem): LocalListItem => {
    const known = slug ?? previous?.slug;
    return known ? { id, quantity: amount, slug: known } : { id, quantity: amount };
  };
  return isOnList(list, id) ? list.map((item) => (item.id === id ? entry(item) : item)) : [...list, entry()];
}

/** Changes the quantity of a product on the list (whole numbers, at least 1); other products stay as they are. */
export function setListQuantity(list: readonly LocalListItem[], id: number, quantity: number): LocalListItem[] {
  if (!Number.isFinite(quantity)) return [...list];
  const amount = Math.max(1, Math.floor(quantity));
  return list.map((item) => (item.id === id ? { ...item, quantity: amount } : item));
}

/**
 * What the guest's list adds to the default list at login: every product with the larger of the two
 * quantities, and nothing for a product the default list already holds at least as many of. The
 * larger, not the sum: a merge that is repeated (the list was merged, but the browser could not
 * forget it) changes nothing the second time.
 */
export function listMergeItems(onServer: readonly { id: number; quantity: number }[], local: readonly LocalListItem[]): { itemId: number; quantity: number }[] {
  const server = new Map(onServer.map((item) => [item.id, item.quantity]));
  return local.flatMap((item) => {
    const there = server.get(item.id) ?? 0;
    return item.quantity > there ? [{ itemId: item.id, quantity: item.quantity }] : [];
  });
}

export function removeFromList(list: readonly LocalListItem[], id: number): LocalListItem[] {
  return list.filter((item) => item.id !== id);
}

/** The counter next to the shopping-list link: how many products are on the list. */
export function listCount(list: readonly LocalListItem[]): number {
  return list.length;
}

/** Reads a stored list, dropping anything malformed. */
export function parseList(raw: string | null): LocalListItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is LocalListItem => Boolean(item) && Number.isInteger(item.id) && item.id > 0 && Number.isFinite(item.quantity))
      .map((item) => {
        const entry: LocalListItem = { id: item.id, quantity: Math.max(1, Math.floor(item.quantity)) };
        if (typeof item.slug === 'string' && item.slug) entry.slug = item.slug;
        return entry;
      });
  } catch {
    return [];
  }
}
