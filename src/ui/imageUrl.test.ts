import { afterEach, describe, expect, it } from 'vitest';
import { apiImageFormats, imageUrl, pictureSources } from './imageUrl';

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
