import { apiBase } from '../api/mutator';

/** A picture on the image-conversion path (spec §7), by its format extension. */
const CONVERTED = /\/images\/convert\/[^?#]+\.(avif|webp|svg)$/i;

type PictureFormat = 'avif' | 'webp' | 'svg';
const ALL_FORMATS: readonly PictureFormat[] = ['avif', 'webp', 'svg'];

/**
 * The formats the API can produce on the conversion path. A real server produces every format of the
 * contract; the demo API running inside the page (MSW, no VITE_API_BASE) says what it can encode
 * there in `window.spinaczDemo.imageFormats` — WebP through the canvas, no AVIF (src/mocks/README.md).
 */
export function apiImageFormats(): readonly PictureFormat[] {
  const demo = (globalThis as { spinaczDemo?: { imageFormats?: readonly PictureFormat[] } }).spinaczDemo;
  return demo?.imageFormats ?? ALL_FORMATS;
}

/** The same picture in the best format the API can produce: asked AVIF/WebP → WebP → the SVG original. */
function producible(url: string): string {
  const format = CONVERTED.exec(url)?.[1].toLowerCase() as PictureFormat | undefined;
  const formats = apiImageFormats();
  if (!format || formats.includes(format)) return url;
  const fallback: PictureFormat = format === 'avif' && formats.includes('webp') ? 'webp' : 'svg';
  return url.replace(/\.(avif|webp|svg)$/i, `.${fallback}`);
}

/** Image URLs from the API are relative to the API root; on the conversion path, in a format the API can produce. */
export function imageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return producible(path);
  return producible(`${apiBase()}${path.startsWith('/') ? '' : '/'}${path}`);
}

export interface PictureSources {
  /** AVIF, for browsers that decode it, when the API can encode it (spec §7: AVIF where supported). */
  avif?: string;
  /** WebP otherwise (or the SVG original where the API cannot encode WebP); also the <img> fallback. */
  src: string;
}

/**
 * The sources of a picture on the image-conversion path (spec §7): a raster picture is offered as
 * AVIF (the browser picks it from `<source type="image/avif">` only if it decodes AVIF) with WebP
 * as the fallback — each only if the API can produce it; vector originals and other pictures are used as they are.
 */
export function pictureSources(path: string | null | undefined): PictureSources | undefined {
  const url = imageUrl(path);
  if (!url) return undefined;
  const format = CONVERTED.exec(url)?.[1].toLowerCase();
  if (!format || format === 'svg') return { src: url };
  const base = url.replace(/\.(avif|webp)$/i, '');
  const formats = apiImageFormats();
  const src = `${base}.${formats.includes('webp') ? 'webp' : 'svg'}`;
  return formats.includes('avif') ? { avif: `${base}.avif`, src } : { src };
}
