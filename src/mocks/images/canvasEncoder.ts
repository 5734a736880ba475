/**
 * Browser only (browser.ts): the page draws the SVG into a canvas of the requested size and the
 * browser's own encoder makes the WebP (`toBlob(…, 'image/webp', 0.82)`: about 10–30 ms for
 * 400×400 in Chromium). No AVIF: browsers have no canvas AVIF encoder, and a WASM one was measured
 * too slow for the demo (see src/mocks/README.md, "Pictures"), so the demo API in the page lists
 * only what it can encode and the client does not ask it for AVIF.
 */
import type { ImageEncoder, RasterFormat } from './encoder';

const WEBP_QUALITY = 0.82;

/** Whether this browser's canvas really encodes WebP (Safari answers PNG for any type it lacks). */
function canvasEncodesWebp(): boolean {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    return canvas.toDataURL('image/webp').startsWith('data:image/webp');
  } catch {
    return false;
  }
}

async function drawSvg(svg: string, width: number, height: number): Promise<HTMLCanvasElement> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image(width, height);
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas context');
    context.drawImage(image, 0, 0, width, height);
    return canvas;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(`The canvas gave no ${type}`))), type, quality);
  });
}

/** The page's canvas encoder, or undefined where the browser cannot encode WebP. */
export function canvasEncoder(): ImageEncoder | undefined {
  if (typeof document === 'undefined' || !canvasEncodesWebp()) return undefined;
  return {
    formats: ['webp'],
    async encode(svg: string, format: RasterFormat, width: number, height: number): Promise<Uint8Array> {
      if (format !== 'webp') throw new Error(`The canvas encoder cannot make ${format}`);
      const blob = await toBlob(await drawSvg(svg, width, height), 'image/webp', WEBP_QUALITY);
      // Never a PNG labelled WebP: the browser silently falls back to PNG for a type it cannot encode.
      if (blob.type !== 'image/webp') throw new Error(`The canvas encoded ${blob.type || 'nothing'} instead of image/webp`);
      return new Uint8Array(await blob.arrayBuffer());
    },
  };
}
