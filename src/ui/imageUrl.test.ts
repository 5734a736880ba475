import { describe, expect, it } from 'vitest';
import { pictureSources } from './imageUrl';

describe('pictureSources', () => {
  it('offers AVIF with a WebP fallback on the conversion path', () => {
    expect(pictureSources('/e-commerce/v1/images/convert/products/w400-h400/papier.webp')).toEqual({
      avif: 'http://localhost/e-commerce/v1/images/convert/products/w400-h400/papier.avif',
      src: 'http://localhost/e-commerce/v1/images/convert/products/w400-h400/papier.webp',
    });
    expect(pictureSources('/e-commerce/v1/images/convert/products/w400-h400/papier.avif')?.src).toMatch(/papier\.webp$/);
  });
  it('uses vector pictograms and other pictures as they are', () => {
    expect(pictureSources('/e-commerce/v1/images/convert/products/w400-h400/papier.svg')).toEqual({
      src: 'http://localhost/e-commerce/v1/images/convert/products/w400-h400/papier.svg',
    });
    expect(pictureSources('https://cdn.example/logo.png')).toEqual({ src: 'https://cdn.example/logo.png' });
    expect(pictureSources(null)).toBeUndefined();
  });
});
