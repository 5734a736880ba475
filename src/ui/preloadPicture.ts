import { pictureSources } from './imageUrl';

const preloaded = new Set<string>();

/** A large picture offered in several widths; `sizes`: how wide it shows, as the `sizes` attribute says it. */
export interface ResponsivePicture {
  widths: readonly number[];
  sizes: string;
}

/**
 * Starts downloading an above-the-fold image before the element that shows it exists (its address
 * only an API answer gives). `type`: a format the browser skips unless it decodes it; `srcSet` and
 * `sizes`: the widths it is offered in, of which the browser fetches the one the element will take.
 */
export function preloadImage(href: string, type?: string, srcSet?: { srcSet: string; sizes: string }): void {
  if (typeof document === 'undefined' || preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet.srcSet);
    link.setAttribute('imagesizes', srcSet.sizes);
  }
  if (type) link.setAttribute('type', type);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/**
 * The same for a `ProductPicture`: the source it will pick — the AVIF one only where the browser
 * decodes AVIF, else the fallback; with `responsive`, in the width the screen needs.
 */
export function preloadPicture(path: string | null | undefined, responsive?: ResponsivePicture): void {
  const sources = pictureSources(path, responsive?.widths);
  if (!sources) return;
  const srcSet = sources.avif ? sources.avifSrcSet : sources.srcSet;
  preloadImage(sources.avif ?? sources.src, sources.avif ? 'image/avif' : undefined, srcSet && responsive ? { srcSet, sizes: responsive.sizes } : undefined);
}
