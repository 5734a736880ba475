/** The guest's local shopping list (spec §6): product ids with quantities, and a counter. */
export interface LocalListItem {
  id: number;
  quantity: number;
}

export function isOnList(list: readonly LocalListItem[], id: number): boolean {
  return list.some((item) => item.id === id);
}

/** Adds a product (quantity 1 by default); a product already there keeps its place and gets the new quantity. */
export function addToList(list: readonly LocalListItem[], id: number, quantity = 1): LocalListItem[] {
  const amount = Math.max(1, Math.floor(quantity));
  return isOnList(list, id) ? list.map((item) => (item.id === id ? { id, quantity: amount } : item)) : [...list, { id, quantity: amount }];
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
      .map((item) => ({ id: item.id, quantity: Math.max(1, Math.floor(item.quantity)) }));
  } catch {
    return [];
  }
}
