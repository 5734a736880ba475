/**
 * Quick order: pasted lines "CODE QUANTITY" go into the cart in one request. A code is the shop's
 * product code, an EAN or an OEM code (case, spaces and dashes ignored). Every line is checked by
 * the cart's own quantity rule; valid lines go in (repeated codes add up), the others are reported
 * with a Polish message naming the line.
 */
import { addNeedsAgeCheck } from '../../domain/ageGate';
import type { QuickOrderLine, QuickOrderLineResult, QuickOrderLineResultStatus } from '../../generated/model';
import { normalizeCode } from '../db/indexes';
import { plural } from '../db/text';
import type { Seed, SeedProduct } from '../db/types';
import type { ViewContext } from '../presenters/context';
import { addQuantities, cartLines, checkQuantity, type QuantityProblemCode } from './cart';

interface CodeIndex {
  byCode: Map<string, SeedProduct>;
  byEan: Map<string, SeedProduct>;
  /** An OEM code names the original and its compatible replacements: all of them, in catalogue order. */
  byOem: Map<string, SeedProduct[]>;
}

const codeIndexes = new WeakMap<Seed, CodeIndex>();

function codeIndex(seed: Seed): CodeIndex {
  let index = codeIndexes.get(seed);
  if (!index) {
    index = { byCode: new Map(), byEan: new Map(), byOem: new Map() };
    for (const product of seed.products) {
      index.byCode.set(normalizeCode(product.code), product);
      if (product.ean) index.byEan.set(normalizeCode(product.ean), product);
      if (product.oemCode) {
        const key = normalizeCode(product.oemCode);
        index.byOem.set(key, [...(index.byOem.get(key) ?? []), product]);
      }
    }
    codeIndexes.set(seed, index);
  }
  return index;
}

/** The product a typed code means: the shop's code first, then the EAN, then the first offered product of an OEM code. */
export function productByCode(seed: Seed, code: string): { product: SeedProduct; alternatives: number } | null {
  const key = normalizeCode(code);
  if (!key) return null;
  const index = codeIndex(seed);
  const exact = index.byCode.get(key) ?? index.byEan.get(key);
  if (exact) return { product: exact, alternatives: 0 };
  const oem = index.byOem.get(key) ?? [];
  const product = oem.find((candidate) => !candidate.discontinued) ?? oem[0];
  return product ? { product, alternatives: oem.length - 1 } : null;
}

const STATUS_OF: Record<QuantityProblemCode, QuickOrderLineResultStatus> = {
  'ORDER-MULTIPLE': 'wrongMultiple',
  QUANTITY: 'invalidQuantity',
  'PRODUCT-UNAVAILABLE': 'unavailable',
  'CATEGORY-BLOCKED': 'unavailable',
};

export interface QuickOrderOutcome {
  results: QuickOrderLineResult[];
  message: string;
}

/** Adds the valid lines to the owner's cart and reports every line. */
export function addQuickOrder(owner: string, lines: readonly QuickOrderLine[], ctx: ViewContext): QuickOrderOutcome {
  const inCart = new Map(cartLines(owner).map((line) => [line.productId, line.quantity]));
  const additions = new Map<number, number>();
  const results = lines.map((line): QuickOrderLineResult => {
    const code = line.code.trim();
    const base = { line: line.line, code, quantity: line.quantity };
    const found = productByCode(ctx.seed, code);
    if (!found) return { ...base, status: 'unknownCode', message: `Nie znaleziono produktu o kodzie „${code}”.`, productId: null, name: null };
    const { product } = found;
    const named = { ...base, productId: product.id, name: product.name };
    // Spec §4 age gate: a product for adults goes in only with the shopper's confirmed age.
    if (addNeedsAgeCheck(ctx.seed.categoryById.get(product.categoryId)?.forAdults ?? false, line.ageConfirmed === true)) {
      return { ...named, status: 'ageConfirmationRequired', message: `Produkt „${product.name}” jest przeznaczony dla osób pełnoletnich – potwierdź, że masz ukończone 18 lat.` };
    }
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      return { ...named, status: 'invalidQuantity', message: 'Ilość musi być liczbą całkowitą większą od zera.' };
    }
    const total = (inCart.get(product.id) ?? 0) + (additions.get(product.id) ?? 0) + line.quantity;
    const own = checkQuantity(product, line.quantity, ctx);
    const check = own.ok && total !== line.quantity ? checkQuantity(product, total, ctx) : own;
    if (!check.ok) return { ...named, status: STATUS_OF[check.code], message: check.message };
    additions.set(product.id, (additions.get(product.id) ?? 0) + line.quantity);
    const notes = [
      found.alternatives > 0 ? `Kod OEM „${code}” ma też ${found.alternatives} ${plural(found.alternatives, 'zamiennik', 'zamienniki', 'zamienników')} – dodano „${product.name}”.` : null,
      check.note,
    ].filter((note): note is string => note !== null);
    return { ...named, status: 'added', message: notes.length ? notes.join(' ') : null };
  });
  if (additions.size) addQuantities(owner, additions);
  const added = results.filter((result) => result.status === 'added').length;
  const message = added === 0
    ? 'Żaden wiersz nie został dodany do koszyka.'
    : added === results.length
      ? 'Produkty zostały dodane do koszyka.'
      : `Dodano do koszyka ${added} z ${results.length} ${plural(results.length, 'wiersza', 'wierszy', 'wierszy')}; pozostałe wymagają poprawy.`;
  return { results, message };
}
