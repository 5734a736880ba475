import { apiBase } from '../api/mutator';

/** Image URLs from the API are relative to the API root. */
export function imageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${apiBase()}${path.startsWith('/') ? '' : '/'}${path}`;
}

const CONVERTED = /\/images\/convert\/[^?#]+\.(avif|webp)$/i;

export interface PictureSources {
  /** AVIF, for browsers that support it (spec §7: AVIF where supported). */
  avif?: string;
  /** WebP otherwise; also the <img> fallback. */
  src: string;
}

/**
 * The sources of a picture on the image-conversion path (spec §7): a raster picture is offered as
 * AVIF with WebP as the fallback; anything else (the demo's vector pictograms) is used as it is.
 */
export function pictureSources(path: string | null | undefined): PictureSources | undefined {
  const url = imageUrl(path);
  if (!url) return undefined;
  if (!CONVERTED.test(url)) return { src: url };
  const base = url.replace(/\.(avif|webp)$/i, '');
  return { avif: `${base}.avif`, src: `${base}.webp` };
}
