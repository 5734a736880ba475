import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PICTOGRAMS } from './pictograms';
import { productSvg } from './svg';

/** The attribute names of each element that are given more than once (XML forbids it). */
function repeatedAttributes(svg: string): string[] {
  const repeats: string[] = [];
  for (const [, tag, attributes] of svg.matchAll(/<([a-zA-Z]+)([^>]*)>/g)) {
    const names = [...attributes.matchAll(/([a-zA-Z-:]+)="/g)].map((match) => match[1]);
    for (const name of new Set(names)) if (names.filter((other) => other === name).length > 1) repeats.push(`<${tag} ${name}>`);
  }
  return repeats;
}

describe('product pictograms', () => {
  it.each(PICTOGRAMS)('%s is well-formed SVG that an image library can draw', async (picto) => {
    const svg = productSvg({ name: 'Podstawka pod monitor', picto, colour: '#1e88e5', packLabel: '2 szt.', width: 120, height: 120 });
    expect(repeatedAttributes(svg)).toEqual([]);
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    expect(png.byteLength).toBeGreaterThan(100);
  });
});
