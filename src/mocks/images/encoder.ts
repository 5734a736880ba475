/**
 * Raster pictures of the demo API: the SVG pictogram is drawn and encoded as AVIF or WebP by the
 * encoder the runtime installs at startup (nothing here imports one, so the browser bundle never
 * references a Node library):
 *   - server.ts / node.ts → `sharpEncoder` (AVIF + WebP, libvips in Node);
 *   - browser.ts          → `canvasEncoder()` (WebP through the page's canvas, where the browser can).
 * With no encoder, or one without the format, only the `.svg` originals can be served.
 */

export type RasterFormat = 'avif' | 'webp';
export type PictureFormat = RasterFormat | 'svg';

export const MIME_TYPES: Record<PictureFormat, string> = { avif: 'image/avif', webp: 'image/webp', svg: 'image/svg+xml; charset=utf-8' };

export interface ImageEncoder {
  /** What the encoder produces: honestly (a format it cannot encode is not listed). */
  readonly formats: readonly RasterFormat[];
  /** The SVG document drawn at exactly `width`×`height` pixels and encoded as `format`. */
  encode(svg: string, format: RasterFormat, width: number, height: number): Promise<Uint8Array>;
}

let installed: ImageEncoder | undefined;

/** Installs the runtime's encoder (and forgets what the previous one encoded). */
export function installImageEncoder(encoder: ImageEncoder | undefined): void {
  installed = encoder;
  encoded.clear();
}

/** The formats the demo API can answer in this runtime, best first: always `svg`, then what the encoder can. */
export function imageFormats(): PictureFormat[] {
  const raster = (['avif', 'webp'] as const).filter((format) => installed?.formats.includes(format));
  return [...raster, 'svg'];
}

/** A small LRU of encoded pictures (promises, so parallel requests for one picture share one encode). */
export class PictureCache {
  private readonly entries = new Map<string, Promise<Uint8Array>>();

  constructor(readonly limit = 500) {}

  get size(): number {
    return this.entries.size;
  }

  getOrCreate(key: string, create: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const made = create();
    this.entries.set(key, made);
    made.catch(() => {
      if (this.entries.get(key) === made) this.entries.delete(key);
    });
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
    return made;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Keyed by format and the SVG document itself, so a changed picture (a renamed promotion...) is never stale. */
const encoded = new PictureCache(500);

/** The picture as AVIF/WebP bytes, from the cache or the installed encoder; undefined when it cannot encode `format`. */
export function encodePicture(svg: string, format: RasterFormat, width: number, height: number): Promise<Uint8Array> | undefined {
  const encoder = installed;
  if (!encoder?.formats.includes(format)) return undefined;
  return encoded.getOrCreate(`${format}:${width}x${height}:${svg}`, () => encoder.encode(svg, format, width, height));
}
