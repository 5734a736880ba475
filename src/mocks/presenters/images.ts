/**
 * Picture URLs, relative to the API root (the UI prefixes the API base). They name the WebP, the
 * format every runtime of the demo API encodes and every current browser shows; the client swaps
 * the extension for `.avif` where both the browser and the API can (src/ui/imageUrl.ts).
 */
const IMAGES = '/e-commerce/v1/images/convert';

export const productImage = (slug: string, size = 400): string => `${IMAGES}/products/w${size}-h${size}/${slug}.webp`;
export const brandLogo = (slug: string): string => `${IMAGES}/brands/w100-h80/${slug}.webp`;
/** Blog and news pictures, in the blog tile's size (spec §9: 330×284). */
export const contentImage = (slug: string, width = 330, height = 284): string => `${IMAGES}/contents/w${width}-h${height}/${slug}.webp`;
/** Promotion banners. */
export const promotionImage = (slug: string, width = 1200, height = 400): string => `${IMAGES}/promotions/w${width}-h${height}/${slug}.webp`;

/**
 * A promotion banner draws its name and dates in the picture, so an English answer names the
 * English banner ("strefa-kawy.en.webp"); any other picture URL stays as it is.
 */
export const pictureInEnglish = (url: string): string => url.replace(/(\/images\/convert\/promotions\/w\d+-h\d+\/[\w-]+)\.(avif|webp|svg)$/, '$1.en.$2');

/** A picture's name without its format, and the language its words are drawn in. */
export function pictureName(name: string): { slug: string; locale: 'pl' | 'en' } {
  const slug = name.replace(/\.(svg|webp|avif)$/i, '');
  return slug.endsWith('.en') ? { slug: slug.slice(0, -3), locale: 'en' } : { slug, locale: 'pl' };
}
