import { pictureSources } from './imageUrl';

const preloaded = new Set<string>();

/**
 * Starts downloading a picture before the element that shows it exists (an above-the-fold picture
 * whose address only an API answer gives): the same source `ProductPicture` will pick — the AVIF one
 * only where the browser decodes AVIF (the `type` of the preload says so), else the fallback.
 */
export function preloadPicture(path: string | null | undefined): void {
  const sources = pictureSources(path);
  if (!sources || typeof document === 'undefined') return;
  const href = sources.avif ?? sources.src;
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  if (sources.avif) link.setAttribute('type', 'image/avif');
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
