import { pictureSources } from './imageUrl';

const preloaded = new Set<string>();

/**
 * Starts downloading an above-the-fold image before the element that shows it exists (its address
 * only an API answer gives). `type`: a format the browser skips unless it decodes it.
 */
export function preloadImage(href: string, type?: string): void {
  if (typeof document === 'undefined' || preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  if (type) link.setAttribute('type', type);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/**
 * The same for a `ProductPicture`: the source it will pick — the AVIF one only where the browser
 * decodes AVIF, else the fallback.
 */
export function preloadPicture(path: string | null | undefined): void {
  const sources = pictureSources(path);
  if (sources) preloadImage(sources.avif ?? sources.src, sources.avif ? 'image/avif' : undefined);
}
