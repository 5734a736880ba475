import { defaultListProductIds } from '../db/shoppingLists';
import { money, round2 } from '../../domain/money';
import { quantityWithUnit } from '../../domain/quantityWithUnit';
import type { Availability, Badge, MultiPack, Product, ProductSummary } from '../../generated/model';
import { indexes } from '../db/indexes';
import type { SeedProduct } from '../db/types';
import { brandLogo, productImage } from './images';
import { productOrderable, type ViewContext } from './context';
import { isFromCompanyOffer, unitPriceNet } from '../services/companyPrices';

const DAY = 86_400_000;

const BADGES = {
  promotion: { name: 'Promocja', color: '#d32f2f', slug: 'promocja', type: 'promotion', iconType: 'percent' },
  outlet: { name: 'Outlet', color: '#6d4c41', slug: 'outlet', type: 'outlet', iconType: 'tag' },
  new: { name: 'Nowość', color: '#1565c0', slug: 'nowosc', type: 'new', iconType: 'star' },
  bestseller: { name: 'Bestseller', color: '#ef6c00', slug: 'bestseller', type: 'bestseller', iconType: 'fire' },
  eco: { name: 'Eko', color: '#2e7d32', slug: 'eko', type: 'eco', iconType: 'leaf' },
  polish: { name: 'Polski produkt', color: '#c62828', slug: 'polski-produkt', type: 'origin', iconType: 'flag' },
} satisfies Record<string, Badge>;

