import type { ProductGallery } from '../../generated/model';

/** The pictures a product's gallery shows, the first one large: its own list, or the main picture alone. */
export function galleryPictures(gallery: ProductGallery): ProductGallery['items'] {
  return gallery.items.length > 0 ? gallery.items : [gallery.main];
}
