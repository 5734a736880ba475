/**
 * Node only (server.ts, node.ts): librsvg draws the SVG, libvips encodes AVIF (libaom) and WebP
 * (libwebp), both through `sharp`, loaded on the first picture so a server that serves none does
 * not pay for it. The work runs on libuv's thread pool, never on the event loop.
 * Never import this from code the browser bundle reaches (browser.ts, handlers, presenters).
 */
import type { SharpConstructor } from 'sharp';
import type { ImageEncoder, RasterFormat } from './encoder';

type Sharp = SharpConstructor;

let loading: Promise<Sharp> | undefined;

function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => {
    const sharp = module.default;
    sharp.cache(false); // the encoded pictures are cached by the demo API itself
    return sharp;
  });
  return loading;
}

/**
 * Settings for flat pictograms: AVIF quality 55 at effort 1 (a product's 1200×1200 picture in about
 * 80 ms and 7 KB, 640×640 in about 35 ms; effort 2 saves some 15 % of the bytes for 1.7× the time,
 * which the first visitor of a picture waits for), WebP quality 82 at effort 3.
 */
export const ENCODER_SETTINGS = {
  avif: { quality: 55, effort: 1 },
  webp: { quality: 82, effort: 3 },
} as const;

export const sharpEncoder: ImageEncoder = {
  formats: ['avif', 'webp'],
  async encode(svg: string, format: RasterFormat, width: number, height: number): Promise<Uint8Array> {
    const sharp = await loadSharp();
    // The SVG carries width/height: librsvg draws it at that size; `resize` only guards the exact box.
    const image = sharp(Buffer.from(svg)).resize(width, height, { fit: 'fill' });
    const output = format === 'avif' ? image.avif(ENCODER_SETTINGS.avif) : image.webp(ENCODER_SETTINGS.webp);
    return new Uint8Array(await output.toBuffer());
  },
};

/**
 * Loads sharp and encodes a tiny picture in each format once, at the server's start: the first
 * visitor's picture then waits for its own encoding only, not for the library and its codecs to load
 * (about 100 ms on the first AVIF).
 */
export async function warmSharpEncoder(): Promise<void> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16" fill="#0b4f8a"/></svg>';
  for (const format of sharpEncoder.formats) await sharpEncoder.encode(svg, format, 16, 16);
}
