import type { ProductGallery } from '../../generated/model';

/**
 * The main picture in two widths: at most 480 CSS pixels wide (the frame's padding and the page's
 * margins take some 64 px of a phone's width), so a phone or a desktop screen takes 640 px, a
 * high-density desktop screen 1200 (also scripts/vite/earlyCalls.ts, which preloads it).
 */
export const MAIN_PICTURE = { widths: [640, 1200], sizes: '(max-width: 767px) calc(100vw - 64px), 480px' } as const;

/** The pictures a product's gallery shows, the first one large: its own list, or the main picture alone. */
export function galleryPictures(gallery: ProductGallery): ProductGallery['items'] {
  return gallery.items.length > 0 ? gallery.items : [gallery.main];
}
