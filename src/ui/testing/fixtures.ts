import type { Money, ProductSummary } from '../../generated/model';

/** Test data in the contract's shapes. */
export function money(net: number, vat = 0.23): Money {
  const gross = Math.round(net * (1 + vat) * 100) / 100;
  const format = (value: number) => value.toFixed(2).replace('.', ',');
  return { net, gross, netFormatted: format(net), grossFormatted: format(gross), currencyPrefix: '', currencyPostfix: 'zł' };
}

export function productSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 101,
    name: 'Papier ksero Pollux A4 80 g/m², 500 ark.',
    slug: 'papier-ksero-pollux-a4-80',
    code: 'PAP-0101',
    mainPictureUrl: '/e-commerce/v1/images/products/101.svg',
    brand: { id: 1, slug: 'pollux', name: 'Pollux', logoUrl100x80: null },
    category: { id: 11, slug: 'papier-ksero-a4', name: 'Papier ksero A4', namesInPath: ['Papier', 'Papier ksero A4'], forAdults: false },
    badges: [],
    promotion: null,
    priceObject: money(20),
    priceBeforeDiscountObject: null,
    lowestPrice30DaysObject: null,
    pricePerBaseUOM: { net: 20, gross: 24.6 },
    uom: 'ryza',
    hasDeposit: false,
    depositValue: null,
    outletType: null,
    canBeOrdered: true,
    sponsoredOfferInfo: null,
    availabilityMarkColor: { color: 'green', label: 'Dostępny' },
    whenProductWillBeAtYourPlace: 'U Ciebie jutro',
    multiPacks: [],
    isFromMyOffer: false,
    isFromCatalogSubset: false,
    orderQuantityMultiple: 1,
    orderQuantityMultipleSuggestedOnly: false,
    stock: 100,
    availableFrom: null,
    isInShoppingList: false,
    ...overrides,
  } as ProductSummary;
}
