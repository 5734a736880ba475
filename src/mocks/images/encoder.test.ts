import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodePicture, imageFormats, installImageEncoder, PictureCache, type ImageEncoder } from './encoder';

afterEach(() => installImageEncoder(undefined));

describe('PictureCache', () => {
  it('keeps at most `limit` pictures, dropping the least recently used', async () => {
    const cache = new PictureCache(2);
    const make = (byte: number) => () => Promise.resolve(new Uint8Array([byte]));
    await cache.getOrCreate('a', make(1));
    await cache.getOrCreate('b', make(2));
    await cache.getOrCreate('a', make(9)); // a hit: "a" becomes the most recent
    await cache.getOrCreate('c', make(3)); // "b" goes
    expect(cache.size).toBe(2);
    expect(await cache.getOrCreate('a', make(9))).toEqual(new Uint8Array([1]));
    expect(await cache.getOrCreate('b', make(7))).toEqual(new Uint8Array([7]));
  });

  it('shares one encode between parallel requests and forgets a failed one', async () => {
    const cache = new PictureCache();
    const create = vi.fn(() => Promise.resolve(new Uint8Array([1])));
    await Promise.all([cache.getOrCreate('x', create), cache.getOrCreate('x', create)]);
    expect(create).toHaveBeenCalledTimes(1);
    await expect(cache.getOrCreate('y', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await Promise.resolve();
    expect(await cache.getOrCreate('y', () => Promise.resolve(new Uint8Array([2])))).toEqual(new Uint8Array([2]));
  });
});

describe('the installed encoder', () => {
  it('decides which formats the demo API answers', async () => {
    expect(imageFormats()).toEqual(['svg']);
    expect(encodePicture('<svg/>', 'webp', 10, 10)).toBeUndefined();
    const encoder: ImageEncoder = { formats: ['webp'], encode: vi.fn(async () => new Uint8Array([1, 2])) };
    installImageEncoder(encoder);
    expect(imageFormats()).toEqual(['webp', 'svg']);
    expect(encodePicture('<svg/>', 'avif', 10, 10)).toBeUndefined();
    expect(await encodePicture('<svg/>', 'webp', 10, 10)).toEqual(new Uint8Array([1, 2]));
    await encodePicture('<svg/>', 'webp', 10, 10);
    expect(encoder.encode).toHaveBeenCalledTimes(1);
  });
});
