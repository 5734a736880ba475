import { getSeed } from '../../src/mocks/db/store';
import { sharpEncoder } from '../../src/mocks/images/sharpEncoder';
import { productSvg } from '../../src/mocks/images/svg';
import { open, productTiles } from './catalogue-helpers';
import { expect, test } from './fixtures';

interface PictureResponse {
  url: string;
  status: number;
  contentType: string;
}

test('category tiles show real WebP/AVIF pictures from the conversion path, with their size set', async ({ page }) => {
  const pictures: PictureResponse[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/images/convert/')) pictures.push({ url: response.url(), status: response.status(), contentType: response.headers()['content-type'] ?? '' });
  });
  await open(page, '/kategoria/papier');
  const images = productTiles(page).locator('img');
  await expect(images).toHaveCount(35);

  // Every tile picture has width and height (no shift while it loads) and keeps its square box.
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
  }
  const box = await images.first().boundingBox();
  expect(Math.abs((box?.width ?? 0) - (box?.height ?? -1))).toBeLessThan(1);

  // The pictures above the fold load and decode.
  for (let index = 0; index < 4; index += 1) {
    await expect.poll(() => images.nth(index).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  }
  const shown = await images.nth(0).evaluate((img: HTMLImageElement) => ({ url: img.currentSrc, width: img.naturalWidth, height: img.naturalHeight }));
  expect(shown.url).toMatch(/\/images\/convert\/products\/w400-h400\/[^/]+\.(avif|webp)$/);
  expect([shown.width, shown.height]).toEqual([400, 400]);

  // Each picture request was AVIF or WebP, labelled as what its name says.
  const tilePictures = pictures.filter((picture) => picture.url.includes('/images/convert/products/'));
  expect(tilePictures.length).toBeGreaterThanOrEqual(4);
  for (const picture of tilePictures) {
    const format = /\.(avif|webp)$/.exec(picture.url)?.[1];
    expect(format, picture.url).toBeDefined();
    expect(picture.status, picture.url).toBe(200);
    expect(picture.contentType, picture.url).toBe(`image/${format}`);
  }

  // The bytes are really that format (the in-page demo API encodes WebP with the canvas).
  const magic = await page.evaluate(async (url) => {
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    return [String.fromCharCode(...bytes.subarray(0, 4)), String.fromCharCode(...bytes.subarray(4, 12)), String.fromCharCode(...bytes.subarray(8, 12))];
  }, shown.url);
  if (shown.url.endsWith('.webp')) expect([magic[0], magic[2]]).toEqual(['RIFF', 'WEBP']);
  else expect(magic[1]).toBe('ftypavif');

  // The in-page demo API says it encodes no AVIF, so the client never asked it for one.
  const formats = await page.evaluate(() => (window as unknown as { spinaczDemo?: { imageFormats?: string[] } }).spinaczDemo?.imageFormats);
  if (formats) {
    expect(formats).not.toContain('avif');
    expect(pictures.filter((picture) => picture.url.endsWith('.avif'))).toEqual([]);
  }
});

test("Chromium decodes the standalone demo API's AVIF pictures", async ({ page }) => {
  const product = getSeed().products.find((candidate) => candidate.packLabel)!;
  const svg = productSvg({ name: product.name, picto: product.picto, colour: product.colour, packLabel: product.packLabel, width: 400, height: 400 });
  const avif = await sharpEncoder.encode(svg, 'avif', 400, 400);
  await page.goto('/');
  const decoded = await page.evaluate(async (bytes) => {
    const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/avif' }));
    return [bitmap.width, bitmap.height];
  }, Array.from(avif));
  expect(decoded).toEqual([400, 400]);
});
