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
  /** With `widths`: the same sources at those widths, as `srcset` lists (the browser takes the one its screen needs). */
  avifSrcSet?: string;
  srcSet?: string;
}

/** The size segment of the conversion path: "/w1200-h1200/". */
const SIZE = /\/w(\d+)-h(\d+)\//;

/** A converted picture at another width, its height in proportion ("/w1200-h1200/" → "/w640-h640/"); as it is without a size. */
export function atWidth(url: string, width: number): string {
  return url.replace(SIZE, (_, w: string, h: string) => `/w${width}-h${Math.round((Number(h) * width) / Number(w))}/`);
}

/** "a-640.avif 640w, a-1200.avif 1200w" for a converted picture with a size; undefined for any other. */
function srcSetOf(url: string, widths: readonly number[] | undefined): string | undefined {
  if (!widths?.length || !SIZE.test(url) || !CONVERTED.test(url)) return undefined;
  return widths.map((width) => `${atWidth(url, width)} ${width}w`).join(', ');
}

/**
 * The sources of a picture on the image-conversion path (spec §7): a raster picture is offered as
 * AVIF (the browser picks it from `<source type="image/avif">` only if it decodes AVIF) with WebP
 * as the fallback — each only if the API can produce it; vector originals and other pictures are used as they are.
 */
export function pictureSources(path: string | null | undefined, widths?: readonly number[]): PictureSources | undefined {
  const url = imageUrl(path);
  if (!url) return undefined;
  const format = CONVERTED.exec(url)?.[1].toLowerCase();
  if (!format || format === 'svg') return { src: url };
  const base = url.replace(/\.(avif|webp)$/i, '');
  const formats = apiImageFormats();
  const src = `${base}.${formats.includes('webp') ? 'webp' : 'svg'}`;
  const srcSet = srcSetOf(src, widths);
  if (!formats.includes('avif')) return srcSet ? { src, srcSet } : { src };
  const avif = `${base}.avif`;
  const avifSrcSet = srcSetOf(avif, widths);
  return { avif, src, ...(avifSrcSet ? { avifSrcSet } : {}), ...(srcSet ? { srcSet } : {}) };
}
