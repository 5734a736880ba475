import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, bodyLimitFor, bodyTooLargeAnswer, COMPLAINT_BODY_LIMIT, DEFAULT_BODY_LIMIT, readLimitedBody } from './bodyLimit';

async function* chunksOf(sizes: number[], read: { count: number }): AsyncGenerator<Uint8Array> {
  for (const size of sizes) {
    read.count += 1;
    yield new Uint8Array(size).fill(read.count);
  }
}

describe('request body limit', () => {
  it('gives complaints room for 10 MB of photos in base64 and every other operation 1 MB', () => {
    expect(bodyLimitFor('/e-commerce/v1/complaints')).toBe(COMPLAINT_BODY_LIMIT);
    expect(COMPLAINT_BODY_LIMIT).toBeGreaterThan(Math.ceil((10 * 1024 * 1024) / 3) * 4);
    expect(bodyLimitFor('/e-commerce/v1/complaints/search/orders')).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor('/e-commerce/v1/shopping-carts/current/items')).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor('/oauth2/token')).toBe(DEFAULT_BODY_LIMIT);
  });

  it('reads a body up to the limit whole, in order', async () => {
    const read = { count: 0 };
    const body = await readLimitedBody(chunksOf([3, 2], read), 5);
    expect(Array.from(body!)).toEqual([1, 1, 1, 2, 2]);
    expect(await readLimitedBody(chunksOf([], read), 5)).toBeUndefined();
  });

  it('stops at the first chunk over the limit, without reading the rest', async () => {
    const read = { count: 0 };
    await expect(readLimitedBody(chunksOf([4, 4, 4, 4], read), 6)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(read.count).toBe(2);
  });

  it('answers in the request language with the limit in megabytes', () => {
    expect(bodyTooLargeAnswer(DEFAULT_BODY_LIMIT, 'pl')).toEqual({ code: 'PAYLOAD-TOO-LARGE', message: 'Przesłane dane są za duże (najwyżej 1 MB).' });
    expect(bodyTooLargeAnswer(COMPLAINT_BODY_LIMIT, 'en')).toEqual({ code: 'PAYLOAD-TOO-LARGE', message: 'The data sent is too large (16 MB at most).' });
  });
});
