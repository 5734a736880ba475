import type { Product } from '../../generated/model';
import { imageUrl } from '../../ui/imageUrl';

/** schema.org Product data of a product page (gross price, PLN). */
export function productJsonLd(product: Product, url: string): object {
  const availability = product.canBeOrdered && product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    ...(product.ean ? { gtin13: product.ean } : {}),
    image: imageUrl(product.gallery.main.urlFull ?? product.mainPictureUrl),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'PLN',
      price: product.priceObject.gross.toFixed(2),
      availability,
    },
  };
}
