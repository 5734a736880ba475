/**
 * GET images/convert/{path}/{params}/{name}: the demo API's pictures are really encoded (sharp in
 * Node): `.avif` is an ISO-BMFF file of brand `avif`, `.webp` a RIFF/WEBP file, `.svg` the vector
 * original; each in the size of `params`, with its own Content-Type and long-lived caching.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getConvertedImage } from '../../src/generated/api/search-and-products/search-and-products';
import { getSeed } from '../../src/mocks';
import { imageFormats, installImageEncoder } from '../../src/mocks/images/encoder';
import { sharpEncoder } from '../../src/mocks/images/sharpEncoder';
import { failure, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

const URL_BASE = 'http://localhost/e-commerce/v1/images/convert';
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

async function picture(path: string): Promise<{ response: Response; bytes: Uint8Array }> {
  const response = await fetch(`${URL_BASE}/${path}`);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('GET images/convert/{path}/{params}/{name}', () => {
  const product = () => getSeed().products.find((p) => p.packLabel === '500 ark.')!;

  it('encodes .avif as AVIF (ftyp avif) in the requested size', async () => {
    const { response, bytes } = await picture(`products/w400-h400/${product().slug}.avif`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/avif');
    expect(response.headers.get('Cache-Control')).toContain('max-age');
    expect(Number(response.headers.get('Content-Length'))).toBe(bytes.byteLength);
    expect(ascii(bytes, 4, 12)).toBe('ftypavif');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.compression, meta.width, meta.height]).toEqual(['heif', 'av1', 400, 400]);
    expect(bytes.byteLength).toBeLessThan(15_000);
  });

  it('encodes .webp as a RIFF/WEBP file in the requested size', async () => {
    const { response, bytes } = await picture(`products/w150-h150/${product().slug}.webp`);
    expect(response.headers.get('Content-Type')).toBe('image/webp');
    expect(ascii(bytes, 0, 4)).toBe('RIFF');
    expect(ascii(bytes, 8, 12)).toBe('WEBP');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 150, 150]);
  });

  it('encodes brand logos, blog pictures and promotion banners in their sizes', async () => {
    const blogSlug = 'gramatura-papieru-co-oznacza';
    for (const [path, width, height] of [
      ['brands/w100-h80/pilot', 100, 80],
      [`contents/w330-h284/${blogSlug}`, 330, 284],
      ['promotions/w1200-h400/outlet', 1200, 400],
    ] as const) {
      for (const format of ['avif', 'webp'] as const) {
        const { response, bytes } = await picture(`${path}.${format}`);
        expect(response.headers.get('Content-Type'), path).toBe(`image/${format}`);
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height], `${path}.${format}`).toEqual([format === 'avif' ? 'heif' : 'webp', width, height]);
      }
    }
  });

  it('draws the picture: the pixels are the pictogram, not an empty box', async () => {
    const { bytes } = await picture(`products/w200-h200/${product().slug}.webp`);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const colours = new Set<number>();
    for (let offset = 0; offset < data.length; offset += info.channels * 97) colours.add((data[offset] << 16) | (data[offset + 1] << 8) | data[offset + 2]);
    expect(colours.size).toBeGreaterThan(5);
  });

  it('serves the vector original for .svg, with the pack size', async () => {
    const blob = await getConvertedImage('products', 'w400-h400', `${product().slug}.svg`);
    expect(blob.type).toContain('image/svg+xml');
    const svg = await blob.text();
    expect(svg).toContain('width="400"');
    expect(svg).toContain('500 ark.');
    const banner = await (await getConvertedImage('promotions', 'w1200-h400', 'outlet.svg')).text();
    expect(banner).toContain('Outlet');
  });

  it('answers the same bytes again from its cache', async () => {
    const first = await picture(`products/w400-h400/${product().slug}.avif`);
    const second = await picture(`products/w400-h400/${product().slug}.avif`);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });

  it('answers 404 for an unknown picture or kind and 400 for bad parameters', async () => {
    expect(await failure(getConvertedImage('products', 'w400-h400', 'brak.avif'))).toMatchObject({ status: 404 });
    expect(await failure(getConvertedImage('contents', 'w330-h284', 'nie-ma.webp'))).toMatchObject({ status: 404 });
    expect(await failure(getConvertedImage('kubki', 'w400-h400', 'brak.webp'))).toMatchObject({ status: 404 });
    expect(await failure(getConvertedImage('products', 'duzy', 'brak.webp'))).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(await failure(getConvertedImage('products', 'w400-h400', 'brak.gif'))).toMatchObject({ status: 400, code: 'VALIDATION' });
  });

  it('answers 404 (never a mislabelled body) for a format the runtime cannot encode', async () => {
    installImageEncoder({ formats: ['webp'], encode: sharpEncoder.encode });
    try {
      expect(imageFormats()).toEqual(['webp', 'svg']);
      const { response } = await picture(`products/w400-h400/${product().slug}.avif`);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toContain('application/json');
      expect((await picture(`products/w400-h400/${product().slug}.webp`)).response.headers.get('Content-Type')).toBe('image/webp');
    } finally {
      installImageEncoder(sharpEncoder);
    }
  });
});
