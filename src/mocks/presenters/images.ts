/** Picture URLs, relative to the API root (the UI prefixes the API base). */
const IMAGES = '/e-commerce/v1/images/convert';

export const productImage = (slug: string, size = 400): string => `${IMAGES}/products/w${size}-h${size}/${slug}.svg`;
export const brandLogo = (slug: string): string => `${IMAGES}/brands/w100-h80/${slug}.svg`;
