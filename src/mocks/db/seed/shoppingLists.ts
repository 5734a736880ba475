/**
 * The seeded shopping lists of a user: everyone has a default list ("Lista domyślna"); a company user's
 * default list holds office basics and there are two named lists, "Biuro – co miesiąc" with a monthly
 * reminder and "Kuchnia". Products are chosen by category (the most popular offered ones, a different
 * one per user), not by id, so the lists stay believable when the catalogue's ids move; quantities are
 * whole order multiples, so "add the list to the cart" passes the cart's quantity rule.
 */
import type { ShoppingListLine, StoredShoppingList } from '../buyerRecords';
import type { Seed, SeedCompany, SeedProduct, SeedUser } from '../types';

export const DEFAULT_LIST_NAME = 'Lista domyślna';

/** The list types and reminder cycles the server offers (spec §3: they come from the server), in Polish and English. */
export const SHOPPING_LIST_TYPES = [
  { id: 'on_demand', pl: 'Na bieżąco (bez przypomnień)', en: 'On demand (no reminders)' },
  { id: 'reminder', pl: 'Z przypomnieniem', en: 'With a reminder' },
] as const;
export const SHOPPING_LIST_CYCLES = [
  { id: 'day', pl: 'Dzień', en: 'Day' },
  { id: 'week', pl: 'Tydzień', en: 'Week' },
  { id: 'month', pl: 'Miesiąc', en: 'Month' },
  { id: 'year', pl: 'Rok', en: 'Year' },
] as const;

const DAY = 86_400_000;
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** One wish: a category (leaf slug) and how many order multiples of its product. */
type Wish = [categorySlug: string, packs: number];

const DEFAULT_LIST: Wish[] = [['papier-ksero-a4', 2], ['dlugopisy-zelowe', 1], ['karteczki-samoprzylepne', 1], ['zszywacze', 1]];
const OFFICE_MONTHLY: Wish[] = [['papier-ksero-a4', 5], ['reczniki-papierowe', 2], ['worki-na-smieci', 4], ['segregatory', 1]];
const KITCHEN: Wish[] = [['kawa-ziarnista', 3], ['herbata', 4], ['cukier-i-slodziki', 2]];

/** Offered single-pack products of a category, most popular first (ties by id). */
function candidates(seed: Seed, company: SeedCompany, slug: string): SeedProduct[] {
  const category = seed.categoryBySlug.get(slug);
  if (!category) return [];
  const blocked = company.blockedCategoryIds.flatMap((id) => seed.categoryById.get(id)?.subtreeIds ?? []);
  return seed.products
    .filter((product) => category.subtreeIds.includes(product.categoryId) && !product.discontinued && product.packKind === 'single' && !blocked.includes(product.categoryId))
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id);
}

function lines(seed: Seed, user: SeedUser, company: SeedCompany, wishes: readonly Wish[]): ShoppingListLine[] {
  return wishes.flatMap(([slug, packs]) => {
    const offered = candidates(seed, company, slug);
    const product = offered[user.id % Math.min(3, offered.length || 1)];
    return product ? [{ productId: product.id, quantity: product.orderMultiple * packs }] : [];
  });
}

const list = (fields: Pick<StoredShoppingList, 'id' | 'name' | 'isDefault' | 'items' | 'createdAt'> & Partial<StoredShoppingList>): StoredShoppingList => ({
  type: 'on_demand', startDate: null, reminderAgreement: false, cycleType: null, cycleStep: null, ...fields,
});

/** Ids of seeded lists: the user's id × 100 + n, so they never meet the ids of lists made through the demo (from 1 000 001). */
export const seededListId = (userId: number, n: number): number => userId * 100 + n;

export function seededShoppingLists(seed: Seed, user: SeedUser, company: SeedCompany | undefined): StoredShoppingList[] {
  const daysAgo = (days: number) => new Date(seed.today.getTime() - days * DAY);
  if (!company || company.isPrivateCustomer) {
    return [list({ id: seededListId(user.id, 1), name: DEFAULT_LIST_NAME, isDefault: true, items: [], createdAt: daysAgo(200).toISOString() })];
  }
  const monthStart = new Date(Date.UTC(seed.today.getUTCFullYear(), seed.today.getUTCMonth() - 2, 1));
  return [
    list({ id: seededListId(user.id, 1), name: DEFAULT_LIST_NAME, isDefault: true, items: lines(seed, user, company, DEFAULT_LIST), createdAt: daysAgo(400).toISOString() }),
    list({
      id: seededListId(user.id, 2),
      name: 'Biuro – co miesiąc',
      isDefault: false,
      type: 'reminder',
      reminderAgreement: true,
      startDate: isoDay(monthStart),
      cycleType: 'month',
      cycleStep: 1,
      items: lines(seed, user, company, OFFICE_MONTHLY),
      createdAt: daysAgo(75).toISOString(),
    }),
    list({ id: seededListId(user.id, 3), name: 'Kuchnia', isDefault: false, items: lines(seed, user, company, KITCHEN), createdAt: daysAgo(30).toISOString() }),
  ];
}
