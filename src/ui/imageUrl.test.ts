import { afterEach, describe, expect, it } from 'vitest';
import { apiImageFormats, atWidth, imageUrl, pictureSources } from './imageUrl';

const PICTURE = '/e-commerce/v1/images/convert/products/w400-h400/papier';
const demo = globalThis as { spinaczDemo?: { imageFormats?: string[] } };

afterEach(() => {
  delete demo.spinaczDemo;
});

describe('pictureSources', () => {
  it('offers AVIF with a WebP fallback on the conversion path of a real API server', () => {
    expect(apiImageFormats()).toEqual(['avif', 'webp', 'svg']);
    expect(pictureSources(`${PICTURE}.webp`)).toEqual({
      avif: `http://localhost${PICTURE}.avif`,
      src: `http://localhost${PICTURE}.webp`,
    });
    expect(pictureSources(`${PICTURE}.avif`)?.src).toMatch(/papier\.webp$/);
  });

  it('asks the in-page demo API only for the formats it says it can encode', () => {
    demo.spinaczDemo = { imageFormats: ['webp', 'svg'] };
    expect(pictureSources(`${PICTURE}.webp`)).toEqual({ src: `http://localhost${PICTURE}.webp` });
    expect(imageUrl(`${PICTURE}.avif`)).toBe(`http://localhost${PICTURE}.webp`);
    // A browser whose canvas cannot encode WebP: the demo serves the SVG originals only.
    demo.spinaczDemo = { imageFormats: ['svg'] };
    expect(pictureSources(`${PICTURE}.webp`)).toEqual({ src: `http://localhost${PICTURE}.svg` });
    expect(imageUrl(`${PICTURE}.webp`)).toBe(`http://localhost${PICTURE}.svg`);
  });

  it('uses vector pictograms and other pictures as they are', () => {
    demo.spinaczDemo = { imageFormats: ['webp', 'svg'] };
    expect(pictureSources(`${PICTURE}.svg`)).toEqual({ src: `http://localhost${PICTURE}.svg` });
    expect(pictureSources('https://cdn.example/logo.png')).toEqual({ src: 'https://cdn.example/logo.png' });
    expect(pictureSources(null)).toBeUndefined();
  });
});

describe('atWidth and pictureSources with widths', () => {
  it('gives a converted picture at another width, its height in proportion', () => {
    expect(atWidth('/images/convert/products/w1200-h900/a.avif', 640)).toBe('/images/convert/products/w640-h480/a.avif');
    expect(atWidth('/images/blog/a.svg', 640)).toBe('/images/blog/a.svg');
  });

  it('lists the widths of a converted picture as srcset, and none for a vector original', () => {
    const sources = pictureSources('/images/convert/products/w1200-h1200/a.webp', [640, 1200])!;
    expect(sources.avifSrcSet).toMatch(/\/w640-h640\/a\.avif 640w, .*\/w1200-h1200\/a\.avif 1200w$/);
    expect(sources.srcSet).toMatch(/\/w640-h640\/a\.webp 640w, .*\/w1200-h1200\/a\.webp 1200w$/);
    expect(pictureSources('/images/convert/products/w1200-h1200/a.svg', [640])!.srcSet).toBeUndefined();
  });
});