/** "12.06.2026" */
export const polishDate = (date: Date): string =>
  `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;

const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

export function availabilityOf(product: SeedProduct, today: Date): { mark: Availability; when: string; availableFrom: string | null } {
  if (product.discontinued) return { mark: { color: 'grey', label: 'Produkt wycofany z oferty' }, when: 'Produkt niedostępny', availableFrom: null };
  const when = product.deliveryDays <= 1 ? 'Jutro u Ciebie' : product.deliveryDays === 2 ? 'Pojutrze u Ciebie' : `U Ciebie w ciągu ${product.deliveryDays} dni roboczych`;
  if (product.stock >= 10) return { mark: { color: 'green', label: 'Dostępny' }, when, availableFrom: null };
  if (product.stock > 0) return { mark: { color: 'orange', label: `Ostatnie sztuki (${quantityWithUnit(product.stock, product.uom, 'pl')})` }, when, availableFrom: null };
  if (product.restockInDays !== null) {
    const date = new Date(today.getTime() + product.restockInDays * DAY);
    return { mark: { color: 'orange', label: `Dostępny od ${polishDate(date)}` }, when: `dostępny od ${polishDate(date)}`, availableFrom: isoDate(date) };
  }
  return { mark: { color: 'red', label: 'Brak w magazynie' }, when: 'Na zamówienie – do 7 dni roboczych', availableFrom: null };
}

function badgesOf(product: SeedProduct, ctx: ViewContext): Badge[] {
  const badges: Badge[] = [];
  if (product.outlet) badges.push(BADGES.outlet);
  else if (product.promotionId) badges.push(BADGES.promotion);
  if (product.createdDaysAgo < 30) badges.push(BADGES.new);
  if (product.popularity >= 850) badges.push(BADGES.bestseller);
  if (product.eco) badges.push(BADGES.eco);
  if (ctx.seed.brandById.get(product.brandId)?.polish) badges.push(BADGES.polish);
  return badges.slice(0, 3);
}

function multiPacksOf(product: SeedProduct, ctx: ViewContext): MultiPack[] {
  if (product.packGroup === null) return [];
  const members = indexes(ctx.seed).packMembers.get(product.packGroup) ?? [];
  const single = members.find((member) => member.packKind === 'single');
  return members.map((member) => {
    const memberNet = unitPriceNet(ctx, member);
    const unitNet = round2(memberNet / member.packQuantity);
    const units = quantityWithUnit(member.packQuantity, single?.uom ?? 'szt.', 'pl');
    const titles = { single: `1 ${single?.uom ?? member.uom}`, collective: `Opak. zbiorcze (${units})`, pallet: `Paleta (${units})` };
    return {
      id: member.id,
      name: member.name,
      title: titles[member.packKind],
      slug: member.slug,
      quantity: member.packQuantity,
      uom: single?.uom ?? member.uom,
      isPallet: member.packKind === 'pallet',
      isCollectivePack: member.packKind === 'collective',
      priceObject: money(memberNet, member.vat),
      unitPrice: money(unitNet, member.vat),
      discount: single && member !== single ? Math.max(0, Math.round((1 - unitNet / unitPriceNet(ctx, single)) * 100)) : 0,
      mainPictureUrl: productImage(member.slug),
    };
  });
}

/** A product as shown in a tile (ProductSummary). */
export function toProductSummary(product: SeedProduct, ctx: ViewContext): ProductSummary {
  const { seed } = ctx;
  const brand = seed.brandById.get(product.brandId);
  const category = seed.categoryById.get(product.categoryId)!;
  const promotion = product.promotionId ? seed.promotions.find((p) => p.id === product.promotionId) ?? null : null;
  const price = money(unitPriceNet(ctx, product), product.vat);
  const availability = availabilityOf(product, seed.today);
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    code: product.code,
    mainPictureUrl: productImage(product.slug),
    brand: brand ? { id: brand.id, slug: brand.slug, name: brand.name, logoUrl100x80: brandLogo(brand.slug) } : null,
    category: {
      id: category.id,
      slug: category.slug,
      name: category.name,
      namesInPath: category.pathIds.map((id) => seed.categoryById.get(id)?.name ?? ''),
      forAdults: category.forAdults,
    },
    badges: badgesOf(product, ctx),
    promotion: promotion ? { id: promotion.id, name: promotion.name, slug: promotion.slug } : null,
    priceObject: price,
    priceBeforeDiscountObject: product.oldPriceNet === null ? null : money(product.oldPriceNet, product.vat),
    lowestPrice30DaysObject: product.lowest30Net === null ? null : money(product.lowest30Net, product.vat),
    pricePerBaseUOM: { net: round2(price.net / product.baseUnits), gross: round2(price.gross / product.baseUnits) },
    uom: product.uom,
    hasDeposit: product.deposit !== null,
    depositValue: product.deposit === null ? null : money(product.deposit, 0),
    outletType: product.outlet ? (category.pathIds[0] === seed.categoryBySlug.get('artykuly-spozywcze')?.id ? 'krótki termin przydatności' : 'uszkodzone opakowanie') : null,
    canBeOrdered: productOrderable(ctx, product),
    sponsoredOfferInfo: product.sponsored ? `Oferta sponsorowana przez ${brand?.name ?? 'producenta'}` : null,
    availabilityMarkColor: availability.mark,
    whenProductWillBeAtYourPlace: availability.when,
    multiPacks: multiPacksOf(product, ctx),
    isFromMyOffer: isFromCompanyOffer(ctx, product),
    isFromCatalogSubset: false,
    orderQuantityMultiple: product.orderMultiple,
    orderQuantityMultipleSuggestedOnly: product.orderMultipleSuggestedOnly,
    stock: product.stock,
    availableFrom: availability.availableFrom,
    // A logged-in user's default list; a guest's list lives in the browser.
    isInShoppingList: ctx.user && ctx.company ? defaultListProductIds({ seed: ctx.seed, user: ctx.user, company: ctx.company }).has(product.id) : false,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch);
}

function descriptionOf(product: SeedProduct, ctx: ViewContext, brandName: string): string {
  const category = ctx.seed.categoryById.get(product.categoryId)!;
  const devices = product.deviceIds.map((id) => ctx.seed.deviceById.get(id)).filter((d) => d !== undefined);
  const parts = [
    `<p><strong>${escapeHtml(product.name)}</strong> marki ${escapeHtml(brandName)} z kategorii ${escapeHtml(category.name.toLowerCase())}.</p>`,
    product.attributes.length ? `<ul>${product.attributes.map((a) => `<li>${escapeHtml(a.name)}: ${escapeHtml(a.value)}</li>`).join('')}</ul>` : '',
    devices.length ? `<p>Pasuje do urządzeń: ${devices.map((d) => escapeHtml(`${d.brand} ${d.model}`)).join(', ')}.</p>` : '',
    product.deposit !== null ? '<p>Do ceny doliczana jest kaucja za opakowania objęte systemem kaucyjnym.</p>' : '',
    product.eco ? '<p>Produkt przyjazny środowisku – wyprodukowany z surowców z recyklingu lub z certyfikatem ekologicznym.</p>' : '',
  ];
  return parts.filter(Boolean).join('');
}

/** A product with its full details. */
export function toProduct(product: SeedProduct, ctx: ViewContext): Product {
  const summary = toProductSummary(product, ctx);
  const brandName = summary.brand?.name ?? '';
  const main = { urlFull: productImage(product.slug, 1200), urlThumb: productImage(product.slug, 150) };
  return {
    ...summary,
    gallery: { main, items: [main] },
    description: descriptionOf(product, ctx, brandName),
    attributes: [
      { key: 'marka', name: 'Marka', value: brandName },
      ...product.attributes,
      { key: 'jednostka', name: 'Jednostka sprzedaży', value: product.uom },
      { key: 'kod', name: 'Kod produktu', value: product.code },
      ...(product.ean ? [{ key: 'ean', name: 'EAN', value: product.ean }] : []),
      ...(product.oemCode ? [{ key: 'kod-oem', name: 'Kod OEM', value: product.oemCode }] : []),
      { key: 'vat', name: 'Stawka VAT', value: `${product.vat}%` },
    ],
    vatRate: product.vat,
    ean: product.ean,
    oemCode: product.oemCode,
    compatibleDevices: product.deviceIds.flatMap((id) => {
      const device = ctx.seed.deviceById.get(id);
      return device ? [{ brand: device.brand, model: device.model }] : [];
    }),
  };
}
